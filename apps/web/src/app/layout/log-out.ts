/**
 * Log out in two steps: go to /home first, clear both cookies once /home is on screen.
 * Clearing them while a protected page is still mounted would let its guard send the user to
 * the not-found screen instead (product §4: Log Out returns to /home). On /home itself there is
 * no page to leave and the address does not change, so the cookies go at once (the
 * finishing effect waited for a change of address that never came, and Log Out did nothing).
 * The server is told at once (POST /auth/logout, decision 013), so the token stops working even
 * if a copy of it lives on; the cookies go whatever its answer.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { api } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session';

let pending = false;

export function useLogOut(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    // The token is read now, before the cookies go; a failure changes nothing for the user.
    if (getToken()) void api.post('/auth/logout').catch(() => undefined);
    if (pathname === paths.home) {
      clearSession();
      return;
    }
    pending = true;
    void navigate(paths.home);
  };
}

/** Mounted once in the root layout: finishes a log out when /home has rendered. */
export function useFinishLogOut(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pending && pathname === paths.home) {
      pending = false;
      clearSession();
    }
  }, [pathname]);
}
