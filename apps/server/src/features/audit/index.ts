/** What the audit feature offers the rest of the server: snapshots of what a change touched. */
export {
  calendarExportSnapshot,
  calendarFeedSnapshot,
  hotelOfRoom,
  hotelSnapshot,
  rowSnapshot,
} from './row-snapshots.js';
