/** What the availability feature offers the rest of the server: stay rules, unit claims and the free-units SQL. */
export {
  bookNights,
  bookNightsOfHold,
  lockFreeUnits,
  releaseNights,
  ROOM_TAKEN,
} from './claim-units.js';
export { freeUnitsSql, roomOnSaleSql, shortRoomsSql, type DayValue } from './availability-sql.js';
export {
  bookableRoomColumns,
  checkStayRules,
  requireBookable,
  requireRoomFits,
  ROOM_NOT_FOUND,
  type BookableRoom,
  type StayRequest,
} from './stay-rules.js';
export { addBlock, blockToWire, removeBlock, removeBlockOrFail } from './room-blocks.js';
