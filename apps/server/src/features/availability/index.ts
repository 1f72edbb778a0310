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
  checkArrivalAtHotel,
  checkStayRules,
  requireArrivalAhead,
  requireBookable,
  requireRoomFits,
  ROOM_NOT_FOUND,
  type BookableRoom,
  type StayRequest,
} from './stay-rules.js';
export { addBlock, blockToWire, removeBlockOrFail } from './room-blocks.js';
export { changeChannelBlocks, type ChannelBlock, type ChannelStay } from './channel-blocks.js';
export { freeUnitsByNight } from './free-units-by-night.js';
