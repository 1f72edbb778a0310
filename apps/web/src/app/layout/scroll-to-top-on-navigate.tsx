import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepsScroll } from '@/lib/paths';

/** Product §2: every navigation scrolls to the top, but a change within the page (KEEP_SCROLL). */
export function ScrollToTopOnNavigate() {
  const { pathname, search, state } = useLocation();
  const keep = keepsScroll(state);
  useEffect(() => {
    if (!keep) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, keep]);
  return null;
}
