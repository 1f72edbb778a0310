/**
 * `npm run export`: writes the catalogue as /DB/HotelDataBase.json answers it, into
 * `<dir>/HotelDataBase.json`, with every stored image copied to `<dir>/images/` and the JSON
 * pointing at those copies by relative path, and each room's rate plans with their calendars
 * (`RatePlans`, which the public file leaves out). `npm run import -- <dir>/HotelDataBase.json`
 * on an empty data directory gives the same catalogue back.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { GALLERY_SEPARATOR, joinList, splitList } from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { terminalSafe } from '../../lib/terminal-text.js';
import { storedNameOf, writeWhole, type ImageStore } from '../../storage/storage.js';
import { hotelFileEntries } from '../hotels/index.js';
import { ratePlansForFile } from '../rates/index.js';

export const EXPORT_FILE_NAME = 'HotelDataBase.json';
const IMAGES_FOLDER = 'images';

export interface ExportSummary {
  file: string;
  hotels: number;
  rooms: number;
  reviews: number;
  images: number;
  /** Addresses the database names whose images are not in the store: left out. */
  missingImages: string[];
}

export async function exportCatalogue(
  db: Database,
  store: ImageStore,
  directory: string,
): Promise<ExportSummary> {
  const entries = await hotelFileEntries(db, 'operator');
  const plans = await ratePlansForFile(
    db,
    entries.flatMap((entry) => entry.Rooms.map((room) => Number(room.id))),
  );
  await mkdir(path.join(directory, IMAGES_FOLDER), { recursive: true });
  const copied = new Map<string, string>();
  const missing = new Set<string>();

  /** The address's relative path in the export, '' when its image is gone. */
  async function exported(address: string): Promise<string> {
    if (address === '') return '';
    const known = copied.get(address);
    if (known !== undefined) return known;
    // Read through the server's own store: the disk, PostgreSQL or an S3 bucket.
    const name = storedNameOf(address);
    const stored = name === undefined ? undefined : await store.read(name);
    if (!name || !stored) {
      missing.add(address);
      copied.set(address, '');
      return '';
    }
    const relative = `${IMAGES_FOLDER}/${name}`;
    await writeWhole(path.join(directory, relative), stored.data);
    copied.set(address, relative);
    return relative;
  }

  const hotels = [];
  for (const entry of entries) {
    const gallery: string[] = [];
    for (const address of splitList(entry.Gallery, GALLERY_SEPARATOR)) {
      gallery.push(await exported(address));
    }
    const rooms = [];
    for (const room of entry.Rooms) {
      rooms.push({
        ...room,
        RoomImg: await exported(room.RoomImg),
        RatePlans: plans.get(Number(room.id)) ?? [],
      });
    }
    hotels.push({
      ...entry,
      FrontImg: await exported(entry.FrontImg),
      Gallery: joinList(gallery, GALLERY_SEPARATOR),
      Rooms: rooms,
    });
  }

  const file = path.join(directory, EXPORT_FILE_NAME);
  await writeWhole(file, Buffer.from(`${JSON.stringify(hotels, null, 2)}\n`));
  return {
    file,
    hotels: hotels.length,
    rooms: hotels.reduce((sum, hotel) => sum + hotel.Rooms.length, 0),
    reviews: hotels.reduce((sum, hotel) => sum + hotel.Reviews.length, 0),
    images: [...copied.values()].filter(Boolean).length,
    missingImages: [...missing],
  };
}

export function describeExport(summary: ExportSummary): string {
  const lines = [
    `Exported ${summary.hotels} hotels, ${summary.rooms} rooms, ${summary.reviews} reviews and ` +
      `${summary.images} images to ${terminalSafe(summary.file)}`,
  ];
  if (summary.missingImages.length > 0) {
    lines.push(
      `Left out ${summary.missingImages.length} images missing from the image store:`,
      // Addresses come from the database, which imports and admins filled: shown escaped.
      ...summary.missingImages.map((address) => `  ${terminalSafe(address)}`),
    );
  }
  return lines.join('\n');
}
