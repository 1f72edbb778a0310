import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { sampleCatalogue, writeSampleImages } from '../../test/catalogue-files.js';
import { rowCounts } from '../../test/row-counts.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';
import { runCatalogueCommand, USAGE } from './catalogue-command.js';

function capture(isTTY = false) {
  const output = { stdout: '', stderr: '' };
  return {
    output,
    io: (cwd: string) => ({
      cwd,
      stdout: { write: (text: string) => (output.stdout += text) },
      stderr: { isTTY, columns: 100, write: (text: string) => (output.stderr += text) },
    }),
  };
}

describe.each(TEST_DRIVERS)('npm run import and export against %s', (driver) => {
  let folder: string;
  let env: NodeJS.ProcessEnv;
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-catalogue-cli-'));
    await writeSampleImages(folder);
    await writeFile(path.join(folder, 'hotels.json'), JSON.stringify(sampleCatalogue()));
    // As the server: PGlite files under DATA_DIR, or the PostgreSQL of DATABASE_URL.
    env = { DATA_DIR: path.join(folder, 'data') };
    if (driver === 'postgres') {
      postgres = await createTestDatabase('postgres', { migrate: false });
      await postgres.close();
      env.DATABASE_URL = postgres.url;
    }
  });
  afterAll(async () => {
    await postgres?.destroy();
    await rm(folder, { recursive: true, force: true });
  });

  it('imports a file named relative to the calling folder and prints the summary', async () => {
    const { output, io } = capture();
    const code = await runCatalogueCommand(['import', 'hotels.json'], env, io(folder));

    // Some records were rejected: the run finishes, and the exit code says so.
    expect(code).toBe(1);
    const lines = output.stdout.trim().split('\n');
    expect(lines[0]).toBe('Imported 2 new hotels, updated 0, rejected 6.');
    // Hotel Sol's room gives neither: the summary says what it got.
    expect(lines[1]).toBe(
      '1 new room has no Units: 1 unit each (change it in the admin area, Edit Hotel, step 5).',
    );
    expect(lines[2]).toBe('1 new room has no MaxGuests: each sleeps 2 guests.');
    expect(lines[3]).toBe('  #2 "No City" (NC-1): loc_City must be text');
    expect(lines).toHaveLength(9);
    // Not a terminal: one plain line per hotel on stderr.
    expect(output.stderr.split('\n')[0]).toBe('[1/8] #1 "Casa Azul" (CA-1) imported');
    expect(output.stderr).toContain('[2/8] #2 "No City" (NC-1) rejected: loc_City must be text');
    expect(output.stderr).toContain('[8/8] #8 "Hotel Sol" (42) imported');
  });

  it('updates on a second run and draws a progress bar on a terminal', async () => {
    const { output, io } = capture(true);
    await runCatalogueCommand(['import', path.join(folder, 'hotels.json')], env, io('/'));
    expect(output.stdout).toMatch(/^Imported 0 new hotels, updated 2, rejected 6\./);
    expect(output.stderr).toContain('\r\x1b[K[');
    expect(output.stderr).toMatch(/\[#{30}\] 8\/8 hotels · 0 imported, 2 updated, 6 rejected\n$/);
  });

  it('exports into a folder, and what it wrote imports into an empty data directory', async () => {
    const { output, io } = capture();
    expect(await runCatalogueCommand(['export', 'out'], env, io(folder))).toBe(0);
    expect(output.stdout).toBe(
      `Exported 2 hotels, 3 rooms, 3 reviews and 3 images to ${path.join(folder, 'out', 'HotelDataBase.json')}\n`,
    );

    const fresh = { DATA_DIR: path.join(folder, 'fresh') };
    const again = capture();
    const file = path.join(folder, 'out', 'HotelDataBase.json');
    expect(await runCatalogueCommand(['import', file], fresh, again.io(folder))).toBe(0);
    expect(again.output.stdout).toBe('Imported 2 new hotels, updated 0, rejected 0.\n');
    const database = await openDatabase({ dataDir: fresh.DATA_DIR });
    try {
      expect(await rowCounts(database.db, ['hotels', 'rooms', 'reviews'])).toEqual({
        hotels: 2,
        rooms: 3,
        reviews: 3,
      });
    } finally {
      await database.close();
    }
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveLength(2);
  });

  it('refuses wrong arguments and an unreadable file before opening the database', async () => {
    for (const argv of [
      [],
      ['copy', 'x'],
      ['import'],
      ['import', 'a.json', '--images'],
      ['export', 'out', '--images', 'x'],
    ]) {
      const { output, io } = capture();
      expect(await runCatalogueCommand(argv, env, io(folder))).toBe(2);
      expect(output.stderr).toContain(USAGE);
    }
    const { output, io } = capture();
    await writeFile(path.join(folder, 'object.json'), '{"HotelName":"One"}');
    expect(await runCatalogueCommand(['import', 'object.json'], env, io(folder))).toBe(1);
    expect(output.stderr).toContain('must hold a list of hotels');
  });
});
