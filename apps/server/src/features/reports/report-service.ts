/**
 * The report an administrator reads (issue 19): the database's sums per night and per day,
 * with the ratios and the period's totals worked out from them by the shared domain code.
 */
import { nightFigures, nullableIdToWire, reportTotals, type Report } from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { daySums, nightSums, type ReportPeriod } from './report-sql.js';

export async function reportFor(db: Database, period: ReportPeriod): Promise<Report> {
  // One after the other: on PGlite there is one connection, and on PostgreSQL an admin's
  // report should not take two of the pool's connections at once.
  const nights = await nightSums(db, period);
  const days = await daySums(db, period);
  return {
    hotelId: nullableIdToWire(period.hotelId ?? null),
    from: period.from,
    to: period.to,
    nights: nights.map((night) => ({ ...night, ...nightFigures(night) })),
    days: days.map((day) => ({ ...day, netCents: day.capturedCents - day.refundedCents })),
    totals: reportTotals(nights, days),
  };
}
