/** What the holds feature offers the rest of the server: a caller's hold, with its room. */
export { HOLD_CONVERTED, isLive, isUuid, ownHoldWithRoom } from './hold-service.js';
