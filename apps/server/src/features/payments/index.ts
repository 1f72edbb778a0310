/**
 * What the payments feature offers the rest of the server: the provider's interface and the
 * error it throws when a card or a capture is refused for good.
 */
export { CAPTURE_FAILED, PaymentDeclinedError, type PaymentProvider } from './payment-provider.js';
