/**
 * Writes one audit entry (decision 051). Called with the transaction of the change it records,
 * so the change and its entry commit or roll back together.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { auditLog, users } from '../../db/schema.js';
import { withoutSecrets } from './audit-secrets.js';

/** What changed: `entity.verb`, the entity, its hotel, and its values before and after. */
export interface AuditChange {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  hotelId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Who made the change, and from where. */
export interface AuditActor {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 512;

export function auditActorOf(request: FastifyRequest): AuditActor {
  const agent = request.headers['user-agent'];
  return {
    userId: request.user?.id ?? null,
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

const jsonOf = (value: unknown) =>
  value === undefined || value === null ? null : withoutSecrets(value);

export async function recordAudit(
  db: Database | Transaction,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    // The e-mail as it is now, read in the same statement: the entry keeps it when the
    // account later changes its address or is deleted.
    actorEmail:
      actor.userId === null
        ? null
        : sql`(select ${users.email} from ${users} where ${users.id} = ${actor.userId})`,
    ip: actor.ip,
    userAgent: actor.userAgent,
    action: change.action,
    entityType: change.entityType,
    entityId:
      change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    hotelId: change.hotelId ?? null,
    before: jsonOf(change.before),
    after: jsonOf(change.after),
  });
}
