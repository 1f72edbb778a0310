/**
 * The role-aware navigation of product §2, shared by the desktop bar and the mobile side panel.
 */
import { firstName } from '@staylane/domain';
import { NavLink } from '@/components/link';
import { paths } from '@/lib/paths';
import { useAllHotelsUrl } from '@/lib/today';
import { useSession } from '@/lib/session';
import { useLogOut } from './log-out';

interface NavItemsProps {
  layout: 'bar' | 'panel';
  onNavigate?: () => void;
}

export function NavItems({ layout, onNavigate }: NavItemsProps) {
  const session = useSession();
  const logOutAndGoHome = useLogOut();
  const hotelsUrl = useAllHotelsUrl();
  const bar = layout === 'bar';

  const link = ({ isActive }: { isActive: boolean }) =>
    [
      'rounded-md px-3 py-2 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-accent-500',
      bar ? 'text-sm' : 'block text-base',
      isActive
        ? 'text-brand-700 bg-brand-50'
        : 'text-slate-700 hover:text-brand-700 hover:bg-brand-50',
    ].join(' ');

  function logOut() {
    onNavigate?.();
    logOutAndGoHome();
  }

  const list = bar ? 'flex items-center gap-1' : 'flex flex-col gap-1';
  return (
    <div className={bar ? 'flex items-center gap-6' : 'flex flex-col gap-6'}>
      <ul className={list}>
        <li>
          <NavLink to={paths.home} className={link} onClick={onNavigate}>
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to={hotelsUrl} className={link} onClick={onNavigate}>
            Hotels
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.about} className={link} onClick={onNavigate}>
            About Us
          </NavLink>
        </li>
        {session.isAdmin && (
          <li>
            <NavLink to={paths.adminDashboard} className={link} onClick={onNavigate}>
              Admin Dashboard
            </NavLink>
          </li>
        )}
      </ul>
      {session.isLoggedIn ? (
        <ul className={list}>
          <li className={`px-3 py-2 text-sm text-slate-500 ${bar ? '' : 'order-first'}`}>
            Hi,{' '}
            <span data-testid="user-first-name" className="font-bold text-ink">
              {firstName(session.name ?? '')}
            </span>
          </li>
          <li>
            <NavLink to={paths.dashboard} className={link} onClick={onNavigate}>
              Profile
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              onClick={logOut}
              className={`${link({ isActive: false })} cursor-pointer w-full text-left`}
            >
              Log Out
            </button>
          </li>
        </ul>
      ) : (
        <ul className={bar ? 'flex items-center gap-2' : 'flex flex-col gap-3'}>
          <li>
            <NavLink to={paths.login} className={link} onClick={onNavigate}>
              Log In
            </NavLink>
          </li>
          <li>
            <NavLink
              to={paths.signup}
              onClick={onNavigate}
              className="block rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              Sign Up
            </NavLink>
          </li>
        </ul>
      )}
    </div>
  );
}
