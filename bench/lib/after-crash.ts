/**
 * What a crash may leave behind, settled and then counted: shared by the one-process crash run
 * (bench:resilience) and the three-process kill (bench:scale).
 *
 * Reconciliation voids an unused authorization only once its hold expired more than two
 * minutes ago (holds last ten), and settles a capture_pending booking after a minute. Rather
 * than wait thirteen minutes, a run moves those clocks: it backdates the expiry of the holds
 * and the creation of capture_pending bookings in the database, exactly as if the time had
 * passed (realTime waits instead). The servers must run with RECONCILE_INTERVAL_MS=1000.
 */
import { inventoryLosses, inventoryReport, type Sql } from './inspect.js';
import { query } from './postgres.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const OPEN_WORK = `select (select count(*) from payment_intents i left join payments p on p.payment_intent_id = i.id
         where i.status = 'authorized' and p.id is null)
      + (select count(*) from bookings where status = 'capture_pending') as n`;

/** Lets reconciliation finish what a crash left (at most 30 rounds of a second). */
export async function settleReconciliation(url: string, realTime: boolean): Promise<void> {
  if (realTime) {
    console.log('waiting 13 minutes for the holds to expire past the margin…');
    await sleep(13 * 60_000);
  } else {
    await query(
      url,
      `update holds set expires_at = least(expires_at, now() - interval '3 minutes')`,
    );
    await query(
      url,
      `update bookings set created_at = created_at - interval '2 minutes' where status = 'capture_pending'`,
    );
  }
  // Reconciliation runs every second; give it a few rounds.
  for (let round = 0; round < 30; round += 1) {
    await sleep(1000);
    const open = await query<{ n: string }>(url, OPEN_WORK);
    if (Number(open[0]?.n) === 0 && round >= 2) break;
  }
}

/**
 * After settling: no night over its units, every confirmed booking captured and every
 * capture booked, no authorization or capture_pending booking left, every acknowledged
 * booking present and confirmed. Prints the counts; answers what was lost.
 */
export async function lossesAfterCrash(sql: Sql, acknowledged: number[]): Promise<string[]> {
  const lost: string[] = [];
  const report = await inventoryReport(sql);
  console.log(
    `after reconciliation: ${report.liveBookings} confirmed, ${report.capturePending} capture_pending, ` +
      `${report.cancelled} cancelled; ${report.capturedIntents} captured, ${report.authorizedIntents} authorizations open`,
  );
  lost.push(...inventoryLosses(report));
  if (report.counterAboveBookings)
    lost.push(`${report.counterAboveBookings} room nights taken with no booking`);
  if (report.capturePending) lost.push(`${report.capturePending} bookings still capture_pending`);
  const unused = await sql<{ n: string }>(
    `select count(*) as n from payment_intents i left join payments p on p.payment_intent_id = i.id
     where i.status = 'authorized' and p.id is null`,
  );
  if (Number(unused[0]?.n)) lost.push(`${unused[0]?.n} authorizations left without a booking`);
  const present = await sql<{ n: string }>(
    `select count(*) as n from bookings where status = 'confirmed' and id in (${acknowledged.join(',') || 0})`,
  );
  const missing = acknowledged.length - Number(present[0]?.n ?? 0);
  console.log(
    `acknowledged bookings: ${acknowledged.length}, present and confirmed: ${present[0]?.n}`,
  );
  if (missing) lost.push(`${missing} acknowledged bookings missing or not confirmed`);
  return lost;
}
