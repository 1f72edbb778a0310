/**
 * Several server processes behind a load balancer (design §9): an image uploaded through one is
 * served by every other, from PostgreSQL or from the S3 bucket, never from one process's disk.
 * The second app has a data directory of its own, as a second machine would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { createAccount } from '../test/accounts.js';
import { multipartBody } from '../test/multipart.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

const SHARED_STORES = [
  ...(TEST_DRIVERS.includes('postgres') ? (['PostgreSQL'] as const) : []),
  'S3' as const,
];

describe.each(SHARED_STORES)('uploads shared through %s', (kind) => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle | undefined;
  let secondTestApp: TestApp | undefined;
  let secondDataDir: string;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    if (kind === 'S3') {
      s3 = await startS3Server();
      // Two apps, two databases, one bucket.
      first = await createTestApp('pglite', s3.env);
      secondTestApp = await createTestApp('pglite', s3.env);
      second = secondTestApp.app;
      return;
    }
    first = await createTestApp('postgres');
    // The same PostgreSQL database through a pool of its own, as another process has.
    secondDataDir = await mkdtemp(path.join(tmpdir(), 'staylane-second-'));
    secondDatabase = await openDatabase({ databaseUrl: first.database.url!, dataDir: '' });
    second = await buildApp({
      config: { ...first.config, DATA_DIR: secondDataDir },
      database: secondDatabase,
      webDistDir: path.join(secondDataDir, 'no-web'),
      webSsrDir: path.join(secondDataDir, 'no-ssr'),
    });
    await second.ready();
  });
  afterAll(async () => {
    if (secondTestApp) await secondTestApp.close();
    else {
      await second.close();
      await secondDatabase?.close();
      await rm(secondDataDir, { recursive: true, force: true });
    }
    await first.close();
    await s3?.close();
  });

  it('serves through the second app, in every width, what was uploaded through the first', async () => {
    const user = await createAccount(first.app);
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' },
    })
      .jpeg()
      .toBuffer();
    const body = multipartBody([
      { name: 'file 0', filename: 'front.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/test-formdata',
      payload: body.payload,
      headers: { ...body.headers, ...user.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const address: string = uploaded.json()['file 0'];

    const original = await second.inject({ method: 'GET', url: address });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);

    const name = address.slice('/uploads/'.length);
    const variant = await second.inject({ method: 'GET', url: `/uploads/w/480/${name}` });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(480);
    // The width the second app made is the one the first serves.
    const fromFirst = await first.app.inject({ method: 'GET', url: `/uploads/w/480/${name}` });
    expect(fromFirst.rawPayload).toEqual(variant.rawPayload);
  });
});
