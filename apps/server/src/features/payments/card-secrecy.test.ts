import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { TEST_JWT_SECRET } from '../../test/test-app.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
} from '../../test/booking-fixtures.js';

const NUMBER = '4242424242424242';
const CVC = '987';

describe.each(TEST_DRIVERS)('card data secrecy on %s', (driver) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'staylane-secrecy-'));
    database = await createTestDatabase(driver);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      JWT_SECRET: TEST_JWT_SECRET,
    });
    app = await buildApp({
      config,
      database,
      webDistDir: path.join(dataDir, 'no-web'),
      logStream: { write: (line) => void logLines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the full card number and CVC out of the database and the logs', async () => {
    const user = await signedInUser(app);
    const { roomIds } = await insertHotelWithRooms(app.db, [{}]);
    const tokenised = await app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: user.headers,
      payload: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2039, cvc: CVC },
    });
    expect(tokenised.statusCode).toBe(201);
    expect(tokenised.json().data).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(tokenised.body).not.toContain(NUMBER);
    // A bad card must not echo the number either.
    const bad = await app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: user.headers,
      payload: { number: '4242424242424241', expMonth: 12, expYear: 2039, cvc: CVC },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('4242424242424241');
    const paid = await heldAndPaid(app, user, {
      roomId: roomIds[0]!,
      checkIn: dateFromToday(5),
      checkOut: dateFromToday(6),
    });
    expect((await bookingRequest(app, user, paid)).statusCode).toBe(201);

    const tables = [
      'sandbox_payment_methods',
      'payment_intents',
      'payments',
      'bookings',
      'mail_outbox',
    ];
    for (const table of tables) {
      const result = await app.db.execute(sql.raw(`select t::text as row from ${table} t`));
      const dump = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
      expect(dump).not.toContain(NUMBER);
      expect(dump).not.toContain('4242 4242 4242 4242');
    }
    // The CVC has nowhere to go: no column could hold it.
    const columns = await app.db.execute(
      sql`select column_name from information_schema.columns where table_schema = 'public' and (column_name ilike '%cvc%' or column_name ilike '%cvv%' or column_name ilike '%security%')`,
    );
    expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(NUMBER);
    expect(logs).not.toContain('4242 4242 4242 4242');
    expect(logs).not.toContain(`"cvc"`);
  });
});
