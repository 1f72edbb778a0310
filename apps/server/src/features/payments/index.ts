/** What the payments feature offers the rest of the server: the provider's interface. */
export { CAPTURE_FAILED, type PaymentProvider } from './payment-provider.js';
