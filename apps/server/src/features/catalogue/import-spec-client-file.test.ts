import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { hotelFileEntries } from '../hotels/index.js';
import { writeSampleImages } from '../../test/catalogue-files.js';
import { comparableHotel, expectedHotel } from '../../test/catalogue-in-the-wild.js';
import { specClientCatalogue } from '../../test/spec-client-catalogue.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';
import { runCatalogueCommand } from './catalogue-command.js';

const HOTELS = 200;

describe.each(TEST_DRIVERS)(
  "npm run import of the spec client's 200-hotel file, on %s",
  (driver) => {
    let folder: string;
    let env: NodeJS.ProcessEnv;
    let postgres: TestDatabase | undefined;
    const records = specClientCatalogue(HOTELS);
    const output = { stdout: '', stderr: '' };
    let code: number;

    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'staylane-spec-file-'));
      await writeSampleImages(folder);
      await writeFile(path.join(folder, 'HotelDataBase.json'), JSON.stringify(records));
      env = { DATA_DIR: path.join(folder, 'data') };
      if (driver === 'postgres') {
        postgres = await createTestDatabase('postgres', { migrate: false });
        await postgres.close();
        env.DATABASE_URL = postgres.url;
      }
      code = await runCatalogueCommand(['import', 'HotelDataBase.json'], env, {
        cwd: folder,
        stdout: { write: (text: string) => (output.stdout += text) },
        stderr: { isTTY: false, columns: 100, write: (text: string) => (output.stderr += text) },
      });
    }, 240_000);
    afterAll(async () => {
      await postgres?.destroy();
      await rm(folder, { recursive: true, force: true });
    });

    it('imports all 200 hotels and says which were given a HotelId and which rooms took defaults', () => {
      expect(output.stdout).toMatch(/^Imported 200 new hotels, updated 0, rejected 0\.\n/);
      expect(code).toBe(0);
      const withoutId = records.filter((record) => !record.HotelId).length;
      expect(output.stdout).toContain(`${withoutId} hotels had no HotelId and were given one.`);
      const rooms = records.reduce((sum, record) => sum + record.Rooms.length, 0);
      expect(output.stdout).toContain(`${rooms} new rooms have no Units: 1 unit each`);
      expect(output.stdout).toContain(
        `${rooms} new rooms have no MaxGuests: each sleeps 2 guests.`,
      );
    });

    it('keeps every field of every hotel', async () => {
      const database = await openDatabase({
        dataDir: env.DATA_DIR!,
        databaseUrl: env.DATABASE_URL,
      });
      try {
        const file = await hotelFileEntries(database.db);
        expect(file).toHaveLength(HOTELS);
        for (const [index, record] of records.entries()) {
          expect(comparableHotel(file[index]!), String(record.HotelName)).toEqual(
            expectedHotel(record),
          );
        }
      } finally {
        await database.close();
      }
    });
  },
);
