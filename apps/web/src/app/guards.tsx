/**
 * Guards of spec §2 and §6: a protected route needs a token that is present and not expired
 * (spec §4); the admin dashboard also needs the Admin role from the token. Anything else
 * gets the not-found screen.
 */
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export function RequireSession() {
  const session = useSession();
  return session.isLoggedIn ? <Outlet /> : <Navigate to={paths.notFound} replace />;
}

export function RequireAdmin() {
  const session = useSession();
  return session.isAdmin ? <Outlet /> : <Navigate to={paths.notFound} replace />;
}
