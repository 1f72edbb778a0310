/**
 * Query keys of the admin area in one place, so that every mutation invalidates exactly the
 * lists its change shows up in. The public pages' keys ('hotels', 'hotel') are invalidated
 * too: an admin who opens a hotel's public page right after editing it sees the change.
 */
export const adminKeys = {
  all: ['admin'] as const,
  hotels: () => [...adminKeys.all, 'hotels'] as const,
  hotel: (id: string) => [...adminKeys.all, 'hotel', id] as const,
  bookings: () => [...adminKeys.all, 'bookings'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  holds: () => [...adminKeys.all, 'holds'] as const,
  calendars: () => [...adminKeys.all, 'calendar'] as const,
  calendarExport: (roomId: string) => [...adminKeys.all, 'calendar-export', roomId] as const,
  calendarFeeds: (roomId: string) => [...adminKeys.all, 'calendar-feeds', roomId] as const,
  calendarConflicts: () => [...adminKeys.all, 'calendar-conflicts'] as const,
  rates: () => [...adminKeys.all, 'rates'] as const,
  ratesPreview: (edit: object) => [...adminKeys.all, 'rates-preview', edit] as const,
  ratePlans: (roomId: string) => [...adminKeys.all, 'rate-plans', roomId] as const,
  report: (query: object) => [...adminKeys.all, 'report', query] as const,
  audit: (search: object) => [...adminKeys.all, 'audit', search] as const,
  me: () => [...adminKeys.all, 'me'] as const,
};

/** Keys of the public hotel pages (features/hotels/api). */
export const publicHotelKeys = [['hotels'], ['hotel'], ['hotel-database']] as const;
