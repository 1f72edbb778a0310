/**
 * Which page chunks are downloading. The router wraps navigations in a React transition, so
 * the page on screen stays until the next one has loaded; this store lets the progress bar
 * (layout/route-progress.tsx) show that something is on its way.
 */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

// Page loads start while React renders the lazy page: listeners hear of it a microtask
// later, so no component is updated during another one's render.
const emit = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/** Counts a page chunk as loading until its promise settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  emit();
  return load.finally(() => {
    pending -= 1;
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => pending > 0;

/**
 * True while at least one page chunk is downloading. A page the server renders is complete,
 * so its HTML, and the browser's first render hydrating it, show no progress bar.
 */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
