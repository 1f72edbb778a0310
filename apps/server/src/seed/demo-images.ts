/**
 * The demo data's pictures: a pool of hotel fronts and rooms (scenes/demo-scenes.ts) rendered
 * to JPEG with sharp and stored through the ImageStore exactly like uploads, then shared out
 * among the hotels (demo-data.ts) to keep seeding fast. They are rendered 1600 px wide, the
 * largest width the pages ask for (domain IMAGE_WIDTHS), so the gallery is sharp on a
 * high-density screen too. Their width variants are stored with them, so the first visitors'
 * pages do not wait for them (decision 009).
 */
import type { ImageWidth } from '@staylane/domain';
import { VARIANT_CONTENT_TYPE, variantName } from '../storage/image-variants.js';
import { contentAddressedName, type ImageStore } from '../storage/storage.js';
import { renderCached, variantsCached } from './demo-image-cache.js';
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

/** A demo picture: its JPEG and its width variants. */
interface DemoPicture {
  data: Buffer;
  variants: Map<ImageWidth, Buffer>;
}

// Rendering and making the widths are the slow part and their output never changes: made once
// per install and kept on disk (demo-image-cache.ts), read once per process.
let rendered:
  | Promise<{
      fronts: (DemoPicture & { seaside: boolean })[];
      rooms: (DemoPicture & { layout: RoomLayout })[];
    }>
  | undefined;

/** Every demo picture with its widths; the build calls it once to fill the cache. */
export function renderDemoImages() {
  rendered ??= (async () => {
    const fronts = await Promise.all(
      frontScenes(FRONT_IMAGE_COUNT).map(async (spec) => ({
        seaside: SEASIDE_SETTINGS.includes(spec.setting),
        data: await renderCached(drawHotelScene(spec, DEMO_IMAGE_SIZE)),
      })),
    );
    const rooms = await Promise.all(
      roomScenes().map(async (spec) => ({
        layout: spec.layout,
        data: await renderCached(drawRoomScene(spec, DEMO_IMAGE_SIZE)),
      })),
    );
    // One picture at a time: each already encodes its widths in parallel, and 45 decoded
    // pictures at once would hold a quarter of a gigabyte.
    const withVariants = async <T extends { data: Buffer }>(pictures: T[]) => {
      const done: (T & DemoPicture)[] = [];
      for (const picture of pictures) {
        done.push({ ...picture, variants: await variantsCached(picture.data) });
      }
      return done;
    };
    return { fronts: await withVariants(fronts), rooms: await withVariants(rooms) };
  })();
  return rendered;
}

export async function storeDemoImages(images: ImageStore): Promise<DemoImages> {
  const { fronts, rooms } = await renderDemoImages();
  const store = (pictures: DemoPicture[]) =>
    Promise.all(pictures.map((picture) => storePicture(images, picture)));
  const seaside = await store(fronts.filter((front) => front.seaside));
  const inland = await store(fronts.filter((front) => !front.seaside));
  const byLayout = await Promise.all(
    ROOM_LAYOUTS.map(
      async (layout) =>
        [layout, await store(rooms.filter((room) => room.layout === layout))] as const,
    ),
  );
  return {
    fronts: { seaside, inland },
    rooms: Object.fromEntries(byLayout) as Record<RoomLayout, string[]>,
  };
}

/**
 * Stores a picture with every width variant beside it. Made on first request, the cards of a
 * freshly seeded list stayed empty for 1–3 s, and the pages' largest paint waited for the
 * encoding (bench:web). The widths are written first: a store that makes them on save
 * (withVariantsOnSave) then finds them there and makes none.
 */
async function storePicture(images: ImageStore, picture: DemoPicture): Promise<string> {
  const image = { data: picture.data, format: 'jpeg' as const };
  const name = contentAddressedName(image);
  await Promise.all(
    [...picture.variants].map(([width, data]) =>
      images.write(variantName(name, width), { data, contentType: VARIANT_CONTENT_TYPE }),
    ),
  );
  return images.save(image);
}
