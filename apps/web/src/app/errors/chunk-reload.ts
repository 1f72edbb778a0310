/**
 * A page's code that fails to load after a deploy: the browser runs the previous build, whose
 * hashed chunk names the server no longer has (decision 032). Reloading fetches the new
 * build, once: a mark in sessionStorage keeps a chunk that is missing for another reason from
 * reloading the page for ever; the error screen is shown then instead.
 */
import { reloadPage } from './reload-page';

const RELOADED_MARK = 'staylane:reloaded-for-missing-code';

/**
 * Whether `error` says a module could not be fetched: Chromium, Firefox and Safari word it
 * differently, and Vite's preload of a chunk's own imports and styles differently again.
 */
export function isMissingCodeError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(
    error.message,
  );
}

/** Reloads the page for missing code unless it was reloaded for it already; says if it did. */
export function reloadOnceForMissingCode(error: unknown): boolean {
  if (!isMissingCodeError(error)) return false;
  try {
    if (sessionStorage.getItem(RELOADED_MARK)) return false;
    sessionStorage.setItem(RELOADED_MARK, String(Date.now()));
  } catch {
    return false; // storage refused: a reload could not be told from the next one
  }
  reloadPage();
  return true;
}

/** A page's code arrived: a later deploy may reload the page once again. */
export function codeLoaded(): void {
  try {
    sessionStorage.removeItem(RELOADED_MARK);
  } catch {
    // storage refused: nothing was marked either
  }
}
