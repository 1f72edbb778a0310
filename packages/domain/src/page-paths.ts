/**
 * The addresses of the spec's route table (§2), declared once: the web app's router and links,
 * its server render and the server's page hints (Link headers) all read them from here.
 */
export const PAGE_PATHS = {
  home: '/home',
  hotelList: '/hotel-list/search',
  hotelDetail: '/hotel-single/htlnfo',
  signup: '/signup',
  login: '/login',
  about: '/about-us',
  notFound: '/404-page-not-found',
  dashboard: '/dashboard',
  adminDashboard: '/admin-dashboard',
  booking: '/bookings/bkngcd',
  checkoutSuccess: '/checkout-success/scss',
  checkoutFailure: '/checkout-failure',
  checkout: '/checkout/',
} as const;

/** `/`, which the route table sends on to /home, and every page of the route table. */
const PAGES: ReadonlySet<string> = new Set(['/', ...Object.values(PAGE_PATHS)].map(routeKey));

/**
 * An address as the web app's router compares it with its routes: percent-escapes decoded,
 * letters in any case, trailing slashes ignored.
 */
function routeKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: the router keeps such an address as it is too.
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * Whether `pathname` shows a page of the route table, rather than the not-found screen its
 * "any other path" row leads to. The server answers 404 for any other path (no soft 404s for
 * crawlers, decision 032); the web app draws the not-found screen for them.
 */
export function isPagePath(pathname: string): boolean {
  const key = routeKey(pathname);
  // The back office's screens have addresses of their own under /admin-dashboard (decision
  // 033); the admin area itself tells its screens from unknown ones, behind its sign-in.
  return PAGES.has(key) || key.startsWith(`${PAGE_PATHS.adminDashboard}/`);
}
