/** What the hotels feature offers the rest of the server (the catalogue's import and export). */
export { hotelFileEntries } from './hotel-file.js';
export { createHotel, updateHotel } from './hotel-writes.js';
