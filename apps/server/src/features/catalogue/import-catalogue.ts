/**
 * `npm run import`: reads a file shaped like /DB/HotelDataBase.json into the database, hotel
 * by hotel. A bad record or an unreadable image rejects that hotel only, with the reason, and
 * never leaves part of it: its images are stored before its one transaction starts.
 */
import { readFile } from 'node:fs/promises';
import { NEW_ROOM_MAX_GUESTS, NEW_ROOM_UNITS } from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { terminalSafe } from '../../lib/terminal-text.js';
import type { ImageStore } from '../../storage/storage.js';
import {
  payloadWithImages,
  readRecord,
  recordLabel,
  type CatalogueRecord,
  type RecordImages,
} from './catalogue-record.js';
import { writeImportedHotel, type WriteOutcome } from './catalogue-writes.js';
import { ImageImporter, ImageReadError, type ImageSourceOptions } from './image-sources.js';

export type HotelOutcome =
  | { hotel: string; result: 'imported' | 'updated' }
  | { hotel: string; result: 'rejected'; reason: string };

export interface ImportSummary {
  imported: number;
  updated: number;
  rejected: { hotel: string; reason: string }[];
  /** Hotels the file gave no HotelId, with the one each was given (a later import's key). */
  givenIds: { hotel: string; hotelId: string }[];
  /** Rooms added without Units / MaxGuests, which took NEW_ROOM_UNITS / NEW_ROOM_MAX_GUESTS. */
  roomsWithoutUnits: number;
  roomsWithoutMaxGuests: number;
}

export interface ImportOptions extends ImageSourceOptions {
  /** Told after each hotel: how many are done out of how many, and how that one went. */
  onHotel?: (done: number, total: number, outcome: HotelOutcome) => void;
}

/** A file that cannot be imported at all (not JSON, not a list): nothing is written. */
export class CatalogueFileError extends Error {}

export async function readCatalogueFile(file: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogueFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CatalogueFileError(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) {
    throw new CatalogueFileError(
      `${file} must hold a list of hotels, as /DB/HotelDataBase.json does`,
    );
  }
  return parsed;
}

/** Stores every image of the record, or says which one could not be read and why. */
async function storeImages(
  importer: ImageImporter,
  record: CatalogueRecord,
): Promise<RecordImages> {
  const { images } = record;
  const one = async (address: string, label: string) => {
    try {
      return await importer.save(address);
    } catch (error) {
      if (!(error instanceof ImageReadError)) throw error;
      throw new ImageReadError(`${label} "${address}": ${error.message}`);
    }
  };
  const front = await one(images.front, 'FrontImg');
  const gallery: string[] = [];
  for (const address of images.gallery) gallery.push(await one(address, 'Gallery image'));
  const rooms: string[] = [];
  for (const [index, address] of images.rooms.entries()) {
    rooms.push(await one(address, `Room ${index + 1}: RoomImg`));
  }
  return { front, gallery, rooms };
}

async function importOne(
  db: Database,
  importer: ImageImporter,
  raw: unknown,
): Promise<(WriteOutcome & { hadHotelId: boolean }) | { result: 'rejected'; reason: string }> {
  const reading = readRecord(raw);
  if (!reading.ok) return { result: 'rejected', reason: reading.reason };
  const { record } = reading;
  let stored: RecordImages;
  try {
    stored = await storeImages(importer, record);
  } catch (error) {
    if (error instanceof ImageReadError) return { result: 'rejected', reason: error.message };
    throw error;
  }
  try {
    const written = await writeImportedHotel(db, {
      ...record,
      payload: payloadWithImages(record, stored),
    });
    return { ...written, hadHotelId: record.hotelCode !== undefined };
  } catch (error) {
    // A refusal of the hotels feature (a removed room still booked) or of the database, whose
    // driver error is the readable part of Drizzle's "Failed query: …" wrapper.
    if (error instanceof AppError) return { result: 'rejected', reason: error.message };
    const cause = (error as Error & { cause?: unknown }).cause;
    const reason = cause instanceof Error ? cause.message : (error as Error).message;
    return { result: 'rejected', reason };
  }
}

export async function importCatalogue(
  db: Database,
  store: ImageStore,
  entries: unknown[],
  options: ImportOptions,
): Promise<ImportSummary> {
  const importer = new ImageImporter(store, options);
  const summary: ImportSummary = {
    imported: 0,
    updated: 0,
    rejected: [],
    givenIds: [],
    roomsWithoutUnits: 0,
    roomsWithoutMaxGuests: 0,
  };
  for (const [index, raw] of entries.entries()) {
    const hotel = recordLabel(raw, index);
    const outcome = await importOne(db, importer, raw);
    if (outcome.result === 'rejected') {
      summary.rejected.push({ hotel, reason: outcome.reason });
      options.onHotel?.(index + 1, entries.length, { hotel, ...outcome });
      continue;
    }
    summary[outcome.result] += 1;
    if (!outcome.hadHotelId) summary.givenIds.push({ hotel, hotelId: outcome.hotelCode });
    summary.roomsWithoutUnits += outcome.defaultedUnits;
    summary.roomsWithoutMaxGuests += outcome.defaultedMaxGuests;
    options.onHotel?.(index + 1, entries.length, { hotel, result: outcome.result });
  }
  return summary;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What the file left to the import to choose, so the operator can find and change it. */
function describeChoices(summary: ImportSummary): string[] {
  const lines: string[] = [];
  const given = summary.givenIds.length;
  if (given > 0) {
    lines.push(
      `${given} ${plural(given, 'hotel had', 'hotels had')} no HotelId and ${plural(given, 'was', 'were')} given one. ` +
        'A later import finds a hotel by its HotelId: write it into the file (an export carries it) ' +
        'or that hotel is added again.',
      ...summary.givenIds.map(
        ({ hotel, hotelId }) => `  ${terminalSafe(hotel)}: HotelId ${terminalSafe(hotelId)}`,
      ),
    );
  }
  const { roomsWithoutUnits: units, roomsWithoutMaxGuests: guests } = summary;
  if (units > 0) {
    lines.push(
      `${units} new ${plural(units, 'room has', 'rooms have')} no Units: ${NEW_ROOM_UNITS} unit each ` +
        '(change it in the admin area, Edit Hotel, step 5).',
    );
  }
  if (guests > 0) {
    lines.push(
      `${guests} new ${plural(guests, 'room has', 'rooms have')} no MaxGuests: each sleeps ${NEW_ROOM_MAX_GUESTS} guests.`,
    );
  }
  return lines;
}

/** The summary printed on stdout; what came from the file is shown escaped (terminal-text.ts). */
export function describeImport(summary: ImportSummary): string {
  const lines = [
    `Imported ${summary.imported} new hotels, updated ${summary.updated}, rejected ${summary.rejected.length}.`,
    ...describeChoices(summary),
    ...summary.rejected.map(
      ({ hotel, reason }) => `  ${terminalSafe(hotel)}: ${terminalSafe(reason)}`,
    ),
  ];
  return lines.join('\n');
}
