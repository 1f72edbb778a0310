/**
 * Runs before each web test file. The files of a worker share their modules (vite.config.ts):
 * what one test leaves in a module (a rendered tree, a toast, a cookie) is cleared here after
 * every test, so the next test, and the next file, starts as a fresh page would.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach } from 'vitest';
import { believeEveryRoleAgain } from '@/lib/session';

// jsdom has no layout: scrolling is a no-op, and nothing ever scrolls into view, so maps
// (loaded when visible) stay unloaded in component tests.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => {};
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = NeverIntersecting as unknown as typeof IntersectionObserver;
// Nor does anything resize: the tab lists' scroll hints measure once and stay as they are.
class NeverResizing {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = NeverResizing as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in its module, not in the Toaster that shows them.
  toast.dismiss();
  believeEveryRoleAgain();
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

// What a file leaves in the page that the next file would meet: nodes it added itself (outside
// Testing Library's render), the head's title and tags, storage and the address. Styles stay:
// a library inserts its own once, when its module first loads.
afterAll(() => {
  for (const node of [...document.head.children]) if (node.tagName !== 'STYLE') node.remove();
  document.body.innerHTML = '';
  document.title = '';
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
