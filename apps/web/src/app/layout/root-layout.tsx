import { isPagePath } from '@staylane/domain';
import { Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { Footer } from './footer';
import { Header } from './header';
import { useFinishLogOut } from './log-out';
import { RouteProgress } from './route-progress';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';
import { ScrollTopButton } from './scroll-top-button';
import { useAnnounceTakeover } from './use-announce-takeover';

/**
 * Header, navigation and footer around every page except the not-found screen (product §2),
 * which any address outside the route table shows too (router.tsx).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useFinishLogOut();
  useAnnounceTakeover();
  const bare = pathname === paths.notFound || !isPagePath(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTopOnNavigate />
      <RouteProgress />
      {!bare && (
        <a
          href="#main"
          className="sr-only z-[70] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
      )}
      {!bare && <Header />}
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      {!bare && <Footer />}
      {!bare && <ScrollTopButton />}
    </div>
  );
}
