// @ts-check
// Starts the app on a page the server rendered, after its first paint: the server names the
// app's entry and the page's modules here (apps/server/src/plugins/page-renderer.ts says why).
//
// Until the app has taken the page over, the page is HTML without handlers: what the visitor
// does meanwhile is kept, not lost. Clicks on controls and form submissions are held and done
// again once the app is ready; fields the visitor typed into are handed to the app as changes
// (decision 006).
/** @type {HTMLScriptElement | null} */
const boot = document.querySelector('script[data-app]');
const root = document.getElementById('root');

/** Sent by the app (src/app/layout/use-announce-takeover.ts) once the page is hydrated. */
const APP_READY_EVENT = 'staylane:app-ready';

/** Controls whose click does something only the app knows. Links work without it. */
const CONTROLS =
  'button, [role="button"], [role="tab"], input[type="submit"], input[type="checkbox"], input[type="radio"]';

/** @type {Array<() => void>} */
const held = [];

/** @param {Event} event */
function hold(event) {
  if (!(event.target instanceof Element) || !root?.contains(event.target)) return;
  if (event.type === 'submit') {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => form.requestSubmit());
    return;
  }
  const control = event.target.closest(CONTROLS);
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (control instanceof HTMLElement) held.push(() => pressAgain(control));
}

/**
 * Presses a control as the visitor did: some widgets act on the press rather than the click
 * (Radix tabs, on mousedown; no landing page has a widget that listens to pointer events).
 * @param {HTMLElement} control
 */
function pressAgain(control) {
  const press = { bubbles: true, cancelable: true, button: 0 };
  control.dispatchEvent(new MouseEvent('mousedown', press));
  control.focus();
  control.dispatchEvent(new MouseEvent('mouseup', press));
  control.click();
}

/**
 * Whether the visitor changed a field the server rendered. Checkboxes and radios change by
 * clicks, which are held; a file field has no text to hand over.
 * @param {Element} field
 * @returns {field is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement}
 */
function wasChanged(field) {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    !['checkbox', 'radio', 'file'].includes(field.type) &&
    field.value !== field.defaultValue
  );
}

/**
 * Tells the app about a value typed before it ran. React hydrates a field keeping what it
 * shows while its state keeps the rendered value, and it notices a change only against the
 * value it last saw: so the field is set back to the rendered value through React's own
 * setter, then to the typed one past it, and an `input` event announces the change.
 * @param {HTMLInputElement | HTMLTextAreaElement} field
 * @param {string} typed
 */
function handOverTyped(field, typed) {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The fields the visitor changed, with what they typed. Read when the app announces itself:
 * a render of the app between then and the hand-over sets the fields it controls back to its
 * state, and what was typed there would be lost (seen in about one load in two when typing
 * while the app hydrated).
 * @returns {Array<{ field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, typed: string }>}
 */
function readTyped() {
  if (!root) return [];
  return [...root.querySelectorAll('input, textarea, select')]
    .filter(wasChanged)
    .map((field) => ({ field, typed: field.value }));
}

/** @param {ReturnType<typeof readTyped>} typedBeforeReady */
function handOverFields(typedBeforeReady) {
  // Each change re-renders the app, which sets the fields it controls back to its state, the
  // ones not handed over yet included: so every value was read first.
  for (const { field, typed } of typedBeforeReady) {
    // Changed again since (typed into with the app running): the app has that value already.
    if (field.value !== typed && wasChanged(field)) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = typed;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      handOverTyped(field, typed);
    }
  }
}

function stopHolding() {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
}

/** @param {ReturnType<typeof readTyped>} typedBeforeReady */
function takeOver(typedBeforeReady) {
  stopHolding();
  handOverFields(typedBeforeReady);
  for (const action of held.splice(0)) action();
}

function start() {
  if (!boot?.dataset.app) return;
  for (const module of (boot.dataset.modules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = module;
    document.head.append(link);
  }
  // If the app cannot load, the page stays plain HTML: its controls get their own behaviour
  // back, and what was held is dropped.
  import(boot.dataset.app).catch(() => {
    stopHolding();
    held.length = 0;
  });
  boot.dataset.app = ''; // started
}

if (boot?.dataset.app) {
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // The app announces itself from an effect, in the middle of its commit: what was typed is
  // read then, and handed over with the held actions in a task of their own after it.
  document.addEventListener(
    APP_READY_EVENT,
    () => {
      const typedBeforeReady = readTyped();
      setTimeout(() => takeOver(typedBeforeReady), 0);
    },
    { once: true },
  );
}

// After the first contentful paint, as the browser reports it. A frame and a task (what ran
// here first) can come before the paint is on screen: Lighthouse then counted the app's code
// as loaded before the page's largest paint, in about one run in four (LCP 2.0 s, not 1.1 s).
// A hidden tab paints nothing: the app starts there at once; the timer is a last resort.
if (document.visibilityState === 'hidden') {
  start();
} else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, 3000);
