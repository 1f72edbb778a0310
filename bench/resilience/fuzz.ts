/**
 * Fuzzing every operation of the OpenAPI document (`/api/docs/json`), the pages the server
 * renders, the image widths and the calls being added (EXPECTED_OPERATIONS: a 404 from one is
 * no failure) with fast-check: random and malformed requests, with and without tokens or
 * session cookies, and for every operation NUL in each path and query parameter (`%00`) and
 * in each JSON text field (`\u0000`), then the hand-made requests of fuzz-new-inputs.ts. Lost
 * means: a 5xx answer, a stack trace or a file path in a body, a landing page the server
 * failed to render, a 4xx answer of the API without the error envelope of design §3, or a 4xx
 * answer after which the database differs (a checksum of every table is taken after each
 * request; a rejected request must leave it as it was).
 */
import {
  errorEnvelopeSchema,
  hotelPayloadSchema,
  profileSchema,
  roomPayloadSchema,
} from '@staylane/domain';
import fc from 'fast-check';
import { login, ADMIN, GUEST } from '../lib/booking-client.js';
import { createDatabase, dropDatabase, query, runDatabaseName } from '../lib/postgres.js';
import { table } from '../lib/report.js';
import { prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';
import {
  allOperations,
  nulRequestsFor,
  operationsOf,
  requestFor,
  type FuzzRequest,
  type Tokens,
} from './fuzz-requests.js';
import { newInputRequests, type Sample } from './fuzz-new-inputs.js';

const STACK_TRACE =
  /\n\s+at\s|\bat\s\S+\s\(.*:\d+:\d+\)|node_modules|\/work\/|\.ts:\d+|\.js:\d+:\d+/;

/** Answers of the API (not pages or stored files): a 4xx must carry the error envelope. */
const API_ANSWER = /^\/(api|auth|ical|DB|test-formdata)(\/|\?|$)/;

function isEnvelope(text: string): boolean {
  try {
    return errorEnvelopeSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Only the fields a payload schema takes: the API's answers carry more. */
const payloadOf = (value: Record<string, unknown>, schema: { shape: object }) =>
  Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => (key in value ? [[key, value[key]]] : [])),
  );

/** A hotel and its rooms as payloads, and the guest's profile, for the hand-made requests. */
async function sampleOf(url: string, tokens: Tokens): Promise<Sample> {
  const list = (await (await fetch(`${url}/api/hotels`)).json()) as {
    data: Array<
      Record<string, unknown> & {
        id: string;
        Rooms: Array<Record<string, unknown> & { id: string }>;
      }
    >;
  };
  const first = list.data.find((hotel) => hotel.Rooms.length > 0)!;
  const me = (await (
    await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${tokens.guest}` } })
  ).json()) as { data: Record<string, unknown> & { id: string } };
  const mine = (await (
    await fetch(`${url}/api/bookings/mine`, {
      headers: { authorization: `Bearer ${tokens.guest}` },
    })
  ).json()) as { data: Array<{ id: string }> };
  const {
    Rooms: _rooms,
    CancellationPolicy: _policy,
    ...hotel
  } = payloadOf(first, hotelPayloadSchema);
  return {
    hotel,
    rooms: first.Rooms.map((room) => payloadOf(room, roomPayloadSchema)),
    hotelId: first.id,
    roomId: first.Rooms[0]!.id,
    bookingIds: mine.data.map((booking) => booking.id),
    guestId: me.data.id,
    guest: payloadOf(me.data, profileSchema),
  };
}

/**
 * Columns that background work changes by itself are left out: the outbox worker sends mail
 * enqueued by earlier accepted requests (status, attempts…), so only which mails exist counts;
 * a session's last use is recorded by any call that sends its token, whatever the answer
 * (at most once a minute, decision 013), so only whether it exists, expires or is revoked counts.
 */
const COMPARED: Record<string, string> = {
  mail_outbox: 'row(x.id, x.kind, x.to_address, x.subject)',
  sessions: 'row(x.id, x.user_id, x.expires_at, x.revoked_at)',
};

/**
 * Tables a refused call changes by design: the rate-limit counts, which count every call of
 * a limited route whatever its answer (decision 016).
 */
const COUNTERS = new Set(['rate_limit_hits']);

async function checksumQuery(url: string): Promise<string> {
  const tables = await query<{ tablename: string }>(
    url,
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return tables
    .filter(({ tablename }) => !COUNTERS.has(tablename))
    .map(
      ({ tablename }) =>
        `select '${tablename}' as t, count(*) as n, md5(coalesce(string_agg(md5(${COMPARED[tablename] ?? 'x'}::text), '' order by md5(${COMPARED[tablename] ?? 'x'}::text)), '')) as h from "${tablename}" x`,
    )
    .join(' union all ');
}

export async function fuzzRun(options: { runs: number; seed: number }): Promise<string[]> {
  console.log(
    `\n## fuzz: ${options.runs} random and malformed requests over every endpoint (seed ${options.seed})`,
  );
  const dataDir = await tempDataDir('fuzz');
  const dbName = runDatabaseName('fuzz');
  const setup = { dataDir, databaseUrl: await createDatabase(dbName) };
  const lost: string[] = [];
  try {
    await prepareData(setup);
    const server = await startServer(setup);
    try {
      const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as Parameters<
        typeof operationsOf
      >[0];
      const operations = allOperations(operationsOf(document));
      const ids = await query<{ id: number }>(
        setup.databaseUrl,
        `select id from users where email in ('${GUEST.email}', '${ADMIN.email}')`,
      );
      const signIn = async (): Promise<Tokens> => ({
        guest: await login(server.url, GUEST.email, GUEST.password),
        admin: await login(server.url, ADMIN.email, ADMIN.password),
        protectedIds: ids.map((row) => row.id),
      });
      const tokens = await signIn();
      // Sign-out and session revocation come last, with sessions of their own.
      const spareTokens = await signIn();
      // Every operation gets its share: a round-robin over operations, each request random;
      // then NUL in every path and query parameter and every text field (nulRequestsFor).
      const perOperation = Math.ceil(options.runs / operations.length);
      let nulCount = 0;
      const requests: FuzzRequest[] = operations.flatMap((operation, i) => {
        const own = operation.endsSessions ? spareTokens : tokens;
        const nul = nulRequestsFor(operation, own, options.seed + i);
        nulCount += nul.length;
        return [
          ...fc.sample(requestFor(operation, own), {
            numRuns: perOperation,
            seed: options.seed + i,
          }),
          ...nul,
        ];
      });
      const expected = operations.filter((operation) => operation.expected);
      // The hand-made requests for the inputs added since, before those ending sessions.
      const added = newInputRequests(tokens, await sampleOf(server.url, tokens));
      const ending = new Set(
        operations
          .filter((operation) => operation.endsSessions)
          .map((operation) => `${operation.method} ${operation.path}`),
      );
      const firstEnding = requests.findIndex((request) => ending.has(request.operation));
      requests.splice(firstEnding === -1 ? requests.length : firstEnding, 0, ...added);
      console.log(
        `${operations.length} operations (the OpenAPI document's, the rendered pages, the ` +
          `image widths, and ${expected.length} calls being added that it lacks yet), ${requests.length} requests ` +
          `of which ${nulCount} carry NUL (%00 in each path and query parameter, \\u0000 in each ` +
          `JSON text field), ${added.length} of them hand-made for the inputs added since ` +
          `(feed addresses, ranges, search texts, cancel bodies, holds, multipart parts, ` +
          `import-like hotels and rooms, phone numbers, return addresses)`,
      );
      const checksum = await checksumQuery(setup.databaseUrl);
      const state = async () =>
        (await query<{ t: string; n: string; h: string }>(setup.databaseUrl, checksum))
          .map((row) => `${row.t}:${row.n}:${row.h}`)
          .join('|');
      let before = await state();
      const perEndpoint = new Map<string, Record<string, number>>();
      const problems: string[] = [];
      let changedBy4xx = 0;
      for (const request of requests) {
        let status = 0;
        let text = '';
        try {
          const response = await fetch(server.url + request.url, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          });
          status = response.status;
          text = await response.text();
        } catch (error) {
          problems.push(`${request.operation}: no answer (${String(error)})`);
        }
        const after = await state();
        const row = perEndpoint.get(request.operation) ?? {};
        const klass = status ? `${Math.floor(status / 100)}xx` : 'none';
        row[klass] = (row[klass] ?? 0) + 1;
        // The server's answer for a path no route has (plugins/errors.ts).
        if (status === 404 && text.includes('No route for')) row.noRoute = (row.noRoute ?? 0) + 1;
        perEndpoint.set(request.operation, row);
        if (status >= 500)
          problems.push(
            `${request.operation} ${request.url.slice(0, 80)} → ${status} ${text.slice(0, 120)}`,
          );
        // The web plugin sends the empty page when a render fails (logged, never an error page).
        if (request.rendered && status === 200 && text.includes('<div id="root"></div>'))
          problems.push(`${request.operation} ${request.url.slice(0, 80)}: not rendered`);
        if (status >= 400 && status < 500 && API_ANSWER.test(request.url) && !isEnvelope(text))
          problems.push(
            `${request.operation} ${request.url.slice(0, 80)} → ${status} without the error envelope: ${text.slice(0, 120)}`,
          );
        if (STACK_TRACE.test(text))
          problems.push(
            `${request.operation} → ${status}: stack trace or path in body: ${text.slice(0, 160)}`,
          );
        if (status >= 400 && status < 500 && after !== before) {
          changedBy4xx += 1;
          const changed = after
            .split('|')
            .filter((part) => !before.includes(part))
            .map((part) => part.split(':')[0]);
          problems.push(
            `${request.operation} → ${status} changed ${changed.join(', ')}: ${request.body?.slice(0, 100) ?? ''}`,
          );
        }
        before = after;
      }
      console.log(
        table(
          [...perEndpoint.entries()].map(([operation, counts]) => ({
            operation,
            '2xx': counts['2xx'] ?? 0,
            '3xx': counts['3xx'] ?? 0,
            '4xx': counts['4xx'] ?? 0,
            '5xx': counts['5xx'] ?? 0,
            'no answer': counts.none ?? 0,
          })),
        ),
      );
      const all = [...perEndpoint.values()];
      const total = (key: string) => all.reduce((sum, counts) => sum + (counts[key] ?? 0), 0);
      console.log(
        `${requests.length} requests: ${total('2xx')} 2xx, ${total('3xx')} 3xx, ${total('4xx')} 4xx, ` +
          `${total('5xx')} 5xx; ${changedBy4xx} rejected requests changed the database`,
      );
      // A call being added that the server has no route for yet answers 404 (or 400 for a
      // malformed address): no failure. A 5xx from it is one, counted above.
      const absent = expected
        .map((operation) => `${operation.method} ${operation.path}`)
        .filter((name) => {
          const counts = perEndpoint.get(name) ?? {};
          return (counts.noRoute ?? 0) > 0 && !counts['2xx'];
        });
      if (absent.length)
        console.log(`no route yet (answered 404, no failure): ${absent.join(', ')}`);
      for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
      if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
      lost.push(
        ...(problems.length
          ? [
              `${problems.length} problems (5xx, stack traces, 4xx without the envelope, changes by 4xx, no answer)`,
            ]
          : []),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase(dbName);
    await removeDir(dataDir);
  }
  console.log(
    lost.length
      ? `LOST: ${lost.join('; ')}`
      : 'lost: nothing (no 5xx, no stack trace, every page rendered, every 4xx of the API in the error envelope, no change by a rejected request)',
  );
  return lost;
}
