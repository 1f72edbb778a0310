/**
 * Fetching a channel's calendar (decision 021): http(s) only, at most 3 redirects, 10 s in all
 * (a server that hangs mid-body included), 5 MB counted while the body streams (refused at
 * once on a larger Content-Length), and the last answer's ETag / Last-Modified sent back so an
 * unchanged calendar answers 304. Only public addresses are fetched, checked at every
 * connection, redirects included (lib/outbound-guard.ts, decision 035). Failures come back in
 * words for the feed's health.
 */
import { fetch, type Response } from 'undici';
import { OutboundGuard, isInternalAddressRefusal } from '../../lib/outbound-guard.js';

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export const FETCH_TEXTS = {
  unreachable: 'Could not reach the address',
  notCalendar: 'The address did not answer with a calendar',
  tooLarge: 'The calendar is larger than 5 MB',
  tooSlow: (ms: number) => `The address took longer than ${ms / 1000} s`,
  notWeb: 'The address must be an http or https address',
  tooManyRedirects: `The address redirected more than ${MAX_REDIRECTS} times`,
  status: (status: number) => `The address answered HTTP ${status}`,
  notPublic: 'The address is not a public address',
} as const;

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult =
  | { kind: 'unchanged' }
  | { kind: 'calendar'; text: string; validators: Validators }
  | { kind: 'failed'; error: string };

class FeedFailure extends Error {}

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** What may be reached; by default public addresses only. */
  guard?: OutboundGuard;
}

let publicOnly: OutboundGuard | undefined;

/** Parses an address the server may fetch: http or https, nothing else. */
export function webAddress(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchFeed(
  address: string,
  validators: Validators,
  options: FetchOptions = {},
): Promise<FetchResult> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  const guard = options.guard ?? (publicOnly ??= new OutboundGuard());
  try {
    let url = webAddress(address);
    for (let redirects = 0; ; redirects += 1) {
      if (!url) throw new FeedFailure(FETCH_TEXTS.notWeb);
      const headers: Record<string, string> = {
        accept: 'text/calendar, */*;q=0.5',
        'user-agent': 'Staylane calendar sync',
      };
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      const response = await fetch(url, {
        headers,
        redirect: 'manual',
        signal,
        dispatcher: guard.dispatcher,
      });
      if ([301, 302, 303, 307, 308].includes(response.status)) {
        await response.body?.cancel();
        if (redirects >= MAX_REDIRECTS) throw new FeedFailure(FETCH_TEXTS.tooManyRedirects);
        const location = response.headers.get('location');
        url = location ? webAddress(new URL(location, url).href) : undefined;
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { kind: 'unchanged' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedFailure(FETCH_TEXTS.status(response.status));
      }
      const text = await readLimited(response, maxBytes);
      // A calendar starts with BEGIN:VCALENDAR (after an optional byte-order mark).
      if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedFailure(FETCH_TEXTS.notCalendar);
      return {
        kind: 'calendar',
        text,
        validators: {
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
        },
      };
    }
  } catch (error) {
    if (error instanceof FeedFailure) return { kind: 'failed', error: error.message };
    if (isInternalAddressRefusal(error)) return { kind: 'failed', error: FETCH_TEXTS.notPublic };
    if (signal.aborted) return { kind: 'failed', error: FETCH_TEXTS.tooSlow(timeoutMs) };
    return { kind: 'failed', error: FETCH_TEXTS.unreachable };
  }
}

/** The body as text, refusing it as soon as it passes maxBytes: nothing larger is kept. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedFailure(FETCH_TEXTS.tooLarge);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedFailure(FETCH_TEXTS.tooLarge);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
