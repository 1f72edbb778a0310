/** What the holds feature offers the rest of the server: a caller's hold and its price. */
export { isLive, ownHoldWithRoom } from './hold-service.js';
export { priceOfStay } from './stay-price.js';
