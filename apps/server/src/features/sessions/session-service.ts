/** Starting a session at login, and the list the Profile tab shows. */
import type { SessionWire } from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../plugins/auth.js';
import { deviceName } from './device-name.js';
import { activeSessions, createSession, type SessionRow } from './session-repository.js';

/** Records a session for a login and answers the token that names it. */
export async function startSession(
  app: FastifyInstance,
  input: { userId: number; role: Role; userAgent: string | undefined; provisional: boolean },
): Promise<string> {
  const session = await createSession(app.db, input);
  return app.signToken(
    { id: input.userId, role: input.role, sessionId: session.id },
    session.expiresAt,
  );
}

function sessionToWire(row: SessionRow, currentId: string): SessionWire {
  return {
    id: row.id,
    started: row.createdAt.toISOString(),
    lastUsed: row.lastUsedAt.toISOString(),
    device: deviceName(row.userAgent),
    current: row.id === currentId,
    provisional: row.provisional,
  };
}

export async function sessionsOf(
  app: FastifyInstance,
  userId: number,
  currentId: string,
): Promise<SessionWire[]> {
  return (await activeSessions(app.db, userId)).map((row) => sessionToWire(row, currentId));
}
