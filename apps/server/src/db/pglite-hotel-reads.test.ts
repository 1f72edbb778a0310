import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteHotelReadsDb } from './pglite-hotel-reads.js';
import { queryRows } from './database.js';
import { hotels } from './schema.js';

describe('the catalogue reads on PGlite', () => {
  let pglite: PGlite;
  let catalogue: ReturnType<typeof pgliteHotelReadsDb>;

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(`create table hotels (id serial primary key, name text not null);
      insert into hotels (name) values ('Before');`);
    catalogue = pgliteHotelReadsDb(pglite);
  });
  afterAll(async () => {
    await catalogue.close();
    await pglite.close();
  });

  it('run as named statements, prepared once in the session', async () => {
    const byName = () =>
      catalogue.db
        .select({ name: hotels.name })
        .from(hotels)
        .where(sql`${hotels.id} = ${sql.placeholder('id')}`);
    for (let run = 0; run < 3; run += 1) {
      expect(await byName().prepare('hotel_name').execute({ id: 1 })).toEqual([{ name: 'Before' }]);
    }
    const prepared = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(prepared.rows[0]!.n).toBe(1);
  });

  it('are planned once for any values (a generic plan), and leave the session as it was', async () => {
    const byId = catalogue.db
      .select({ name: hotels.name })
      .from(hotels)
      .where(sql`${hotels.id} = ${sql.placeholder('id')}`)
      .prepare('hotel_by_id');
    for (let id = 1; id <= 3; id += 1) await byId.execute({ id });
    const plans = await pglite.query<{ generic: number; custom: number }>(
      `select generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where name = 'hotel_by_id'`,
    );
    expect(plans.rows).toEqual([{ generic: 3, custom: 0 }]);
    const mode = await pglite.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(mode.rows[0]!.plan_cache_mode).toBe('auto');
  });

  it('wait for an open transaction to end and never run inside it', async () => {
    let readDuringTransaction: Promise<{ name: string }[]> | undefined;
    await pglite
      .transaction(async (tx) => {
        await tx.query(`update hotels set name = 'Uncommitted' where id = 1`);
        readDuringTransaction = queryRows<{ name: string }>(
          catalogue.db,
          sql`select name from hotels where id = 1`,
        );
        // Give the read every chance to run now, inside the transaction, were it able to.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    expect(await readDuringTransaction).toEqual([{ name: 'Before' }]);
  });
});
