/**
 * Where focus goes when a popup closes (issue 14). Radix's dialog gives focus back to its
 * `Dialog.Trigger`, and ours are opened by plain buttons and forms, so it gave it to nobody:
 * focus fell to the page body and a keyboard user started again from the top.
 *
 * When a popup opens, `rememberOpener` notes what had focus (the opener) and the controls
 * just after and before it in the tab order. When it closes, `returnFocus` gives focus back to
 * the opener, or, when the opener has gone or cannot take focus (a deleted hotel's card, a
 * button disabled while its request runs), to the control that followed it, else the one
 * before it. When all three have gone the page itself changed (Yes went to another page):
 * focus is left to that page.
 */
import { useRef } from 'react';

export interface Opener {
  opener: HTMLElement | undefined;
  next: HTMLElement | undefined;
  previous: HTMLElement | undefined;
}

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
  if (!opener) return { opener: undefined, next: undefined, previous: undefined };
  const order = tabOrder();
  const following = (element: HTMLElement) =>
    element.compareDocumentPosition(opener) & Node.DOCUMENT_POSITION_PRECEDING;
  const next = order.find((element) => element !== opener && following(element));
  const previous = order.filter((element) => element !== opener && !following(element)).at(-1);
  return { opener, next, previous };
}

/** Called as the popup closes. Answers whether it placed focus. */
export function returnFocus({ opener, next, previous }: Opener): boolean {
  const target = [opener, next, previous].find(canTakeFocus);
  target?.focus();
  return target !== undefined;
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
