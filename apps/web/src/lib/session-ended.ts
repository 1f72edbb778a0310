/**
 * What the server's answers say about the session, heard by the API client (api-client.ts).
 * The server ends sessions the screen cannot see end: "Sign out everywhere" or a password
 * change on another device, an expiry, an admin demoted meanwhile (decision 032).
 *
 * - A 401 to a call that carried the token: the session is over. The screen signs out at
 *   once, with a notice, instead of greeting the user while every call fails; a protected
 *   page's guard then sends them to log in and back (app/guards.tsx).
 * - A 403 to a call that carried the token: the account lacks a right the screen assumed.
 *   Only the admin area assumes one; it listens (`onForbidden`) and leaves.
 */
import { notify } from './notify';
import { clearSession, getToken } from './session';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * The server refused the session the token `sent` names: answers whether that signed the
 * screen out. The notice is named by its text, so the several calls that fail together, and
 * the screens that report their own failed call with the error's message, show it once.
 */
export function sessionRefused(sent: string): boolean {
  // Calls in flight fail one after another, and one may be answered after a new login: only
  // the session that was refused is signed out.
  if (getToken() !== sent) return false;
  clearSession();
  notify.error(SESSION_ENDED);
  return true;
}

const forbiddenListeners = new Set<(token: string) => void>();

/** The server refused a call made with the token `sent`, for a right it lacks. */
export function rightRefused(sent: string): void {
  forbiddenListeners.forEach((listener) => listener(sent));
}

/** Calls `listener` with the token of each call refused for a missing right. */
export function onForbidden(listener: (token: string) => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}
