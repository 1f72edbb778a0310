/**
 * Account changes with rules beyond one row: the last administrator stays, a picture must be
 * an image we stored, a new password needs the old one, retires pending provisional ones and
 * ends the account's other sessions.
 */
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  ROLE_USER,
  type Role,
} from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { retireProvisionalPasswords } from './provisional-password.js';
import { activeSession, clearProvisional, revokeOtherSessions } from '../sessions/index.js';
import {
  deleteUserById,
  findUserById,
  lockAdmins,
  updateUser,
  type UserRow,
} from './user-repository.js';

export const LAST_ADMIN = 'The last administrator cannot be demoted or deleted';
export const USER_NOT_FOUND = 'This user does not exist';

export async function existingUser(db: Database, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** Changes a role; refuses to leave the site without an administrator. */
export async function changeRole(db: Database, id: number, role: Role): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const user = await findUserById(tx, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    if (role === ROLE_USER && admins.length === 1 && admins[0] === id)
      throw conflict(LAST_ADMIN, 'LAST_ADMIN');
    return (await updateUser(tx, id, { role }))!;
  });
}

/** Deletes an account; its bookings stay for the records (user_id becomes null). */
export async function deleteUser(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    if (admins.length === 1 && admins[0] === id) throw conflict(LAST_ADMIN, 'LAST_ADMIN');
    if (!(await deleteUserById(tx, id))) throw notFound(USER_NOT_FOUND);
  });
}

/**
 * Changes the password of the caller's own account. The current password is needed
 * unless the session began with a provisional password (which that login used up). Every other
 * session ends; this one goes on, as an ordinary session.
 */
export async function changePassword(
  db: Database,
  input: { userId: number; sessionId: string; currentPassword?: string; password: string },
): Promise<void> {
  const user = await existingUser(db, input.userId);
  const session = await activeSession(db, input.sessionId);
  if (!session?.provisional) {
    if (!input.currentPassword) {
      throw badRequest(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
    }
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
    }
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const updated = await updateUser(tx, input.userId, { passwordHash });
    if (!updated) throw notFound(USER_NOT_FOUND);
    await retireProvisionalPasswords(tx, input.userId);
    await revokeOtherSessions(tx, input.userId, input.sessionId);
    await clearProvisional(tx, input.sessionId);
  });
}
