/** What the channels feature offers the rest of the server: a calendar feed's health. */
export { feedState } from './calendar-feeds.js';
