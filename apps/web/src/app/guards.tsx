/**
 * Guards of product §2 and §6: a protected route needs a token that is present and not expired
 * (product §4); the admin dashboard also needs the Admin role from the token.
 *
 * Beyond the spec (decision 032): a visitor without a session is sent to log in, with a
 * notice, and comes back to the very address afterwards (a link from a mail keeps working);
 * the not-found screen is for a signed-in user without the role. An admin screen whose calls
 * the server refuses (a demotion since the login) is left for /home.
 */
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { loginUrl, SIGN_IN_REQUIRED_STATE } from '@/lib/return-to';
import { forgetAdminRole, useSession } from '@/lib/session';
import { onForbidden } from '@/lib/session-ended';

export const ADMIN_RIGHTS_ENDED = 'Your account no longer has access to the admin dashboard.';

/** To the login page, which comes back to this very address (path, query and fragment). */
function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return (
    <Navigate to={loginUrl(`${pathname}${search}${hash}`)} replace state={SIGN_IN_REQUIRED_STATE} />
  );
}

export function RequireSession() {
  const session = useSession();
  return session.isLoggedIn ? <Outlet /> : <ToLogin />;
}

export function RequireAdmin() {
  const session = useSession();
  if (session.isAdmin) return <AdminArea />;
  return session.isLoggedIn ? <Navigate to={paths.notFound} replace /> : <ToLogin />;
}

/** The admin screens, left for /home as soon as the server refuses one of their calls. */
function AdminArea() {
  const navigate = useNavigate();
  const refused = useRef<string | undefined>(undefined);
  useEffect(() => {
    const stop = onForbidden((token) => {
      if (refused.current) return;
      refused.current = token;
      notify.error(ADMIN_RIGHTS_ENDED, { id: 'admin-rights-ended' });
      void navigate(paths.home, { replace: true });
    });
    return () => {
      stop();
      // Forgotten once the area is left: forgotten earlier, this guard would send the user
      // to the not-found screen before the way home is taken.
      if (refused.current) forgetAdminRole(refused.current);
    };
  }, [navigate]);
  return <Outlet />;
}
