/**
 * Whether an address names an image this server stored. Profile pictures and hotel images must
 * be such addresses, never an arbitrary URL (a tracking pixel, or a script host).
 */
import { access } from 'node:fs/promises';
import { DiskImageStore, type ImageStore } from '../../lib/storage.js';

export async function isStoredImage(store: ImageStore, address: string): Promise<boolean> {
  if (!(store instanceof DiskImageStore)) return false;
  const file = store.fileFor(address);
  if (!file) return false;
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
