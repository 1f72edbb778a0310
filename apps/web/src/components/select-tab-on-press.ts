/**
 * Radix's tab triggers focus themselves by script on mousedown (Safari does not focus a
 * clicked button), and Chromium shows a focus made by script as :focus-visible: the orange
 * keyboard ring stayed on a tab after a mouse click. This mousedown handler runs
 * before Radix's: it selects the tab and focuses it asking for no ring; with the default
 * prevented, Radix's handler stays out. Focus from the keyboard keeps its ring.
 */
import type { MouseEvent } from 'react';

// FocusOptions.focusVisible (Chromium, Firefox) is not in TypeScript's DOM types yet.
interface RinglessFocusOptions extends FocusOptions {
  focusVisible?: boolean;
}
const ringless: RinglessFocusOptions = { focusVisible: false };

export function selectTabOnPress(select: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    // Other buttons and ctrl-clicks are Radix's to refuse.
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    event.currentTarget.focus(ringless);
    select();
  };
}
