/**
 * Stored images in the widths a page needs. Every image Staylane stores (`/uploads/<hash>.jpg`
 * or `.png`, up to 1600 px) is also served as WebP at each of IMAGE_WIDTHS, made by the server
 * the first time one is asked for: a phone showing a photo 400 px wide downloads ~25 KB
 * instead of the 1600 px original (Lighthouse: LCP on the hotel page).
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The content-hash name the server gives every image it stores (`<32 hex>.png|jpg`). */
const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.(?:png|jpg)$/;
const UPLOADS = '/uploads/';

/** Whether `name` is one the server gives a stored image: nothing else is ever read from disk. */
export const isStoredImageName = (name: string) => STORED_IMAGE_NAME.test(name);

/** The name in a stored image's own address (`/uploads/<name>`), else undefined. */
function storedImageName(address: string): string | undefined {
  const name = address.startsWith(UPLOADS) ? address.slice(UPLOADS.length) : '';
  return isStoredImageName(name) ? name : undefined;
}

/** `/uploads/w/<width>/<name>` for a stored image, else undefined (any other address). */
export function imageVariant(address: string, width: ImageWidth): string | undefined {
  const name = storedImageName(address);
  return name ? `${UPLOADS}w/${width}/${name}` : undefined;
}

/** A `srcset` over every width of a stored image, or undefined for any other address. */
export function imageSrcSet(address: string): string | undefined {
  if (!storedImageName(address)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariant(address, width)} ${width}w`).join(', ');
}

/**
 * How wide the hotel page shows its photos (hotel-detail-page.tsx), in CSS pixels: the page
 * is at most 80rem wide with 1.5rem sides (1rem below 640 px), and from 1024 px the photo
 * shares it with the 22rem booking panel and a 2rem gap, so at most 848 px. The browser
 * multiplies this by the screen's density to pick a width: saying less than the real width
 * (as "60vw" did) makes it pick a file too small, and the photo blurry. The page and the
 * server's preload of the first photo must give the same sizes, or the browser fetches two files.
 */
export const HOTEL_PHOTO_SIZES =
  '(min-width: 1280px) 848px, (min-width: 1024px) calc(100vw - 432px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
