/** What the availability feature offers the rest of the server: stay rules, unit claims and the free-units SQL. */
export { bookNights, lockFreeUnits, releaseNights, ROOM_TAKEN } from './claim-units.js';
export { freeUnitsSql, roomHasFreeUnitSql } from './availability-sql.js';
export {
  bookableRoom,
  bookableRoomColumns,
  checkStayRules,
  requireBookable,
  requireRoomFits,
  type BookableRoom,
  type StayRequest,
} from './stay-rules.js';
