/**
 * Sign-up, login and password recovery (design §4). Login and recovery take the same time
 * and give the same answer whether or not the e-mail has an account.
 */
import { ROLE_USER } from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { conflict, unauthorized } from '../../lib/app-error.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { enqueueMail, provisionalPasswordMail } from '../mail/index.js';
import {
  activeProvisionalPassword,
  findUserByEmail,
  generateProvisionalPassword,
  insertUser,
  retireProvisionalPasswords,
  storeProvisionalPassword,
  useProvisionalPassword,
  type UserRow,
} from '../users/index.js';

export const LOGIN_FAILED = 'Invalid Email or Password';
export const EMAIL_TAKEN = 'an account with this e-mail already exists';

export async function signUp(
  db: Database,
  input: { fullName: string; email: string; password: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    fullName: input.fullName,
    email: input.email,
    passwordHash,
    role: ROLE_USER,
  });
  if (!user) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  return user;
}

/**
 * The user whose own password or active provisional password matches, and which of the two
 * it was (a provisional login's session may set a new password without the old one). Every failure costs two
 * password checks (real or decoy), so timing does not tell an unknown e-mail from a wrong
 * password, nor whether a provisional password is pending.
 */
export async function logIn(
  db: Database,
  input: { email: string; password: string },
): Promise<{ user: UserRow; provisional: boolean }> {
  const user = await findUserByEmail(db, input.email);
  const decoy = await decoyPasswordHash;
  const ownMatches = await verifyPassword(input.password, user?.passwordHash ?? decoy);
  if (user && ownMatches) return { user, provisional: false };

  const provisional = user ? await activeProvisionalPassword(db, user.id) : undefined;
  const provisionalMatches = await verifyPassword(
    input.password,
    provisional?.passwordHash ?? decoy,
  );
  if (
    user &&
    provisional &&
    provisionalMatches &&
    (await useProvisionalPassword(db, provisional.id))
  )
    return { user, provisional: true };
  throw unauthorized(LOGIN_FAILED);
}

/** Records a provisional password and its mail when the e-mail has an account; else nothing. */
export async function recoverPassword(db: Database, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  const password = generateProvisionalPassword();
  // Hash even for an unknown e-mail, so both answers take the same time.
  const passwordHash = await hashPassword(password);
  if (!user) return;
  await db.transaction(async (tx) => {
    await retireProvisionalPasswords(tx, user.id);
    await storeProvisionalPassword(tx, user.id, passwordHash);
    await enqueueMail(
      tx,
      provisionalPasswordMail({ to: user.email, fullName: user.fullName, password }),
    );
  });
}
