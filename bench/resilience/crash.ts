/**
 * `kill -9` of the server in the middle of a booking load, then a restart. Every booking that
 * was acknowledged (201) must be there, confirmed; after reconciliation no authorization may
 * be left without its booking and no night held by a booking that does not exist.
 *
 * Reconciliation's clocks are moved rather than waited for (lib/after-crash.ts; --real-time
 * waits instead).
 */
import { bookStay, isoDay, travellerTokens, type BookingOutcome } from '../lib/booking-client.js';
import { lossesAfterCrash, settleReconciliation } from '../lib/after-crash.js';
import { withDatabase } from '../lib/inspect.js';
import { createDatabase, dropDatabase, query, runDatabaseName } from '../lib/postgres.js';
import { table } from '../lib/report.js';
import { prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function crashRun(options: {
  killAfterMs: number;
  concurrency: number;
  realTime: boolean;
}): Promise<string[]> {
  console.log(
    `\n## crash: kill -9 after ${options.killAfterMs} ms of bookings (concurrency ${options.concurrency}), restart, reconcile`,
  );
  const dataDir = await tempDataDir('crash');
  const dbName = runDatabaseName('crash');
  const env = { RECONCILE_INTERVAL_MS: '1000' };
  const setup = { dataDir, databaseUrl: await createDatabase(dbName), env };
  const lost: string[] = [];
  try {
    await prepareData(setup);
    const first = await startServer(setup);
    // One traveller per concurrent booker: a user holds at most two rooms at once.
    const tokens = await travellerTokens(first.url, options.concurrency);
    const rooms: string[] = [];
    for (let hotel = 1; hotel <= 30; hotel += 1) {
      const body = (await (await fetch(`${first.url}/api/hotels/${hotel}`)).json()) as {
        data: { Rooms: Array<{ id: string; Units: number }> };
      };
      rooms.push(...body.data.Rooms.filter((r) => r.Units > 0).map((r) => r.id));
    }
    const acknowledged: number[] = [];
    const outcomes: BookingOutcome[] = [];
    let killed = false;
    let n = 0;
    const load = Promise.all(
      Array.from({ length: options.concurrency }, async (_, worker) => {
        const token = tokens[worker]!;
        while (!killed) {
          n += 1;
          const start = 5 + (n % 200);
          outcomes.push(
            await bookStay(
              first.url,
              token,
              {
                roomId: rooms[(n * 7) % rooms.length]!,
                checkInDate: isoDay(start),
                checkOutDate: isoDay(start + 1 + (n % 3)),
                guests: 1,
              },
              { onAcknowledged: (id) => acknowledged.push(id) },
            ),
          );
        }
      }),
    );
    await sleep(options.killAfterMs);
    await first.kill();
    killed = true;
    await load;
    const tally: Record<string, number> = {};
    for (const o of outcomes) {
      const key =
        o.kind === 'booked'
          ? 'booked (201)'
          : o.kind === 'refused'
            ? `refused at ${o.step} ${o.status}`
            : `cut off at ${o.step}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    console.log(`before the kill and while it happened:`);
    console.log(
      table(Object.entries(tally).map(([outcome, count]) => ({ outcome, attempts: count }))),
    );
    const url = setup.databaseUrl;
    const before = await query<{ status: string; n: string }>(
      url,
      `select status, count(*) as n from payment_intents group by status
       union all select 'booking ' || status, count(*) from bookings group by status order by 1`,
    );
    console.log(`left by the crash: ${before.map((r) => `${r.status} ${r.n}`).join(', ')}`);

    const second = await startServer(setup);
    try {
      await settleReconciliation(url, options.realTime);
    } finally {
      await second.stop();
    }
    lost.push(...(await withDatabase(setup, (sql) => lossesAfterCrash(sql, acknowledged))));
  } finally {
    await dropDatabase(dbName);
    await removeDir(dataDir);
  }
  console.log(lost.length ? `LOST: ${lost.join('; ')}` : 'lost: nothing');
  return lost;
}
