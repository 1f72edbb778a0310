/**
 * The demo data's pictures: a pool of hotel fronts and rooms (scenes/demo-scenes.ts) rendered
 * to JPEG with sharp and stored through the ImageStore exactly like uploads, then shared out
 * among the hotels (demo-data.ts) to keep seeding fast. They are rendered 1600 px wide, the
 * largest width the pages ask for (domain IMAGE_WIDTHS), so the gallery is sharp on a
 * high-density screen too. Their width variants are made as they are stored, so the first
 * visitors' pages do not wait for them (decision 009).
 */
import { IMAGE_WIDTHS } from '@staylane/domain';
import { ImageVariants, variantName } from '../storage/image-variants.js';
import { storedNameOf, type ImageStore, type StoredObject } from '../storage/storage.js';
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
  // Fronts first: they are the list's and the hotel page's largest paints.
  await storeWidthVariants(images, [...seaside, ...inland, ...byLayout.flatMap(([, r]) => r)]);
  return {
    fronts: { seaside, inland },
    rooms: Object.fromEntries(byLayout) as Record<RoomLayout, string[]>,
  };
}

/**
 * Variants already made in this process, by name: the pictures are the same in every store,
 * so a second seed (tests, seed:large) copies them instead of encoding them again.
 */
const madeVariants = new Map<string, StoredObject>();

/**
 * Every width variant of the pictures at `addresses`, stored beside them. Made on first
 * request, the cards of a freshly seeded list stayed empty for 1–3 s, and the pages' largest
 * paint waited for the encoding (bench:web). One picture at a time: each already encodes its
 * widths in parallel.
 */
async function storeWidthVariants(images: ImageStore, addresses: string[]): Promise<void> {
  const variants = new ImageVariants(images);
  for (const address of addresses) {
    const name = storedNameOf(address);
    if (!name) continue;
    for (const width of IMAGE_WIDTHS) {
      const key = variantName(name, width);
      const made = madeVariants.get(key);
      if (made) {
        await images.write(key, made);
        continue;
      }
      // Reads the variant if the store has it, else makes every width of the picture.
      const variant = await variants.read(name, width);
      if (variant) madeVariants.set(key, variant);
    }
  }
}
