/**
 * Runs once before the web tests: a file that calls `vi.mock` while sharing its worker's modules
 * would see its mock ignored, or leave it to the files after it, so it must be listed to run
 * isolated (vitest.shared.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FRESH_MODULE_TESTS } from '../../vitest.shared';

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');

export default async function setup() {
  const unlisted: string[] = [];
  const files = await readdir(path.join(WEB_ROOT, 'src'), { recursive: true });
  for (const file of files.filter((name) => /\.test\.tsx?$/.test(name))) {
    const relative = ['src', ...file.split(path.sep)].join('/');
    if (FRESH_MODULE_TESTS.includes(relative)) continue;
    if ((await readFile(path.join(WEB_ROOT, 'src', file), 'utf8')).includes('vi.mock(')) {
      unlisted.push(relative);
    }
  }
  if (unlisted.length > 0) {
    throw new Error(
      `these web test files call vi.mock but are not in FRESH_MODULE_TESTS (apps/web/vitest.shared.ts): ${unlisted.join(', ')}`,
    );
  }
}
