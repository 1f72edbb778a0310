/** What the quotes feature offers the rest of the server: a stay's quote, fresh or held. */
export { heldQuote, heldQuoteWithCoupon, quoteRoomStay, requireQuote } from './stay-quote.js';
