/**
 * The report an administrator reads (decision 022): the database's sums per night and per day,
 * with the ratios and the period's totals worked out from them by the shared domain code.
 */
import { nightFigures, nullableIdToWire, reportTotals, type Report } from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { daySums, nightSums, type ReportPeriod } from './report-sql.js';

export async function reportFor(db: Database, period: ReportPeriod): Promise<Report> {
  // One read-only transaction: nights and days see the same bookings, on one connection.
  const { nights, days } = await db.transaction(
    async (tx) => ({ nights: await nightSums(tx, period), days: await daySums(tx, period) }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    hotelId: nullableIdToWire(period.hotelId ?? null),
    from: period.from,
    to: period.to,
    nights: nights.map((night) => ({ ...night, ...nightFigures(night) })),
    days: days.map((day) => ({ ...day, netCents: day.capturedCents - day.refundedCents })),
    totals: reportTotals(nights, days),
  };
}
