/**
 * The demo data's pictures: a pool of hotel fronts and rooms (scenes/demo-scenes.ts) rendered
 * to JPEG with sharp and stored through the ImageStore exactly like uploads, then shared out
 * among the hotels (demo-data.ts) to keep seeding fast. They are rendered 1600 px wide, the
 * largest width the pages ask for (domain IMAGE_WIDTHS), so the gallery is sharp on a
 * high-density screen too.
 */
import type { ImageStore } from '../storage/storage.js';
import { renderCached } from './demo-image-cache.js';
import { frontScenes, roomScenes, SEASIDE_SETTINGS } from './scenes/demo-scenes.js';
import { drawHotelScene } from './scenes/hotel-scene.js';
import { drawRoomScene, ROOM_LAYOUTS, type RoomLayout } from './scenes/room-scene.js';

export const FRONT_IMAGE_COUNT = 30;
/** Every demo picture's size: 3:2, as the gallery (16:9) and the cards (4:3) crop it. */
export const DEMO_IMAGE_SIZE = { width: 1600, height: 1067 };

export interface DemoImages {
  /** Hotels seen from outside: by the sea or a pool, and inland. */
  fronts: { seaside: string[]; inland: string[] };
  /** Room interiors, by how they are furnished. */
  rooms: Record<RoomLayout, string[]>;
}

// Rendering is the slow part and its output never changes: rendered once per install and kept
// on disk (demo-image-cache.ts), read once per process.
let rendered:
  | Promise<{
      fronts: { seaside: boolean; data: Buffer }[];
      rooms: { layout: RoomLayout; data: Buffer }[];
    }>
  | undefined;

/** Every demo picture as JPEG bytes; the build calls it once to fill the cache. */
export function renderDemoImages() {
  rendered ??= (async () => ({
    fronts: await Promise.all(
      frontScenes(FRONT_IMAGE_COUNT).map(async (spec) => ({
        seaside: SEASIDE_SETTINGS.includes(spec.setting),
        data: await renderCached(drawHotelScene(spec, DEMO_IMAGE_SIZE)),
      })),
    ),
    rooms: await Promise.all(
      roomScenes().map(async (spec) => ({
        layout: spec.layout,
        data: await renderCached(drawRoomScene(spec, DEMO_IMAGE_SIZE)),
      })),
    ),
  }))();
  return rendered;
}

export async function storeDemoImages(images: ImageStore): Promise<DemoImages> {
  const { fronts, rooms } = await renderDemoImages();
  const store = (buffers: Buffer[]) =>
    Promise.all(buffers.map((data) => images.save({ data, format: 'jpeg' })));
  const seaside = await store(fronts.filter((front) => front.seaside).map((front) => front.data));
  const inland = await store(fronts.filter((front) => !front.seaside).map((front) => front.data));
  const roomsOf = (layout: RoomLayout) =>
    store(rooms.filter((room) => room.layout === layout).map((room) => room.data));
  const byLayout = await Promise.all(
    ROOM_LAYOUTS.map(async (layout) => [layout, await roomsOf(layout)] as const),
  );
  return {
    fronts: { seaside, inland },
    rooms: Object.fromEntries(byLayout) as Record<RoomLayout, string[]>,
  };
}
