/** What the rates feature offers the rest of the server: rate plans and the rates calendar. */
export { ratePlansForFile, writeRatePlansFromFile } from './rate-plans-file.js';
export { loadPlanCalendars } from './plan-calendars.js';
