/** What the auth feature offers the rest of the server: retiring provisional passwords. */
export { retireProvisionalPasswords } from './provisional-password.js';
