/**
 * The exact route table of product §2. Every page is its own lazy chunk; only the shell
 * (layout, header, footer, guards) is in the first download.
 *
 * Declarative routing (`useRoutes` under a `<BrowserRouter>`) rather than the data router:
 * no page uses loaders or actions, and the data router's code was a fifth of the first
 * download.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { codeLoaded } from './errors/chunk-reload';
import { AppErrorBoundary, RouteErrorBoundary } from './errors/error-boundaries';
import { RequireAdmin, RequireSession } from './guards';
import { PageLoader } from './layout/page-loader';
import { RootLayout } from './layout/root-layout';
import { trackPageLoad } from './page-loads';

/** A lazy route from a module and the name of its page component, in its own boundary. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'element'> {
  const Page = lazy(async () => {
    const module = await trackPageLoad(load());
    codeLoaded();
    return { default: module[name] as ComponentType };
  });
  return {
    element: (
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>
    ),
  };
}

const notFoundPage = page(
  () => import('@/features/not-found/routes/not-found-page'),
  'NotFoundPage',
);

/**
 * Any other path (product §2: redirects to /404-page-not-found). The not-found screen is drawn at
 * once and the address replaced afterwards: the server answers such a path with 404 and that
 * screen already rendered (decision 032), which the browser's first render must match.
 */
function UnknownPath({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.notFound, { replace: true });
  }, [navigate]);
  return children;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, ...page(() => import('@/features/home/routes/home-page'), 'HomePage') },
      {
        path: paths.hotelList,
        ...page(() => import('@/features/hotels/routes/hotel-list-page'), 'HotelListPage'),
      },
      {
        path: paths.hotelDetail,
        ...page(() => import('@/features/hotels/routes/hotel-detail-page'), 'HotelDetailPage'),
      },
      {
        path: paths.signup,
        ...page(() => import('@/features/auth/routes/signup-page'), 'SignupPage'),
      },
      {
        path: paths.login,
        ...page(() => import('@/features/auth/routes/login-page'), 'LoginPage'),
      },
      {
        path: paths.about,
        ...page(() => import('@/features/about/routes/about-page'), 'AboutPage'),
      },
      { path: paths.notFound, ...notFoundPage },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.dashboard,
            ...page(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage'),
          },
          {
            path: paths.booking,
            ...page(() => import('@/features/booking/routes/booking-page'), 'BookingPage'),
          },
          {
            path: paths.checkoutSuccess,
            ...page(
              () => import('@/features/booking/routes/checkout-success-page'),
              'CheckoutSuccessPage',
            ),
          },
          {
            path: paths.checkoutFailure,
            ...page(
              () => import('@/features/booking/routes/checkout-failure-page'),
              'CheckoutFailurePage',
            ),
          },
          // The spec lists /checkout/ as protected without showing its content: send the
          // user to their bookings.
          { path: paths.checkout, element: <Navigate to={paths.dashboard} replace /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            // The back office's screens are routes of the admin chunk, below this address.
            path: `${paths.adminDashboard}/*`,
            ...page(
              () => import('@/features/admin/routes/admin-dashboard-page'),
              'AdminDashboardPage',
            ),
          },
        ],
      },
      { path: '*', element: <UnknownPath>{notFoundPage.element}</UnknownPath> },
    ],
  },
];

/**
 * The page for the current address. Until the first page's chunk has arrived the whole
 * window shows the loader; later navigations keep the current page on screen (the router
 * navigates in a transition) with the progress bar at the top.
 */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Suspense fallback={<PageLoader />}>{useRoutes(routes)}</Suspense>
    </AppErrorBoundary>
  );
}
