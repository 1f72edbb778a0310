/** What the uploads feature offers the rest of the server: whether an address is a stored image. */
export { isStoredImage } from './stored-image.js';
