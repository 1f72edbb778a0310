/** What the reconciliation feature offers the rest of the server. */
export { reconcile } from './reconcile.js';
