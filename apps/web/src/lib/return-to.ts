/**
 * The return address kept through login and sign-up (decision 008): a guest sent to log in
 * from a page comes back to it afterwards. It travels in the address bar as `?returnTo=`, so
 * anyone can write one into a link: only a path of this site is accepted, never another
 * site's address, or the login page would send people wherever a link's author chose.
 */
import { withParams } from './api-client';
import { paths } from './paths';

export const RETURN_TO_PARAM = 'returnTo';

/** The login page's notice for a visitor a protected page sent there (decision 032). */
export const SIGN_IN_REQUIRED = 'Please log in to continue.';

/** The navigation state that asks the login page for that notice. */
export const SIGN_IN_REQUIRED_STATE = { signInRequired: true } as const;

/** Whether a page was opened with SIGN_IN_REQUIRED_STATE. */
export function isSignInRequired(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { signInRequired?: unknown }).signInRequired === true
  );
}

/** Pages that must not be returned to after login: they would ask to log in again. */
const NOT_RETURNED_TO: readonly string[] = [paths.login, paths.signup];

/** Browsers drop tabs and newlines from addresses: `/\t/host` would become `//host`. */
function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * `value` as a path of this site (path, query and fragment), or undefined when it is not one:
 * absolute addresses (`https://…`, `javascript:…`), protocol-relative ones (`//host`),
 * backslashes (browsers read `/\host` as `//host`), control characters and the login and
 * sign-up pages themselves are all refused.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\') || [...value].some(isControl)) return undefined;
  const base = 'https://staylane.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  if (NOT_RETURNED_TO.includes(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that comes back to `returnTo` (a path of this site) afterwards. */
export function loginUrl(returnTo?: string): string {
  return withParams(paths.login, { [RETURN_TO_PARAM]: safeReturnPath(returnTo) });
}

/** The sign-up page, keeping the return address for the login that follows it. */
export function signupUrl(returnTo?: string): string {
  return withParams(paths.signup, { [RETURN_TO_PARAM]: safeReturnPath(returnTo) });
}
