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
  return () => {
    requestHost = undefined;
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

async function show(tone: Tone, message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), ensureHost()]);
  toast[tone](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
};
