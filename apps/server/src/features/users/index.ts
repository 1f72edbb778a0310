/**
 * What the users feature offers the rest of the server: reading and adding accounts, and the
 * account's provisional passwords (recovery, in the auth feature, issues and uses them; a
 * password change here retires them).
 */
export { findUserByEmail, insertUser, type UserRow } from './user-repository.js';
export {
  activeProvisionalPassword,
  generateProvisionalPassword,
  retireProvisionalPasswords,
  storeProvisionalPassword,
  useProvisionalPassword,
} from './provisional-password.js';
