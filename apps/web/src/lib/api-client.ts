/**
 * The one fetch wrapper of the web app: JSON in and out, the bearer token from the session
 * cookie on every call, and the error envelope `{ message, code, fields }` turned into ApiError.
 * Every answer that refuses the session (401) or a right (403) is heard here, whatever
 * screen made the call (session-ended.ts).
 */
import { getToken } from './session';
import { rightRefused, SESSION_ENDED, sessionRefused } from './session-ended';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'UNKNOWN',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Sent without the session's token: a call that proves who the caller is by itself (login)
   * says nothing about the session when it is refused.
   */
  anonymous?: boolean;
}

export function withParams(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isEnvelope(
  value: unknown,
): value is { message: string; code?: string; fields?: Record<string, string> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonymous ? undefined : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withParams(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'The server cannot be reached. Check your connection and try again.',
      'NETWORK',
    );
  }

  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  if (!response.ok) {
    if (token && response.status === 401 && sessionRefused(token)) {
      // The screen that made the call says why in the same words as the notice.
      throw new ApiError(401, SESSION_ENDED, isEnvelope(payload) ? payload.code : undefined);
    }
    if (token && response.status === 403) rightRefused(token);
    if (isEnvelope(payload)) {
      throw new ApiError(response.status, payload.message, payload.code, payload.fields);
    }
    throw new ApiError(response.status, response.statusText || 'Something went wrong');
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, params?: QueryParams, signal?: AbortSignal) =>
    request<T>(path, { params, signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

/** Success envelope of design §3. */
export interface Envelope<T> {
  message: string;
  data: T;
}

/** Paging of a list answer, as the domain declares it. */
export type { ListMeta } from '@staylane/domain';
