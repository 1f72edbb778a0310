/**
 * The audit log as CSV (decision 051): the list's search, every match, streamed, through the
 * same formula-safe cells as the reservations' export (lib/csv.ts). Before and after are JSON.
 */
import { Readable } from 'node:stream';
import type { AuditEntryWire } from '@staylane/domain';
import { CSV_BOM, csvRow } from '../../lib/csv.js';

export const AUDIT_CSV_HEADER = [
  'Entry id',
  'When',
  'User id',
  'E-mail',
  'Action',
  'Entity',
  'Entity id',
  'Hotel id',
  'IP address',
  'User agent',
  'Before',
  'After',
] as const;

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export function auditCsvRow(entry: AuditEntryWire): string {
  return csvRow([
    entry.id,
    entry.at,
    entry.actorId,
    entry.actorEmail,
    entry.action,
    entry.entityType,
    entry.entityId,
    entry.hotelId,
    entry.ip,
    entry.userAgent,
    json(entry.before),
    json(entry.after),
  ]);
}

export function auditCsv(entries: AsyncIterable<AuditEntryWire>): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(AUDIT_CSV_HEADER);
    for await (const entry of entries) yield auditCsvRow(entry);
  }
  return Readable.from(lines());
}

/** audit-2026-11-28.csv: the day the log was read. */
export const auditCsvName = (now = new Date()) => `audit-${now.toISOString().slice(0, 10)}.csv`;
