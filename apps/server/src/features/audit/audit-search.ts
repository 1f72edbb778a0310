/**
 * The audit log's search (decision 051): by person (e-mail at the time, any case, or user id),
 * action (whole, or an entity's prefix like `hotel`), entity, hotel and UTC days, newest first.
 * Each filter has an index (migration 0030). Newest is the highest id: entries are only ever
 * appended, and an id never repeats, so it orders the list and pages the CSV without gaps.
 */
import { ID_MAX, idToWire, type AuditEntryWire, type AuditQuery } from '@staylane/domain';
import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

type AuditRow = typeof auditLog.$inferSelect;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** A user id as an admin types it: '42' or '#42'. */
function userIdIn(text: string): number | undefined {
  const match = /^#?(\d{1,10})$/.exec(text);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= ID_MAX ? id : undefined;
}

function personCondition(person: string): SQL {
  const byEmail = sql`lower(${auditLog.actorEmail}) = ${person.toLowerCase()}`;
  const id = userIdIn(person);
  return id === undefined ? byEmail : or(eq(auditLog.actorId, id), byEmail)!;
}

/** `hotel` finds `hotel.create`, `hotel.update`…; `hotel.update` only itself. */
function actionCondition(action: string): SQL {
  if (action.includes('.')) return eq(auditLog.action, action);
  const prefix = action.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
  return or(eq(auditLog.action, action), like(auditLog.action, `${prefix}.%`))!;
}

export function auditConditions(query: AuditQuery): SQL | undefined {
  const conditions = [
    query.person ? personCondition(query.person) : undefined,
    query.action ? actionCondition(query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    // The later per-hotel Manager's view is this one condition with their hotels.
    query.hotelId ? eq(auditLog.hotelId, query.hotelId) : undefined,
    query.from ? gte(auditLog.at, dayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, nextDayStart(query.to)) : undefined,
  ];
  return and(...conditions.filter((condition) => condition !== undefined));
}

export function auditEntryWire(row: AuditRow): AuditEntryWire {
  return {
    id: idToWire(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId === null ? null : idToWire(row.actorId),
    actorEmail: row.actorEmail,
    ip: row.ip,
    userAgent: row.userAgent,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    hotelId: row.hotelId === null ? null : idToWire(row.hotelId),
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function auditPage(db: Database, query: AuditQuery) {
  const { page, pageSize } = query;
  const where = auditConditions(query);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = totals?.total ?? 0;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map(auditEntryWire),
    meta: { total, page, pageSize, pageCount: Math.ceil(total / pageSize) },
  };
}

const EXPORT_CHUNK = 500;

/** Every matching entry, newest first, a chunk at a time (below the last id read). */
export async function* everyMatchingEntry(
  db: Database,
  query: AuditQuery,
): AsyncGenerator<AuditEntryWire> {
  let below: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(auditConditions(query), below === undefined ? undefined : lt(auditLog.id, below)))
      .orderBy(desc(auditLog.id))
      .limit(EXPORT_CHUNK);
    for (const row of rows) yield auditEntryWire(row);
    if (rows.length < EXPORT_CHUNK) return;
    below = rows.at(-1)!.id;
  }
}
