import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { followOwnWrites } from './own-writes.js';

describe.runIf(process.env.TEST_DATABASE_URL)("this process's own writes (PostgreSQL)", () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let told = 0;
  let forget: () => void;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrate: false });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    forget = followOwnWrites(pool)(['watched'], () => (told += 1));
    await pool.query('create table watched (a int, b int); create table other (a int)');
  });
  afterAll(async () => {
    await pool?.end();
    await database?.destroy();
  });

  it('tells of a write to a watched table before its caller goes on, by promise or callback', async () => {
    told = 0;
    await pool.query('insert into watched values (1)');
    expect(told).toBe(1);
    await new Promise<void>((resolve, reject) =>
      pool.query('update "watched" set a = 2', (error) => {
        expect(told).toBe(2);
        if (error) reject(error);
        else resolve();
      }),
    );
  });

  it("tells of a transaction's writes when it commits, not before", async () => {
    told = 0;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query({ text: 'insert into watched values ($1)', values: [3] });
      await client.query('delete from watched where a = 1');
      expect(told).toBe(0);
      await client.query('commit');
      expect(told).toBe(1);
    } finally {
      client.release();
    }
  });

  it('says nothing of reads and of writes elsewhere', async () => {
    told = 0;
    await pool.query('select * from watched');
    await pool.query('insert into other values (1)');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select * from watched');
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(told).toBe(0);
  });

  it('tells nobody once forgotten', async () => {
    told = 0;
    forget();
    await pool.query('insert into watched values (4)');
    expect(told).toBe(0);
  });
});
