/**
 * Test helpers of the admin area: providers around a component, a scripted API behind
 * `fetch`, and an XMLHttpRequest that answers uploads (jsdom sends no real multipart).
 * The browser tests in e2e/tests/admin run the same screens against the real server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { onTestFinished, vi } from 'vitest';
import { connectNoticeHost, noticeHostReady } from '@/lib/notify';

// Cleaning up after each test (the rendered tree, sonner's toasts, stubbed globals) is
// src/test/setup.ts's: a hook registered here would run only in the first file of a worker that
// imports this module, since the files of a worker share their modules (vite.config.ts).

export function renderAdmin(ui: ReactElement) {
  // Notices go straight to this Toaster instead of the lazily loaded one of the app shell,
  // until the test ends: the next test's, or the next file's, host is its own.
  onTestFinished(connectNoticeHost(() => queueMicrotask(noticeHostReady)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };
type Route = (request: SentRequest) => Answer | undefined;

/** `fetch` answering from `route`; every request is recorded in `sent`. */
export function scriptApi(route: Route) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const answer = route(request) ?? {
        status: 404,
        body: { message: 'Not found', code: 'NOT_FOUND' },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

let stored = 0;

/** Answers every upload with '/uploads/test-n.png' per file field, after one progress event. */
export class UploadingXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  open() {}
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    const names = [...body.keys()].filter((name) => name.startsWith('file'));
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      this.status = 200;
      this.responseText = JSON.stringify(
        Object.fromEntries(names.map((name) => [name, `/uploads/test-${(stored += 1)}.png`])),
      );
      this.onload?.();
    }, 0);
  }
}

export function stubUploads() {
  vi.stubGlobal('XMLHttpRequest', UploadingXhr);
}

export const png = (name = 'picture.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
