/** What the users feature offers the rest of the server: reading and adding accounts. */
export { findUserByEmail, insertUser, type UserRow } from './user-repository.js';
