/**
 * Refunds fail at the provider for a while, then recover. Bookings are cancelled
 * during the outage (each stays cancellation_pending, its nights freed), and reconciliation on
 * two server processes sharing one PostgreSQL database pays every pending refund once the
 * provider is back. The outage is the sandbox's SANDBOX_REFUND_OUTAGE_MS, which the server
 * refuses under NODE_ENV=production, so these servers run with NODE_ENV=test.
 * Lost: a refund not paid exactly once after recovery, above its capture, or a 5xx.
 */
import { bookStay, cancelBooking, isoDay, pooled, travellerTokens } from '../lib/booking-client.js';
import { inventoryLosses, inventoryReport, withDatabase } from '../lib/inspect.js';
import { createDatabase, dropDatabase, runDatabaseName } from '../lib/postgres.js';
import { prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';
import { refundLosses } from './cancel-race.js';

export async function refundOutageRun(options: {
  bookings: number;
  outageSeconds: number;
  reconcileMs: number;
}): Promise<string[]> {
  console.log(
    `\n## refund outage: ${options.bookings} bookings cancelled while refunds fail for ` +
      `${options.outageSeconds} s, reconciliation every ${options.reconcileMs / 1000} s on two servers`,
  );
  const dataDir = await tempDataDir('refund-outage');
  const dbName = runDatabaseName('refundoutage');
  const databaseUrl = await createDatabase(dbName);
  const lost: string[] = [];
  try {
    await prepareData({ dataDir, databaseUrl });
    const setup = {
      dataDir,
      databaseUrl,
      env: {
        NODE_ENV: 'test',
        SANDBOX_REFUND_OUTAGE_MS: String(options.outageSeconds * 1000),
        RECONCILE_INTERVAL_MS: String(options.reconcileMs),
      },
    };
    // Each server's outage runs from its own start: the first one's ends no earlier than this.
    const outageEnds = Date.now() + options.outageSeconds * 1000;
    const servers = [await startServer(setup), await startServer(setup)];
    try {
      const owners = await travellerTokens(servers[0]!.url, options.bookings);
      const rooms: string[] = [];
      for (let hotel = 1; rooms.length < 10; hotel += 1) {
        const response = await fetch(`${servers[0]!.url}/api/hotels/${hotel}`);
        const body = (await response.json()) as {
          data: { Rooms: Array<{ id: string; Units: number }> };
        };
        for (const room of body.data.Rooms.slice(0, 2))
          if (room.Units > 0 && rooms.length < 10) rooms.push(room.id);
      }
      const booked = await pooled(
        Array.from({ length: options.bookings }, (_, i) => i),
        4,
        (i) => {
          // From day 40: the demo seed's coming stay (decision 024) takes a room of hotel 2 until day 24.
          const start = 40 + 3 * Math.floor(i / rooms.length);
          return bookStay(servers[i % 2]!.url, owners[i]!, {
            roomId: rooms[i % rooms.length]!,
            checkInDate: isoDay(start),
            checkOutDate: isoDay(start + 2),
            guests: 1,
          });
        },
      );
      // Each booking with its own traveller: a failed setup booking must not shift the pairs.
      const made = booked.flatMap((o, i) =>
        o.kind === 'booked' ? [{ id: o.bookingId, owner: owners[i]! }] : [],
      );
      const ids = made.map((booking) => booking.id);
      if (ids.length !== options.bookings)
        lost.push(`${options.bookings - ids.length} setup bookings failed`);
      const answers = await Promise.all(
        made.map(({ id, owner }, i) => cancelBooking(servers[i % 2]!.url, owner, id)),
      );
      const duringOutage = Date.now() < outageEnds;
      if (!duringOutage) lost.push('the cancels came after the outage: nothing was tried');
      const bad = answers.filter((a) => a.status !== 200).length;
      if (bad) lost.push(`${bad} cancels not answered 200`);
      const pendingNow = await withDatabase(setup, async (sql) =>
        Number(
          (
            await sql<{ n: string }>(
              `select count(*) as n from bookings where status = 'cancellation_pending'`,
            )
          )[0]?.n,
        ),
      );
      console.log(
        `cancelled ${ids.length} bookings ${duringOutage ? 'during' : 'AFTER (outage too short)'} ` +
          `the outage: ${pendingNow} cancellation_pending`,
      );
      // Wait for recovery plus reconciliation rounds, at most a minute past the outage.
      const deadline = outageEnds + 60_000;
      let pending = pendingNow;
      while (pending > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        pending = await withDatabase(setup, async (sql) =>
          Number(
            (
              await sql<{ n: string }>(
                `select count(*) as n from bookings where status = 'cancellation_pending'`,
              )
            )[0]?.n,
          ),
        );
      }
      console.log(
        `after recovery: ${pending} cancellation_pending, ` +
          `${((Date.now() - outageEnds) / 1000).toFixed(1)} s after the outage ended`,
      );
      await withDatabase(setup, async (sql) => {
        lost.push(...(await refundLosses(sql, ids)));
        lost.push(...inventoryLosses(await inventoryReport(sql)));
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
