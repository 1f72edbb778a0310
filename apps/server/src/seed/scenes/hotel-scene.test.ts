import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { frontScenes, SEASIDE_SETTINGS } from './demo-scenes.js';
import { BUILDINGS, describeHotelScene, drawHotelScene, FITTING } from './hotel-scene.js';
import { SETTINGS } from './settings.js';
import { TIMES_OF_DAY } from './sky.js';

const SMALL = { width: 300, height: 200 };
const kind = ({ building, setting, time }: { building: string; setting: string; time: string }) =>
  `${building}/${setting}/${time}`;

describe('hotel scenes', () => {
  it('draws the same scene, to the byte, for the same seed', async () => {
    const spec = describeHotelScene(42);
    expect(describeHotelScene(42)).toEqual(spec);
    expect(drawHotelScene(spec)).toBe(drawHotelScene(describeHotelScene(42)));
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        sharp(Buffer.from(drawHotelScene(spec, SMALL)))
          .jpeg()
          .toBuffer(),
      ),
    );
    expect(a!.equals(b!)).toBe(true);
  });

  it('can draw every building in every setting it fits, at every time of day', () => {
    for (const setting of SETTINGS) {
      for (const building of FITTING[setting]) {
        for (const time of TIMES_OF_DAY) {
          const svg = drawHotelScene(describeHotelScene(7, { setting, building, time }));
          expect(svg, `${building} ${setting} ${time}`).toMatch(/^<svg [^>]+>.+<\/svg>$/);
          expect(svg).not.toMatch(/NaN|undefined/);
        }
      }
    }
  });

  it('gives nine demo fronts in a row, by the sea and inland, nine different places', () => {
    const pool = frontScenes(30);
    const seaside = pool.filter((spec) => SEASIDE_SETTINGS.includes(spec.setting));
    const inland = pool.filter((spec) => !SEASIDE_SETTINGS.includes(spec.setting));
    for (const group of [seaside, inland]) {
      expect(group.length).toBeGreaterThanOrEqual(9);
      for (let start = 0; start + 9 <= group.length; start++) {
        const nine = group.slice(start, start + 9);
        expect(new Set(nine.map(kind)).size).toBe(9);
        expect(new Set(nine.map((spec) => spec.building)).size).toBeGreaterThanOrEqual(3);
        expect(new Set(nine.map((spec) => spec.time)).size).toBeGreaterThanOrEqual(4);
        expect(new Set(nine.map((spec) => drawHotelScene(spec))).size).toBe(9);
      }
    }
  });

  it('uses every building, setting and time of day across the demo fronts', () => {
    const pool = frontScenes(30);
    expect(new Set(pool.map((spec) => spec.building))).toEqual(new Set(BUILDINGS));
    expect(new Set(pool.map((spec) => spec.setting))).toEqual(new Set(SETTINGS));
    expect(new Set(pool.map((spec) => spec.time))).toEqual(new Set(TIMES_OF_DAY));
  });
});
