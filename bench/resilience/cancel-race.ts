/**
 * Confirmed bookings, each cancelled by several concurrent requests sent to two
 * server processes sharing one PostgreSQL database, while other travellers try to book the
 * nights being freed. Lost means: a cancelled booking refunded other than exactly once (the
 * sandbox provider's refund ledger, one row per idempotency key), a refund above what was
 * captured, a night with more bookings than units, or a 5xx / unanswered request.
 */
import {
  bookStay,
  cancelBooking,
  isoDay,
  pooled,
  travellerTokens,
  type BookingOutcome,
} from '../lib/booking-client.js';
import { inventoryLosses, inventoryReport, withDatabase, type Sql } from '../lib/inspect.js';
import { createDatabase, dropDatabase, runDatabaseName } from '../lib/postgres.js';
import { table } from '../lib/report.js';
import { prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';

/** Money and status checks of cancelled bookings, shared with the refund-failure run. */
export async function refundLosses(sql: Sql, bookingIds: number[]): Promise<string[]> {
  const lost: string[] = [];
  const ids = bookingIds.join(',') || '0';
  const rows = await sql<{
    id: number;
    status: string;
    refund_cents: number | null;
    captured: number;
    refunds: string;
    refunded: string | null;
  }>(
    `select b.id, b.status, b.refund_cents, i.amount_cents as captured,
       (select count(*) from sandbox_refunds r where r.payment_intent_id = i.id) as refunds,
       (select sum(r.amount_cents) from sandbox_refunds r where r.payment_intent_id = i.id) as refunded
     from bookings b join payments p on p.booking_id = b.id
     join payment_intents i on i.id = p.payment_intent_id
     where b.id in (${ids})`,
  );
  const notCancelled = rows.filter((r) => r.status !== 'cancelled');
  const owed = rows.filter((r) => (r.refund_cents ?? 0) > 0);
  const notOnce = owed.filter((r) => Number(r.refunds) !== 1);
  const wrongAmount = owed.filter((r) => Number(r.refunded ?? 0) !== r.refund_cents);
  const aboveCapture = rows.filter((r) => Number(r.refunded ?? 0) > r.captured);
  console.log(
    `refunds: ${rows.length} cancelled bookings, ${owed.length} owed a refund, ` +
      `${rows.reduce((n, r) => n + Number(r.refunds), 0)} refunds at the provider, ` +
      `${rows.filter((r) => r.status === 'cancellation_pending').length} still cancellation_pending`,
  );
  if (rows.length !== bookingIds.length)
    lost.push(`${bookingIds.length - rows.length} cancelled bookings missing`);
  if (notCancelled.length) lost.push(`${notCancelled.length} bookings not ended cancelled`);
  if (notOnce.length) lost.push(`${notOnce.length} bookings not refunded exactly once`);
  if (wrongAmount.length) lost.push(`${wrongAmount.length} refunds of another amount than owed`);
  if (aboveCapture.length) lost.push(`${aboveCapture.length} refunds above the capture`);
  return lost;
}

export async function cancelRaceRun(options: {
  bookings: number;
  cancelsEach: number;
  rebookersEach: number;
}): Promise<string[]> {
  console.log(
    `\n## cancel race: ${options.bookings} bookings, each cancelled by ${options.cancelsEach} ` +
      `concurrent requests while ${options.rebookersEach} travellers try its nights, two servers, one PostgreSQL`,
  );
  const dataDir = await tempDataDir('cancel-race');
  const dbName = runDatabaseName('cancelrace');
  const setup = { dataDir, databaseUrl: await createDatabase(dbName) };
  const lost: string[] = [];
  try {
    await prepareData(setup);
    const servers = [await startServer(setup), await startServer(setup)];
    try {
      const owners = await travellerTokens(servers[0]!.url, options.bookings);
      const rebookers = await travellerTokens(
        servers[1]!.url,
        options.bookings * options.rebookersEach,
      );
      const rooms: string[] = [];
      for (let hotel = 1; rooms.length < 10; hotel += 1) {
        const response = await fetch(`${servers[0]!.url}/api/hotels/${hotel}`);
        const body = (await response.json()) as {
          data: { Rooms: Array<{ id: string; Units: number }> };
        };
        for (const room of body.data.Rooms.slice(0, 2))
          if (room.Units > 0 && rooms.length < 10) rooms.push(room.id);
      }
      // Stays that never overlap one another, so every booking succeeds before the race.
      const stays = Array.from({ length: options.bookings }, (_, i) => {
        // From day 40: the demo seed's coming stay (decision 024) takes a room of hotel 2 until day 24.
        const start = 40 + 3 * Math.floor(i / rooms.length);
        return {
          roomId: rooms[i % rooms.length]!,
          checkInDate: isoDay(start),
          checkOutDate: isoDay(start + 2),
          guests: 1,
        };
      });
      const booked = await pooled(stays, 4, (stay, i) =>
        bookStay(servers[i % 2]!.url, owners[i]!, stay),
      );
      const ids = booked.flatMap((o) => (o.kind === 'booked' ? [o.bookingId] : []));
      console.log(`booked before the race: ${ids.length} of ${stays.length}`);
      if (ids.length !== stays.length)
        lost.push(`${stays.length - ids.length} setup bookings failed`);

      const cancels = booked.flatMap((o, i) =>
        o.kind === 'booked'
          ? Array.from({ length: options.cancelsEach }, (_, k) =>
              cancelBooking(servers[k % 2]!.url, owners[i]!, o.bookingId).then((a) => ({
                booking: o.bookingId,
                ...a,
              })),
            )
          : [],
      );
      const rebooks: Promise<BookingOutcome>[] = stays.flatMap((stay, i) =>
        Array.from({ length: options.rebookersEach }, (_, k) =>
          bookStay(servers[(i + k + 1) % 2]!.url, rebookers[i * options.rebookersEach + k]!, stay),
        ),
      );
      const [cancelAnswers, rebookOutcomes] = await Promise.all([
        Promise.all(cancels),
        Promise.all(rebooks),
      ]);
      const tally: Record<string, number> = {};
      for (const a of cancelAnswers) {
        const key = `cancel ${a.status} ${a.code ?? ''}`.trim();
        tally[key] = (tally[key] ?? 0) + 1;
      }
      for (const o of rebookOutcomes) {
        const key =
          o.kind === 'booked'
            ? 'rebook booked'
            : o.kind === 'refused'
              ? `rebook refused at ${o.step} ${o.status} ${o.code ?? ''}`.trim()
              : `rebook failed at ${o.step}`;
        tally[key] = (tally[key] ?? 0) + 1;
      }
      console.log(table(Object.entries(tally).map(([outcome, n]) => ({ outcome, requests: n }))));
      const accepted = new Map<number, number>();
      for (const a of cancelAnswers)
        if (a.status === 200) accepted.set(a.booking, (accepted.get(a.booking) ?? 0) + 1);
      const twice = [...accepted.values()].filter((n) => n > 1).length;
      if (twice) lost.push(`${twice} bookings whose cancel was accepted more than once`);
      if (accepted.size !== ids.length)
        lost.push(`${ids.length - accepted.size} bookings whose cancel was never accepted`);
      const bad = cancelAnswers.filter((a) => a.status === 0 || a.status >= 500).length;
      if (bad) lost.push(`${bad} cancel requests answered 5xx or not at all`);
      const rebookBad = rebookOutcomes.filter(
        (o) => o.kind === 'failed' || (o.kind === 'refused' && o.status >= 500),
      ).length;
      if (rebookBad) lost.push(`${rebookBad} booking attempts answered 5xx or not at all`);

      await withDatabase(setup, async (sql) => {
        lost.push(...(await refundLosses(sql, ids)));
        const report = await inventoryReport(sql);
        console.log(
          `database: ${report.liveBookings} confirmed bookings (rebooked nights), ` +
            `${report.cancelled} cancelled, ${report.capturePending} capture_pending`,
        );
        lost.push(...inventoryLosses(report));
        if (report.counterAboveBookings)
          lost.push(`${report.counterAboveBookings} room nights taken with no booking`);
      });
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await dropDatabase(dbName);
    await removeDir(dataDir);
  }
  console.log(lost.length ? `LOST: ${lost.join('; ')}` : 'lost: nothing');
  return lost;
}
