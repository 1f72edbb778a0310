/**
 * Whether an address names an image this server stored. Profile pictures and hotel images must
 * be such addresses, never an arbitrary URL (a tracking pixel, or a script host).
 */
import { storedNameOf, type ImageStore } from '../../storage/storage.js';

export async function isStoredImage(store: ImageStore, address: string): Promise<boolean> {
  const name = storedNameOf(address);
  return name !== undefined && (await store.has(name));
}
