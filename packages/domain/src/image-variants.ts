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

/**
 * A stored image's address: `/uploads/<name>`, or `https://host/uploads/<name>` where the
 * server answers absolute addresses (CORS_ORIGINS set, decision 012).
 */
const STORED_IMAGE_ADDRESS = /^((?:https?:\/\/[^/?#]+)?)\/uploads\/([^/]+)$/;

/** The site and the name in a stored image's own address, else undefined. */
function storedImage(address: string): { site: string; name: string } | undefined {
  const [, site = '', name = ''] = STORED_IMAGE_ADDRESS.exec(address) ?? [];
  return isStoredImageName(name) ? { site, name } : undefined;
}

/** `/uploads/w/<width>/<name>` (on the image's own site) for a stored image, else undefined. */
export function imageVariant(address: string, width: ImageWidth): string | undefined {
  const image = storedImage(address);
  return image ? `${image.site}${UPLOADS}w/${width}/${image.name}` : undefined;
}

/** A `srcset` over every width of a stored image, or undefined for any other address. */
export function imageSrcSet(address: string): string | undefined {
  if (!storedImage(address)) return undefined;
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
