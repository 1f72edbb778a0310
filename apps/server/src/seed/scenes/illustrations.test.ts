import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS } from './illustrations.js';

const webFile = (name: string) =>
  new URL(`../../../../web/src/features/home/illustrations/${name}.svg`, import.meta.url);

describe('Top Offers illustrations', () => {
  it('has a picture for each of the five offers and six destinations', () => {
    expect(Object.keys(ILLUSTRATIONS).sort()).toEqual(
      [
        ...['city-weekend', 'beach-escape', 'family-suites', 'spa-relax', 'last-minute'],
        ...['paris', 'new-york', 'tokyo', 'barcelona', 'rome', 'lisbon'],
      ].sort(),
    );
  });

  it.each(Object.entries(ILLUSTRATIONS))(
    '%s in the web app is what the scene draws, and decodes at 600×400',
    async (name, draw) => {
      const matches = (await readFile(webFile(name), 'utf8')) === `${draw()}\n`;
      expect(matches, 'run `npm run illustrations -w apps/server` after changing a scene').toBe(
        true,
      );
      const metadata = await sharp(Buffer.from(draw())).metadata();
      expect([metadata.width, metadata.height]).toEqual([600, 400]);
    },
  );
});
