/**
 * Identity: signed JWTs (HS256 via jose; payload id, role, exp) sent as bearer tokens.
 * Routes declare who may call them with `preHandler: app.requireUser` or `app.requireAdmin`;
 * the caller is then `request.user`. The secret comes from JWT_SECRET, or is generated once
 * and kept under DATA_DIR in development.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { forbidden, unauthorized } from '../lib/app-error.js';

export const ROLE_USER = 1;
export const ROLE_ADMIN = 2;
export type Role = typeof ROLE_USER | typeof ROLE_ADMIN;

export interface AuthUser {
  id: number;
  role: Role;
}

const TOKEN_LIFETIME = '7d';

declare module 'fastify' {
  interface FastifyInstance {
    signToken(user: AuthUser): Promise<string>;
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    /** The caller when a valid token is sent, for routes open to everyone. */
    optionalUser(request: FastifyRequest): Promise<AuthUser | undefined>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

async function signingSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => {});
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const secret = await signingSecret(app.config.JWT_SECRET, app.config.DATA_DIR);

    app.decorate('signToken', (user: AuthUser) =>
      new SignJWT({ id: user.id, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(secret),
    );

    async function userFromRequest(request: FastifyRequest): Promise<AuthUser | undefined> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const { id, role } = payload as { id?: unknown; role?: unknown };
        if (typeof id !== 'number' || (role !== ROLE_USER && role !== ROLE_ADMIN)) return undefined;
        return { id, role };
      } catch {
        return undefined;
      }
    }

    app.decorate('optionalUser', userFromRequest);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await userFromRequest(request);
      if (!user) throw unauthorized();
      request.user = user;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await userFromRequest(request);
      if (!user) throw unauthorized();
      if (user.role !== ROLE_ADMIN) throw forbidden('Only an administrator can do this');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
