/**
 * `npm run bench:api`: the API under load on the large data set, on PGlite and PostgreSQL.
 * Options: --driver both|pglite|postgres, --hotels 10000, --duration 10 (seconds per run),
 * --connections 10 (autocannon, for the "max" rows), --rate 300 (the paced rows,
 * lib/paced-load.ts), --booking-seconds 10, --booking-concurrency 8,
 * --only search,detail,offers,quote,file,login,bookings,spec (a subset; quote: GET /api/quote
 * for varied rooms, plans and stays, quotes.ts), --template <database> (PostgreSQL:
 * copy an already seeded database instead of seeding, for quick before/after runs),
 * --no-probe (no event-loop and GC figures), --cpu-prof <dir> (the server writes a V8 CPU
 * profile of the measured run there when it stops), --seed 31 (the varied workload's requests,
 * varied.ts: each a different place, stay, party, filter and page, or hotel and stay),
 * --rates (seed:large --rates: a year of rates and restrictions on every room type and plan,
 * and the varied searches sorted by price, rating or popularity and filtered by price, stars
 * and score as visitors do: decision 047).
 * Prints requests/s and p50/p99 per endpoint with the server's event-loop delay p99 and GC time
 * during the run (lib/server-probe.mjs), bookings/s with the overbooking check, the spec's
 * every-hotel search beside ours, the varied workload beside the repeated search with each
 * varied figure as a ratio to the repeated one of the same run (varied-ratios.ts), and a line
 * per speed target (targets.ts).
 */
import { GUEST, isoDay, travellerTokens } from '../lib/booking-client.js';
import { cpuMeter, cpuText } from '../lib/cpu.js';
import {
  createDatabase,
  dropDatabase,
  POSTGRES_ADMIN_URL,
  query,
  runDatabaseName,
} from '../lib/postgres.js';
import { inventoryLosses, inventoryReport, withDatabase } from '../lib/inspect.js';
import { kb, loadAverage, machine, ms, option, table } from '../lib/report.js';
import {
  buildServer,
  prepareData,
  removeDir,
  startServer,
  tempDataDir,
  type Driver,
  freePort,
  type ServerSetup,
} from '../lib/server.js';
import { probePhase, probeText } from '../lib/probe-client.js';
import { generatorText } from '../lib/paced-load.js';
import { targetLines, type DriverRun } from './targets.js';
import { bookingLoad, sampleRooms } from '../lib/booking-load.js';
import { figuresRow, load, type LoadCase } from './endpoints.js';
import { ourWay, specWay } from './spec-way.js';
import { everyCitySearches, variedHotelPages, variedOffers, variedSearches } from './varied.js';
import { ratioLines } from './varied-ratios.js';
import { QUOTE, sampleQuoteRooms, variedQuotes } from './quotes.js';

const drivers: Driver[] =
  option('driver', 'both') === 'both'
    ? ['pglite', 'postgres']
    : [option('driver', 'both') as Driver];
