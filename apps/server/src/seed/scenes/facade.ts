/**
 * What every building drawing receives, and the window grid they share: each window is lit
 * or dark by the time of day (sky.ts), so a night scene shows a hotel with its lights on.
 */
import type { Random } from '../random.js';
import type { Setting } from './settings.js';
import { type Light, lit, windowColor } from './sky.js';
import { rect } from './svg.js';

export interface Facade {
  random: Random;
  light: Light;
  setting: Setting;
  /** Where the building's middle stands, on `ground`. */
  cx: number;
  ground: number;
  wall: string;
  trim: string;
  accent: string;
  glass: string;
}

export interface Grid {
  left: number;
  top: number;
  columns: number;
  rows: number;
  /** The distance from one window to the next, and a window's own size. */
  stepX: number;
  stepY: number;
  w: number;
  h: number;
  rx?: number;
}

export function windowGrid(f: Facade, grid: Grid): string {
  let parts = '';
  const round = grid.rx ? ` rx="${grid.rx}"` : '';
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const x = grid.left + column * grid.stepX;
      const y = grid.top + row * grid.stepY;
      parts += rect(x, y, grid.w, grid.h, windowColor(f.random, f.light, f.glass), round);
    }
  }
  return parts;
}

/** The wall colours as the light makes them look. */
export const tones = (f: Facade) => ({
  wall: lit(f.wall, f.light),
  trim: lit(f.trim, f.light),
  accent: lit(f.accent, f.light),
});

/** A shadow cast to the right of a block, so buildings stand out from the backdrop. */
export const shadow = (left: number, top: number, w: number, h: number) =>
  rect(left + 14, top + 14, w, h, '#000000', ' opacity="0.16"');
