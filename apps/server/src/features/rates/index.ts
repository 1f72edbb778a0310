/** What the rates feature offers the rest of the server: rate plans and the rates calendar. */
export { loadPlanCalendars, type RoomPlanCalendars } from './plan-calendars.js';
