import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every navigation scrolls to the top. */
export function ScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