const hotels = Number(option('hotels', '10000'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const rate = Number(option('rate', '300'));
const bookingSeconds = Number(option('booking-seconds', '10'));
const bookingConcurrency = Number(option('booking-concurrency', '8'));
const only = option('only', 'search,detail,offers,quote,file,login,bookings,spec').split(',');
const template = process.argv.includes('--template') ? option('template', '') : undefined;
const CITY = 'newyork';
const withProbe = !process.argv.includes('--no-probe');
/** The varied workload's seed (varied.ts): the same seed asks the same requests. */
const seed = Number(option('seed', '31'));
/** Rates on the large data set and the list's sorts and filters in the varied searches. */
const withRates = process.argv.includes('--rates');
const cpuProfileDir = process.argv.includes('--cpu-prof') ? option('cpu-prof', '') : undefined;

async function runOn(driver: Driver) {
  const dataDir = await tempDataDir(`api-${driver}`);
  const dbName = driver === 'postgres' ? runDatabaseName('api') : undefined;
  const setup: ServerSetup = {
    dataDir,
    databaseUrl: dbName ? await createDatabase(dbName, template) : undefined,
  };
  try {
    const seeded =
      dbName && template
        ? `copy of ${template}`
        : await prepareData(setup, hotels, { rates: withRates });
    // The copy or the seed wrote the whole database through the WAL: flushed now, so the
    // checkpoint that would follow does not land in the first measured phases.
    if (dbName) await query(POSTGRES_ADMIN_URL, 'checkpoint');
    console.log(`\n## ${driver}: ${seeded}`);
    const probePort = withProbe ? await freePort() : undefined;
    const server = await startServer({
      ...setup,
      probePort,
      nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
    });
    const run: DriverRun = { driver, figures: [] };
    const rows: ReturnType<typeof figuresRow>[] = [];

    try {
      const url = server.url;
      const checkIn = isoDay(30);
      const checkOut = isoDay(32);
      const stay = `checkInDate=${checkIn}&checkOutDate=${checkOut}&guests=2`;
      const first = `/api/hotels?city=${CITY}&${stay}&page=1`;
      const meta = (
        (await (await fetch(url + first)).json()) as { meta: { pageCount: number; total: number } }
      ).meta;
      const deepPage = Math.max(1, Math.floor(meta.pageCount * 0.9));
      const deep = `/api/hotels?city=${CITY}&${stay}&page=${deepPage}`;
      // 3 000 stays nobody asked before (300 check-in days × 1–10 nights): every request a search
      // whose answer is not kept (decision 028) and whose total is not memoised.
      const newStays = Array.from({ length: 3_000 }, (_, i) => {
        const from = 40 + (i % 300);
        const stayOf = `checkInDate=${isoDay(from)}&checkOutDate=${isoDay(from + 1 + Math.floor(i / 300))}`;
        return `/api/hotels?city=${CITY}&${stayOf}&guests=2&page=1`;
      });
      const detailIds = Array.from(
        { length: 50 },
        (_, i) => 1 + Math.floor(((i + 0.5) * hotels) / 50),
      );
      const detailPaths = detailIds.map((id) => `/api/hotels/${id}?${stay}`);
      const quoteRooms = only.includes('quote') ? await sampleQuoteRooms(url, detailIds) : [];
      console.log(
        `search "${CITY}" ${checkIn}→${checkOut}: ${meta.total} hotels, ${meta.pageCount} pages; deep page ${deepPage}`,
      );

      // What a browser sends: the answers come compressed, as they do to the web app.
      const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      // Each GET at full speed (autocannon), then paced at `rate`.
      const bothWays = (load: Omit<LoadCase, 'connections' | 'duration'> & { group: string }) => [
        { ...load, headers, connections, duration },
        { ...load, headers, connections, duration, rate },
      ];
      const cases: Array<LoadCase & { group: string }> = [
        ...bothWays({ group: 'search', endpoint: 'search page 1', paths: [first] }),
        {
          group: 'search',
          // Not "search page …": the targets are the repeated search's (targets.ts).
          endpoint: 'search, a new stay each request',
          paths: newStays,
          headers,
          connections,
          duration,
          // Each costs ~12 ms of PostgreSQL CPU (the city's total): 300 a second would not fit.
          rate: Math.min(rate, 50),
        },
        ...bothWays({ group: 'search', endpoint: `search page ${deepPage}`, paths: [deep] }),
        ...bothWays({ group: 'detail', endpoint: 'hotel detail', paths: detailPaths }),
        // The varied workload (varied.ts): each phase its own seed, so no phase asks what an
        // earlier one did and finds it kept.
        ...[undefined, rate].map((pace, i) => ({
          group: 'search',
          // Under --rates the same endpoint (its targets hold with rates: decision 047).
          endpoint: 'search, varied',
          paths: variedSearches(seed + i, 20_000, { refinements: withRates }),
          oneEach: true,
          headers,
          connections,
          duration,
          rate: pace,
        })),
        {
          group: 'search',
          endpoint: 'search city=All with dates, one at a time',
          paths: everyCitySearches(seed + 2, 5_000),
          oneEach: true,
          headers,
          connections: 1,
          duration,
        },
        ...[undefined, rate].map((pace, i) => ({
          group: 'detail',
          endpoint: 'hotel page with dates, varied',
          paths: variedHotelPages(seed + 3 + i, 20_000, hotels),
          oneEach: true,
          headers,
          connections,
          duration,
          rate: pace,
        })),
        {
          // The hotel page's plans for the stay: ≤ 30 ms p99 at 100 req/s (issue 32).
          group: 'offers',
          endpoint: 'hotel offers with dates, varied',
          paths: variedOffers(seed + 5, 20_000, hotels),
          oneEach: true,
          headers,
          connections,
          duration,
          rate: 100,
        },
        ...(quoteRooms.length === 0
          ? []
          : [
              {
                // A stay quote as the booking page asks it: ≤ 2 ms of server CPU (issue 32).
                group: 'quote',
                endpoint: QUOTE,
                paths: variedQuotes(seed + 6, 20_000, quoteRooms),
                oneEach: true,
                headers,
                connections,
                duration,
                rate: 100,
              },
            ]),
        {
          group: 'file',
          endpoint: '/DB/HotelDataBase.json',
          paths: ['/DB/HotelDataBase.json'],
          connections: 2,
          duration,
        },
        {
          group: 'login',
          endpoint: 'login',
          paths: ['/auth/local/login'],
          method: 'POST',
          body: JSON.stringify(GUEST),
          connections,
          duration,
        },
      ];
      if (only.includes('search') || only.includes('detail')) {
        // A server's first seconds under load are not its steady state (V8 still compiling and
        // sizing its heap): the first paced phase had a p99 4–6 × p50 whichever page it
        // measured (bench/RESULTS.md §9). One phase at full speed and one paced over both
        // pages come first, printed and counted in no row.
        const warmUp = {
          endpoint: 'warm-up',
          paths: [first, deep],
          headers,
          connections,
          duration,
        };
        // Every hotel's wire form cached once, as a server that has run a while has them: the
        // varied phases then measure searching, not the first reading of each hotel's rows.
        const pages = Math.ceil(hotels / 100) + 1;
        for (let page = 1; page <= pages; page += 1) {
          await (await fetch(`${url}/api/hotels?city=All&pageSize=100&page=${page}`)).arrayBuffer();
        }
        console.log(`warm-up: every hotel's wire form read once (${pages} pages of 100)`);
        for (const pace of [undefined, rate]) {
          const warm = await load(url, { ...warmUp, rate: pace }, { postgres: false });
          console.log(
            `warm-up (${warm.mode}), not counted: ${warm.requestsPerSecond.toFixed(0)} req/s`,
          );
        }
      }
      if (quoteRooms.length > 0) {
        // The quote's statements are prepared on their first runs and V8 compiles the path:
        // a few seconds of other quotes first, counted in no row.
        const warm = await load(
          url,
          {
            endpoint: 'quote warm-up',
            paths: variedQuotes(seed + 7, 5_000, quoteRooms),
            oneEach: true,
            headers,
            connections,
            duration: 5,
            rate: 100,
          },
          { postgres: false },
        );
        console.log(
          `quote warm-up over ${quoteRooms.length} rooms (${warm.mode}), not counted: ` +
            `${warm.requestsPerSecond.toFixed(0)} req/s`,
        );
      }
      for (const spec of cases.filter((c) => only.includes(c.group))) {
        const figures = await load(url, spec, {
          serverPid: server.process.pid,
          postgres: dbName ?? false,
          probePort,
        });
        run.figures.push(figures);
        rows.push(figuresRow(driver, figures));
        console.log(
          `${spec.endpoint} (${figures.mode}): ${figures.requestsPerSecond.toFixed(0)} req/s, ` +
            `p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} · CPU per request: ${cpuText(figures.cpu)} · load ${loadAverage()}` +
            (figures.probe ? `\n  server: ${probeText(figures.probe)}` : '') +
            (figures.generator ? `\n  load generator: ${generatorText(figures.generator)}` : ''),
        );
      }

      if (only.includes('bookings')) {
        const rooms = await sampleRooms(url, detailIds);
        // One traveller per concurrent booker: a user holds at most two rooms at once.
        const tokens = await travellerTokens(url, bookingConcurrency);
        const probe = await probePhase(probePort);
        const meter = cpuMeter(server.process.pid, dbName ?? false);
        const client = process.cpuUsage();
        const booking = await bookingLoad(url, tokens, rooms, {
          seconds: bookingSeconds,
          concurrency: bookingConcurrency,
        });
        const clientCpu = process.cpuUsage(client);
        const perBooking = meter.perUnit(booking.booked);
        const probed = await probe.stop();
        run.booking = { figures: booking, cpu: perBooking };
        console.log(
          `bookings: ${booking.booked} of ${booking.attempts} attempts in ${booking.seconds.toFixed(1)} s = ` +
            `${booking.bookingsPerSecond.toFixed(1)} bookings/s (flow p50 ${ms(booking.p50)}, p99 ${ms(booking.p99)}), ` +
            `concurrency ${bookingConcurrency} over ${rooms.length} rooms; refused ${JSON.stringify(booking.refused)}; failed ${booking.failed}\n` +
            `CPU per booking (all attempts' work over the bookings made): ${cpuText(perBooking)}, ` +
            `load generator ${((clientCpu.user + clientCpu.system) / 1000 / Math.max(booking.booked, 1)).toFixed(2)} ms` +
            (probed ? `\n  server: ${probeText(probed)}` : ''),
        );
      }
      if (only.includes('spec')) {
        const runs = 5;
        const comparison = [
          [await specWay(url, CITY, 1, runs), await ourWay(url, first, 1, runs)],
          [await specWay(url, CITY, deepPage, runs), await ourWay(url, deep, deepPage, runs)],
        ];
        console.log(`\nSearch "${CITY}", the spec's way vs ours (median of ${runs}):`);
        console.log(
          table(
            comparison.flatMap(([spec, ours]) => [
              ...[spec!, ours!].map((cost) => ({
                way: cost.way,
                hotels: cost.hotelsShown,
                bytes: kb(cost.bytes),
                gzip: kb(cost.gzipBytes),
                time: ms(cost.ms),
              })),
              {
                way: 'ratio spec / ours',
                hotels: '',
                bytes: `${(spec!.bytes / ours!.bytes).toFixed(0)}×`,
                gzip: `${(spec!.gzipBytes / ours!.gzipBytes).toFixed(0)}×`,
                time: `${(spec!.ms / ours!.ms).toFixed(0)}×`,
              },
            ]),
          ),
        );
        console.log(
          "(the spec's client cannot filter on free rooms, so its pages may list full hotels)",
        );
      }
    } finally {
      await server.stop();
    }
    const report = await withDatabase(setup, inventoryReport);
    const losses = inventoryLosses(report);
    console.log(`\n${driver} results:`);
    console.log(table(rows));
    for (const line of ratioLines(run)) console.log(line);
    console.log(
      `inventory after the booking load: ${JSON.stringify(report)}\n` +
        (losses.length
          ? `LOST: ${losses.join('; ')}`
          : 'no room night over its units, nothing lost'),
    );
    return { run, losses };
  } finally {
    if (dbName) await dropDatabase(dbName);
    await removeDir(dataDir);
  }
}

console.log(`# bench:api · ${machine()}`);
buildServer();
let lost = false;
const runs: DriverRun[] = [];
for (const driver of drivers) {
  const result = await runOn(driver);
  runs.push(result.run);
  if (result.losses.length) lost = true;
}
console.log(`\nSpeed targets (count only on a quiet machine, three runs in a row):`);
for (const line of targetLines(runs)) console.log(`  ${line}`);
console.log(`\nfinished · load average ${loadAverage()}`);
process.exit(lost ? 1 : 0);
