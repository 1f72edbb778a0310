/**
 * The demo data's pictures: a couple of dozen scenes rendered to JPEG with sharp and stored
 * through the ImageStore exactly like uploads, then reused across hotels to keep seeding fast.
 */
import sharp from 'sharp';
import type { ImageStore } from '../lib/storage.js';
import { hotelScene, roomScene } from './scenes.js';

export const FRONT_IMAGE_COUNT = 14;
export const ROOM_IMAGE_COUNT = 10;

export interface DemoImages {
  /** Hotels seen from outside, 1200×800. */
  fronts: string[];
  /** Room interiors, 800×533. */
  rooms: string[];
}

const render = (scene: string) =>
  sharp(Buffer.from(scene)).jpeg({ quality: 80, progressive: true }).toBuffer();

// Rendering is the slow part and its output never changes: render once per process.
let rendered: Promise<{ fronts: Buffer[]; rooms: Buffer[] }> | undefined;

function renderAll() {
  rendered ??= (async () => ({
    fronts: await Promise.all(
      Array.from({ length: FRONT_IMAGE_COUNT }, (_, i) => render(hotelScene(1000 + i))),
    ),
    rooms: await Promise.all(
      Array.from({ length: ROOM_IMAGE_COUNT }, (_, i) => render(roomScene(2000 + i))),
    ),
  }))();
  return rendered;
}

export async function storeDemoImages(images: ImageStore): Promise<DemoImages> {
  const { fronts, rooms } = await renderAll();
  const store = (buffers: Buffer[]) =>
    Promise.all(buffers.map((data) => images.save({ data, format: 'jpeg' })));
  return { fronts: await store(fronts), rooms: await store(rooms) };
}
