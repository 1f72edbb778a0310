/**
 * The back office's navigation: its screens grouped by what a hotel does, each link keeping
 * the chosen hotel. The current screen is marked with aria-current="page".
 */
import { useId } from 'react';
import { NavLink } from 'react-router';
import { GROUPS, SCREENS, screenUrl, type Group } from '../../routes/screens';

const link =
  'block rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

interface BackOfficeNavProps {
  hotelId: string | undefined;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

export function BackOfficeNav({ hotelId, onNavigate }: BackOfficeNavProps) {
  const shown = SCREENS.filter((screen) => !screen.needsHotel || hotelId !== undefined);
  const groups = GROUPS.map((group) => ({
    group,
    screens: shown.filter((screen) => screen.group === group),
  })).filter(({ screens }) => screens.length > 0);
  return (
    <nav aria-label="Back office" className="flex flex-col gap-5">
      {groups.map(({ group, screens }) => (
        <NavGroup key={group} group={group}>
          {screens.map((screen) => (
            <li key={screen.id}>
              <NavLink
                to={screenUrl(screen.id, hotelId)}
                // The default screen is /admin-dashboard itself: active only there.
                end={screen.path === ''}
                className={link}
                onClick={onNavigate}
              >
                {screen.label}
              </NavLink>
            </li>
          ))}
        </NavGroup>
      ))}
    </nav>
  );
}

function NavGroup({ group, children }: { group: Group; children: React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <p id={id} className="mb-1 px-3 text-xs font-bold tracking-wide text-slate-500 uppercase">
        {group}
      </p>
      <ul aria-labelledby={id} className="flex flex-col gap-0.5">
        {children}
      </ul>
    </div>
  );
}
