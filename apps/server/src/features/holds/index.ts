/** What the holds feature offers the rest of the server: a caller's hold, with its room. */
export { isLive, ownHoldWithRoom } from './hold-service.js';
