import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
