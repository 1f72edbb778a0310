/**
 * The back office's screens (docs/decisions/033-back-office.md): each at its own address under
 * /admin-dashboard, grouped in the navigation by what a hotel does. The spec's five tabs keep
 * their names and values as the ids of the screens they became; 'Hotel Management' stays the
 * default, at /admin-dashboard itself. Groups whose screens do not exist yet (Today: desk and
 * housekeeping) are left out until they do.
 */
import { paths } from '@/lib/paths';

export const GROUPS = [
  'Today',
  'Selling',
  'Reservations',
  'Insights',
  'Property',
  'People',
  'Settings',
] as const;
export type Group = (typeof GROUPS)[number];

export type ScreenId =
  | 'Management'
  | 'Create'
  | 'hotelUpdate'
  | 'Reservations'
  | 'Holds'
  | 'Calendar'
  | 'Channels'
  | 'Rates'
  | 'Reports'
  | 'UserAdministration'
  | 'Audit'
  | 'Profile';

export interface Screen {
  id: ScreenId;
  label: string;
  group: Group;
  /** Below /admin-dashboard; '' is /admin-dashboard itself. */
  path: string;
  /** Shown in the navigation only once a hotel is chosen (spec: 'Edit Hotel'). */
  needsHotel?: boolean;
}

export const SCREENS: readonly Screen[] = [
  { id: 'Calendar', label: 'Calendar', group: 'Selling', path: 'calendar' },
  { id: 'Channels', label: 'Channels', group: 'Selling', path: 'channels' },
  { id: 'Rates', label: 'Rates', group: 'Selling', path: 'rates' },
  { id: 'Reservations', label: 'Reservations', group: 'Reservations', path: 'reservations' },
  { id: 'Holds', label: 'Active Holds', group: 'Reservations', path: 'holds' },
  { id: 'Reports', label: 'Reports', group: 'Insights', path: 'reports' },
  { id: 'Management', label: 'Hotel Management', group: 'Property', path: '' },
  { id: 'Create', label: 'Create a New Hotel', group: 'Property', path: 'hotels/new' },
  {
    id: 'hotelUpdate',
    label: 'Edit Hotel',
    group: 'Property',
    path: 'hotels/edit',
    needsHotel: true,
  },
  { id: 'UserAdministration', label: 'User Management', group: 'People', path: 'users' },
  { id: 'Audit', label: 'Audit log', group: 'People', path: 'audit' },
  { id: 'Profile', label: 'Profile', group: 'Settings', path: 'profile' },
];

export const screenById = (id: ScreenId) => SCREENS.find((screen) => screen.id === id)!;

/** The edit screen's sections, one per step of the hotel form, in its order. */
export const EDIT_SECTIONS = [
  { slug: 'basics', label: 'Basic info' },
  { slug: 'location', label: 'Location' },
  { slug: 'social', label: 'Social' },
  { slug: 'gallery', label: 'Gallery' },
  { slug: 'rooms', label: 'Rooms' },
] as const;
export type EditSection = (typeof EDIT_SECTIONS)[number]['slug'];

/** The hotel chosen in the switcher travels in the address under this name. */
export const HOTEL_PARAM = 'hotel';

/** A screen's address, keeping the chosen hotel. */
export function screenUrl(id: ScreenId, hotelId: string | undefined, section?: EditSection) {
  const { path } = screenById(id);
  const pathname = [paths.adminDashboard, path, section].filter(Boolean).join('/');
  return hotelId ? `${pathname}?${HOTEL_PARAM}=${encodeURIComponent(hotelId)}` : pathname;
}
