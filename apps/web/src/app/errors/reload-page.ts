/** Loads the page anew from the server: a new build's code comes with it. */
export function reloadPage(): void {
  window.location.reload();
}
