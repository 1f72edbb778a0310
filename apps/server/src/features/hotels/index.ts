/**
 * What the hotels feature offers the rest of the server (the catalogue's import and export),
 * and its search reads for the availability exactness test.
 */
export { hotelFileEntries } from './hotel-file.js';
export { createHotel, updateHotel } from './hotel-writes.js';
export { foundHotelColumns, searchHotels } from './hotel-search.js';
