/** What the checkout feature offers the rest of the server: card authorization and its messages. */
export {
  authorizeCheckout,
  HOLD_EXPIRED,
  PAYMENT_USED,
  PRICE_CHANGED,
} from './checkout-service.js';
