import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { nameDataStatements, StatementNames, withStatementName } from './statement-naming.js';

describe('naming data statements', () => {
  it('names selects, inserts, updates, deletes and WITH queries after their text', () => {
    const names = new StatementNames();
    for (const text of [
      'select 1',
      '  INSERT into t values ($1)',
      'update t set a = 1',
      'delete from t',
      'with x as (select 1) select * from x',
    ]) {
      const named = withStatementName({ text }, names) as { name?: string };
      expect(named.name).toMatch(/^q_[\w-]{27}$/);
      expect((withStatementName({ text }, names) as { name?: string }).name).toBe(named.name);
    }
    expect(names.size).toBe(5);
  });

  it('leaves transaction control, DDL, plain text, named and submittable queries alone', () => {
    const names = new StatementNames();
    for (const config of [
      { text: 'begin' },
      { text: 'commit' },
      { text: 'create table t (a int)' },
      { text: 'select 2', name: 'mine' },
      { text: 'select 3', submit: () => {} },
    ]) {
      expect(withStatementName(config, names)).toBe(config);
    }
    expect(withStatementName('select 4', names)).toBe('select 4');
    expect(names.size).toBe(0);
  });

  it('stops naming new texts past its limit, still naming the ones it knows', () => {
    const names = new StatementNames(2);
    const nameOf = (text: string) => (withStatementName({ text }, names) as { name?: string }).name;
    const first = nameOf('select 1');
    nameOf('select 2');
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 1')).toBe(first);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrate: false });
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    nameDataStatements(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.destroy();
  });

  it('prepares a data statement once per connection and reuses it with new values', async () => {
    const text = 'select $1::int + 1 as next';
    expect((await pool.query({ text, values: [1] })).rows[0].next).toBe(2);
    expect((await pool.query({ text, values: [41] })).rows[0].next).toBe(42);
    const prepared = await pool.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    expect(prepared.rows.map((row) => row.statement)).toEqual([text]);
  });
});
