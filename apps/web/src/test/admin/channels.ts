/** Wire answers of the channel calls for the Channels view's tests. */
import type { CalendarConflictWire, CalendarExportWire, CalendarFeedWire } from '@staylane/domain';

export const aFeed = (overrides: Partial<CalendarFeedWire> = {}): CalendarFeedWire => ({
  id: '7',
  roomId: '11',
  name: 'Booking.com',
  url: 'https://channel.example/rooms/11.ics',
  createdAt: '2030-04-01T08:00:00.000Z',
  state: 'never',
  lastAttemptAt: null,
  lastSuccessAt: null,
  eventsRead: 0,
  blocksActive: 0,
  lastError: null,
  ...overrides,
});

export const anExport = (token = 'first-secret'): CalendarExportWire => ({
  roomId: '11',
  url: `http://localhost:3000/ical/${token}.ics`,
  rotatedAt: '2030-04-01T08:00:00.000Z',
});

export const aConflict = (overrides: Partial<CalendarConflictWire> = {}): CalendarConflictWire => ({
  roomId: '11',
  RoomType: 'Deluxe King',
  hotelId: '1',
  HotelName: 'Trastevere Suites',
  from: '2030-05-01',
  to: '2030-05-03',
  bookingId: '42',
  feedId: '7',
  feedName: 'Booking.com',
  firstSeenAt: '2030-04-02T09:30:00.000Z',
  ...overrides,
});
