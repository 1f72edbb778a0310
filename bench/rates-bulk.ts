/**
 * `npm run bench:rates -w bench`: one bulk edit of the rates calendar (decision 045) over 365
 * nights × 10 room types × 2 plans (7 300 plan × night pairs), through
 * POST /api/admin/hotels/:id/rates/bulk on PostgreSQL, as the admin's grid sends it.
 * Target: ≤ 500 ms per edit. Times, one after the other: a dry run (the preview), setting a
 * price on every night (7 300 rows written), moving every night by +5 % (each read, then
 * rewritten), and clearing them all (7 300 rows deleted); each three times, medians printed
 * with the load average.
 * Options: --room-types 10, --nights 365, --runs 3.
 */
import { ADMIN, isoDay, login } from './lib/booking-client.js';
import { createDatabase, dropDatabase, query, runDatabaseName } from './lib/postgres.js';
import { loadAverage, machine, median, ms, option } from './lib/report.js';
import {
  buildServer,
  prepareData,
  removeDir,
  startServer,
  tempDataDir,
  type ServerSetup,
} from './lib/server.js';

const roomTypes = Number(option('room-types', '10'));
const nights = Number(option('nights', '365'));
const runs = Number(option('runs', '3'));
const TARGET_MS = 500;

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data?: unknown; message?: string };
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return { data: answer.data as Record<string, unknown>, elapsed };
}

/** A hotel of `roomTypes` room types, each with Standard and a Non-refundable plan: the plan ids. */
async function hotelWithPlans(setup: ServerSetup, url: string, token: string) {
  const [hotel] = await query<{ id: number }>(
    setup.databaseUrl!,
    `insert into hotels (name, city, country) values ('Bench Rates Hotel', 'Benchville', 'Portugal')
     returning id`,
  );
  const rooms = await query<{ id: number }>(
    setup.databaseUrl!,
    `insert into rooms (hotel_id, name, price_cents, units, position)
     select $1, 'Room type ' || n, 10000 + n * 1000, 5, n from generate_series(1, $2) n
     returning id`,
    [hotel!.id, roomTypes],
  );
  const planIds: number[] = [];
  for (const room of rooms) {
    const path = `/api/admin/rooms/${room.id}/rate-plans`;
    const created = await call(url, token, 'POST', path, {
      name: 'Non-refundable',
      refundable: false,
      pricing: 'percent',
      adjustmentBasisPoints: -1000,
    });
    const [standard] = await query<{ id: number }>(
      setup.databaseUrl!,
      `select id from rate_plans where room_id = $1 and kind = 'standard'`,
      [room.id],
    );
    planIds.push(standard!.id, created.data.id as number);
  }
  return { hotelId: hotel!.id, planIds };
}

async function main() {
  console.log(machine());
  buildServer({ web: false });
  const dataDir = await tempDataDir('rates');
  const dbName = runDatabaseName('rates');
  const setup: ServerSetup = { dataDir, databaseUrl: await createDatabase(dbName) };
  try {
    console.log(await prepareData(setup));
    const server = await startServer(setup);
    try {
      const token = await login(server.url, ADMIN.email, ADMIN.password);
      const { hotelId, planIds } = await hotelWithPlans(setup, server.url, token);
      const span = { from: isoDay(1), to: isoDay(nights) };
      const path = `/api/admin/hotels/${hotelId}/rates/bulk`;
      const edits: [label: string, body: Record<string, unknown>][] = [
        ['dry run (preview)', { price: { set: 15_000 }, minStay: 2, dryRun: true }],
        ['set price and minimum stay', { price: { set: 15_000 }, minStay: 2 }],
        ['move every price by +5 %', { price: { adjustBasisPoints: 500 } }],
        ['clear price and minimum stay', { price: { clear: true }, minStay: null }],
      ];
      const times = new Map<string, number[]>(edits.map(([label]) => [label, []]));
      const changed = new Map<string, unknown>();
      for (let run = 0; run < runs; run += 1) {
        for (const [label, body] of edits) {
          const answer = await call(server.url, token, 'POST', path, {
            ...span,
            ratePlanIds: planIds,
            ...body,
          });
          times.get(label)!.push(answer.elapsed);
          changed.set(label, answer.data.nightsChanged);
        }
      }
      console.log(
        `${roomTypes} room types × 2 plans × ${nights} nights = ${planIds.length * nights} plan × night pairs per edit`,
      );
      for (const [label, list] of times) {
        const verdict = median(list) <= TARGET_MS ? 'ok' : `over ${TARGET_MS} ms`;
        console.log(
          `${label}: ${changed.get(label)} nights changed · median ${ms(median(list))} of ${list.map((t) => ms(t)).join(', ')} · ${verdict}`,
        );
      }
      console.log(`load average after: ${loadAverage()}`);
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase(dbName);
    await removeDir(dataDir);
  }
}

await main();
