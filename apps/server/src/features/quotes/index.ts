/** What the quotes feature offers the rest of the server: a stay's quote, fresh or held. */
export {
  heldQuote,
  heldQuoteWithCoupon,
  quoteRoomStay,
  requireQuote,
  RATE_PLAN_NOT_OFFERED_CODE,
  STAY_RULES_CODE,
  type StayQuoteResult,
} from './stay-quote.js';
