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
