/**
 * Where focus goes when a popup closes. Radix's dialog gives focus back to its
 * `Dialog.Trigger`, and ours are opened by plain buttons and forms, so it gave it to nobody:
 * focus fell to the page body and a keyboard user started again from the top.
 *
 * When a popup opens, `rememberOpener` notes what had focus (the opener) and the controls
 * just after and before it in the tab order. When it closes, `returnFocus` gives focus back to
 * the opener, or, when the opener has gone or cannot take focus (a deleted hotel's card, a
 * button disabled while its request runs), to the nearest control around it: in its own card
 * or row first, the one after it before the one before it. When all of them have gone the
 * page itself changed (Yes went to another page): focus is left to that page.
 */
import { useRef } from 'react';

export interface Opener {
  opener: HTMLElement | undefined;
  /** Controls near the opener, nearest first, for when it cannot take focus back. */
  successors: HTMLElement[];
}

/** The parts of a page a successor is looked for in, nearest first. */
const REGION = 'form, section, [role="tabpanel"], main, #main';

/** How many neighbours are kept on each side: a deleted card takes its own controls along. */
const NEIGHBOURS = 3;

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The last element that had focus, for popups that open after their opener lost it. */
let lastFocused: HTMLElement | undefined;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"]')) {
        lastFocused = event.target;
      }
    },
    true,
  );
}

function canTakeFocus(element: HTMLElement | undefined): element is HTMLElement {
  return (
    element !== undefined &&
    element.isConnected &&
    !element.matches(':disabled') &&
    element.closest('[inert]') === null &&
    element.getClientRects().length > 0
  );
}

function tabOrder(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => canTakeFocus(element) && !element.closest('[role="dialog"]'),
  );
}

/** Called as the popup opens, before focus moves into it. */
export function rememberOpener(): Opener {
  const active = document.activeElement;
  const opener =
    active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')
      ? active
      : lastFocused?.isConnected
        ? lastFocused
        : undefined;
  if (!opener) return { opener: undefined, successors: [] };
  // Only neighbours in the opener's own part of the page: focus sent to the footer because it
  // follows in tab order would scroll the page away from where the user was.
  const region = opener.closest(REGION) ?? document.body;
  const order = tabOrder().filter((element) => element !== opener && region.contains(element));
  const follows = (element: HTMLElement) =>
    Boolean(element.compareDocumentPosition(opener) & Node.DOCUMENT_POSITION_PRECEDING);
  const next = order.filter(follows).slice(0, NEIGHBOURS);
  const previous = order
    .filter((element) => !follows(element))
    .slice(-NEIGHBOURS)
    .reverse();
  // Nearest first: in the same card or row before the footer that merely follows in tab order.
  const depth = sharedDepth(opener);
  const ranked = [...next.map((e, i) => ({ e, i })), ...previous.map((e, i) => ({ e, i }))].sort(
    (x, y) => depth(y.e) - depth(x.e) || x.i - y.i,
  );
  return { opener, successors: ranked.map(({ e }) => e) };
}

/** How deep the closest ancestor shared with `opener` lies: deeper is nearer. */
function sharedDepth(opener: HTMLElement) {
  const ancestors = new Map<Node, number>();
  const chain: Node[] = [];
  for (let node: Node | null = opener; node; node = node.parentNode) chain.unshift(node);
  chain.forEach((node, index) => ancestors.set(node, index));
  return (element: HTMLElement) => {
    for (let node: Node | null = element; node; node = node.parentNode) {
      const found = ancestors.get(node);
      if (found !== undefined) return found;
    }
    return 0;
  };
}

/** How long focus is watched after a popup closed, and how often. */
const WATCH_MS = 3000;
const WATCH_EVERY_MS = 100;

function focusLost(): boolean {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || !canTakeFocus(active);
}

/**
 * Called as the popup closes: focus goes to the opener or its nearest neighbour that can take
 * it. What a Yes starts (a request that disables its buttons, a list that reloads, a card that
 * goes) can take that control away a moment later, so for a few seconds focus that falls to
 * the page body is placed again, until the user presses a key or the pointer.
 */
export function returnFocus({ opener, successors }: Opener): void {
  const place = () => [opener, ...successors].find(canTakeFocus)?.focus();
  place();
  const timer = window.setInterval(() => {
    // The document can be gone before the watch ends (a test's jsdom torn down after it).
    if (typeof document === 'undefined') return clearInterval(timer);
    if (focusLost()) place();
  }, WATCH_EVERY_MS);
  const stop = () => {
    clearInterval(timer);
    if (typeof document === 'undefined') return;
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  window.setTimeout(stop, WATCH_MS);
}

/**
 * Props for a Radix `Dialog.Content`: remember the opener as it opens, give focus back as it
 * closes (in place of Radix's return to a `Dialog.Trigger` we do not use).
 */
export function useReturnFocus() {
  const remembered = useRef<Opener | undefined>(undefined);
  return {
    onOpenAutoFocus: () => {
      remembered.current = rememberOpener();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (remembered.current) returnFocus(remembered.current);
      remembered.current = undefined;
    },
  };
}
