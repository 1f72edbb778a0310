/**
 * Test fixture: accounts made straight in the database (faster than signing up through the
 * rate-limited call), each with a session and its bearer header for app.inject().
 */
import { ROLE_ADMIN, type Role } from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';
import { startSession } from '../features/sessions/index.js';
import { hashPassword } from '../lib/passwords.js';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  fullName: string;
  token: string;
  /** The session the token names. */
  sessionId: string;
  headers: { authorization: string };
}

let counter = 0;
// scrypt is slow on purpose; tests reuse one hash per password (salts differ per password only).
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createAccount(
  app: FastifyInstance,
  options: { role?: Role; email?: string; password?: string; fullName?: string } = {},
): Promise<TestAccount> {
  counter += 1;
  const role = options.role ?? 1;
  const email = options.email ?? `${role === ROLE_ADMIN ? 'admin' : 'user'}${counter}@example.com`;
  const password = options.password ?? 'Secret123';
  const fullName = options.fullName ?? `${role === ROLE_ADMIN ? 'Admin' : 'User'} Number${counter}`;
  const [row] = await app.db
    .insert(users)
    .values({ email, fullName, role, passwordHash: await hashOf(password) })
    .returning({ id: users.id });
  const token = await signIn(app, row!.id, role);
  return {
    id: row!.id,
    email,
    password,
    fullName,
    token,
    sessionId: sessionIdOf(token),
    headers: { authorization: `Bearer ${token}` },
  };
}

export const createAdmin = (app: FastifyInstance, options: { email?: string } = {}) =>
  createAccount(app, { ...options, role: ROLE_ADMIN });

/** A new session of the user, as a login makes one: answers its token. */
export const signIn = (
  app: FastifyInstance,
  userId: number,
  role: Role,
  options: { userAgent?: string; provisional?: boolean } = {},
) =>
  startSession(app, {
    userId,
    role,
    userAgent: options.userAgent,
    provisional: options.provisional ?? false,
  });

/** The `sid` claim of a token (read, not verified: the test made it). */
export function sessionIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  return claims.sid;
}
