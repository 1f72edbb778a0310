/**
 * What `npm run import` and `npm run export` print is safe on the operator's terminal: text
 * from the file (a hotel's name, its HotelId, an image path, JSON that does not parse) has its
 * control characters written out as escapes, while the database keeps the name as given. And an
 * images folder from elsewhere cannot lead the import out of it through a symbolic link.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { hotels } from '../../db/schema.js';
import { solidImage, writeSampleImages } from '../../test/catalogue-files.js';
import { runCatalogueCommand } from './catalogue-command.js';
import { describeExport } from './export-catalogue.js';

/** Erase the screen, an OSC 8 link whose target is not its text, BEL, CSI as one C1 character, a right-to-left override, and a forged line. */
const HOSTILE_NAME =
  'Casa\x1b[2J\x1b]8;;https://evil.example\x07Azul\x1b]8;;\x07\u009b31m\u202eluzA\r\nImported 9 new hotels';
const HOSTILE_NAME_SHOWN =
  'Casa\\x1b[2J\\x1b]8;;https://evil.example\\x07Azul\\x1b]8;;\\x07\\x9b31m\\u{202e}luzA\\x0d\\x0aImported 9 new hotels';
/** Every character a terminal acts on, but the line ends the CLI writes itself. */
// eslint-disable-next-line no-control-regex -- matching controls is the point
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

function capture(isTTY: boolean) {
  const output = { stdout: '', stderr: '' };
  const io = (cwd: string) => ({
    cwd,
    stdout: { write: (text: string) => (output.stdout += text) },
    stderr: { isTTY, columns: 200, write: (text: string) => (output.stderr += text) },
  });
  return { output, io };
}

const hotel = (fields: Record<string, unknown>) => ({
  loc_City: 'Lima',
  loc_Country: 'Peru',
  Rooms: [{ RoomName: 'Double', OriginalPricePerNight: 80, Units: 1, MaxGuests: 2 }],
  ...fields,
});

describe('what the import and export CLI prints from a file', () => {
  let folder: string;
  let outside: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-cli-output-'));
    outside = await mkdtemp(path.join(tmpdir(), 'staylane-cli-outside-'));
    await writeSampleImages(folder);
    // A real image outside the images folder, reached by a link to it and a link to its folder.
    await writeFile(path.join(outside, 'secret.png'), await solidImage('png', '#8e44ad'));
    await symlink(path.join(outside, 'secret.png'), path.join(folder, 'linked.png'));
    await symlink(outside, path.join(folder, 'linked-folder'));
    await writeFile(
      path.join(folder, 'hotels.json'),
      JSON.stringify([
        hotel({ HotelName: HOSTILE_NAME, HotelId: 'ESC-1', FrontImg: 'front.png' }),
        hotel({ HotelName: 'Ring\x07', HotelId: 'BEL\x1b[8m', FrontImg: 'gone\x1b[31m.png' }),
        hotel({ HotelName: 'Linked File', HotelId: 'LF-1', FrontImg: 'linked.png' }),
        hotel({
          HotelName: 'Linked Folder',
          HotelId: 'LD-1',
          FrontImg: 'front.png',
          Rooms: [
            { RoomName: 'Double', OriginalPricePerNight: 80, RoomImg: 'linked-folder/secret.png' },
          ],
        }),
        hotel({ HotelName: 'Plain', HotelId: 'PL-1', FrontImg: 'front.png' }),
      ]),
    );
    env = { DATA_DIR: path.join(folder, 'data') };
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('escapes the file’s control characters in every line, and stores the name as given', async () => {
    const { output, io } = capture(false);
    expect(await runCatalogueCommand(['import', 'hotels.json'], env, io(folder))).toBe(1);

    expect(output.stdout).not.toMatch(TERMINAL_CONTROL);
    expect(output.stderr).not.toMatch(TERMINAL_CONTROL);
    expect(output.stdout.split('\n')).toEqual([
      'Imported 2 new hotels, updated 0, rejected 3.',
      `  #2 "Ring\\x07" (BEL\\x1b[8m): FrontImg "gone\\x1b[31m.png": no such file in ${folder}`,
      '  #3 "Linked File" (LF-1): FrontImg "linked.png": a symbolic link leads outside the images folder',
      '  #4 "Linked Folder" (LD-1): Room 1: RoomImg "linked-folder/secret.png": a symbolic link leads outside the images folder',
      '',
    ]);
    expect(output.stderr.split('\n')[0]).toBe(`[1/5] #1 "${HOSTILE_NAME_SHOWN}" (ESC-1) imported`);
    expect(output.stderr).toContain('[5/5] #5 "Plain" (PL-1) imported');

    const database = await openDatabase({ dataDir: env.DATA_DIR! });
    try {
      const [stored] = await database.db
        .select({ name: hotels.name })
        .from(hotels)
        .where(eq(hotels.hotelCode, 'ESC-1'));
      expect(stored?.name).toBe(HOSTILE_NAME);
    } finally {
      await database.close();
    }
  });

  it('draws its progress bar on a terminal with no control character but its own', async () => {
    const { output, io } = capture(true);
    await runCatalogueCommand(['import', 'hotels.json'], env, io(folder));
    // The bar redraws its line with CR and "erase line", and ends it with a line feed.
    expect(output.stderr.replaceAll('\r\x1b[K', '')).not.toMatch(TERMINAL_CONTROL);
    expect(output.stdout).not.toMatch(TERMINAL_CONTROL);
    expect(output.stdout).toContain('"Ring\\x07" (BEL\\x1b[8m)');
  });

  it('escapes what JSON.parse quotes from a file that is not JSON', async () => {
    await writeFile(path.join(folder, 'broken.json'), '[\x1b]8;;https://evil.example\x07 1]');
    const { output, io } = capture(false);
    expect(await runCatalogueCommand(['import', 'broken.json'], env, io(folder))).toBe(1);
    expect(output.stderr).toContain('is not JSON');
    expect(output.stderr).not.toMatch(TERMINAL_CONTROL);
    expect(output.stderr).toContain('\\x1b');
  });

  it('escapes image addresses from the database in the export’s summary', () => {
    const text = describeExport({
      file: '/backup/HotelDataBase.json',
      hotels: 1,
      rooms: 1,
      reviews: 0,
      images: 0,
      missingImages: ['/uploads/\x1b]0;pwned\x07.png'],
    });
    expect(text).not.toMatch(TERMINAL_CONTROL);
    expect(text.split('\n').at(-1)).toBe('  /uploads/\\x1b]0;pwned\\x07.png');
  });
});
