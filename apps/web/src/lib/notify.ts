/**
 * Notices (toasts) through sonner, loaded on the first notice so that neither sonner nor its
 * Toaster is part of the first download. The host (components/notice-host.tsx) mounts the
 * Toaster when asked and reports when it is ready to show toasts.
 */
type Tone = 'success' | 'error';

let requestHost: (() => void) | undefined;
let hostReady: Promise<void> | undefined;
let resolveHostReady: (() => void) | undefined;

/** Called by the host on mount: how to ask it to render the Toaster. */
export function connectNoticeHost(request: () => void): () => void {
  requestHost = request;
  // A notice raised while no host was mounted (before the first render, or between two
  // hosts) is waiting for one: this host shows it. Without this, that notice and every one
  // after it waited forever.
  if (hostReady) request();
  return () => {
    requestHost = undefined;
    // Its Toaster goes with it: the next host is asked again at the next notice.
    hostReady = undefined;
    resolveHostReady = undefined;
  };
}

/** Called by the Toaster wrapper once mounted. */
export function noticeHostReady(): void {
  resolveHostReady?.();
}

function ensureHost(): Promise<void> {
  if (!hostReady) {
    hostReady = new Promise((resolve) => {
      resolveHostReady = resolve;
    });
    requestHost?.();
  }
  return hostReady;
}

/**
 * A notice may name itself: a second notice with the same id replaces the first rather than
 * stacking, and `notify.dismiss(id)` takes it away once what it said no longer holds. A
 * notice without one is named by its text: the same words twice (several calls failing for
 * one reason) show once.
 */
interface NoticeOptions {
  id?: string;
}

async function show(tone: Tone, message: string, options: NoticeOptions = {}): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), ensureHost()]);
  toast[tone](message, { id: options.id ?? message });
}

async function dismiss(id: string): Promise<void> {
  // Nothing was ever shown while the host is not asked for: nothing to take away.
  if (!hostReady) return;
  const [{ toast }] = await Promise.all([import('sonner'), hostReady]);
  toast.dismiss(id);
}

export const notify = {
  success: (message: string, options?: NoticeOptions) => void show('success', message, options),
  error: (message: string, options?: NoticeOptions) => void show('error', message, options),
  dismiss: (id: string) => void dismiss(id),
};
