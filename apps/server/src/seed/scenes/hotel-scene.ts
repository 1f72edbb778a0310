/**
 * A hotel seen from outside: a building of one of six kinds, in one of five settings, at one
 * of six times of day, in its own colours. A scene is described first (kind, setting, time,
 * colours: what tests compare) and then drawn from its description and its seed.
 */
import { createRandom } from '../random.js';
import { chalet, modern, villa } from './buildings-low.js';
import { classic, resort, tower } from './buildings-tall.js';
import type { Facade } from './facade.js';
import { backdrop, foreground, type Setting, SETTINGS, type Stage } from './settings.js';
import { LIGHTS, skyLayer, TIMES_OF_DAY, type TimeOfDay } from './sky.js';
import { svgDocument, type SvgSize } from './svg.js';

export const BUILDINGS = ['tower', 'classic', 'resort', 'chalet', 'villa', 'modern'] as const;
export type Building = (typeof BUILDINGS)[number];

const DRAW: Record<Building, (facade: Facade) => string> = {
  tower,
  classic,
  resort,
  chalet,
  villa,
  modern,
};

/** Buildings that look at home in each setting (no chalet on the beach). */
export const FITTING: Record<Setting, readonly Building[]> = {
  sea: ['resort', 'tower', 'villa', 'modern'],
  city: ['classic', 'tower', 'modern'],
  mountains: ['chalet', 'resort', 'modern'],
  pool: ['modern', 'villa', 'resort', 'tower'],
  countryside: ['classic', 'chalet', 'villa'],
};

const WALLS: Record<Building, readonly string[]> = {
  tower: ['#7f97b2', '#5d7386', '#9aa9b5', '#6c8a96'],
  classic: ['#efe1c6', '#e7d3b5', '#f2ead9', '#e0c9a6'],
  resort: ['#f7f3ea', '#fbf6ee', '#f1e7d8'],
  chalet: ['#9a6a40', '#7e5330', '#a8764a'],
  villa: ['#f8f4ec', '#f3e6d2', '#fbefe4', '#f0dcc8'],
  modern: ['#e9ecef', '#d9dde2', '#f4f4f2'],
};
const ACCENTS = ['#1f4e79', '#7a2e2e', '#2e6b4f', '#b4562a', '#5b3f8c', '#23395d', '#2a7f9e'];
const TRIMS = ['#d8d2c4', '#c9c1b0', '#e8e4da', '#b9b2a4'];
const GLASS = ['#35506b', '#2c4a5e', '#3d5a73', '#4a6278'];

export interface HotelSceneSpec {
  building: Building;
  setting: Setting;
  time: TimeOfDay;
  wall: string;
  accent: string;
  /** Everything else (positions, clouds, lit windows) follows from this. */
  seed: number;
}

/** A scene for `seed`, with any of its parts fixed by `fixed`. */
export function describeHotelScene(
  seed: number,
  fixed: Partial<Omit<HotelSceneSpec, 'seed'>> = {},
): HotelSceneSpec {
  const random = createRandom(seed);
  const setting = fixed.setting ?? random.pick(SETTINGS);
  const building = fixed.building ?? random.pick(FITTING[setting]);
  return {
    building,
    setting,
    time: fixed.time ?? random.pick(TIMES_OF_DAY),
    wall: fixed.wall ?? random.pick(WALLS[building]),
    accent: fixed.accent ?? random.pick(ACCENTS),
    seed,
  };
}

export const VIEW = { width: 1200, height: 800 };

export function drawHotelScene(spec: HotelSceneSpec, size: SvgSize = VIEW): string {
  const random = createRandom(spec.seed * 7919 + 17);
  const light = LIGHTS[spec.time];
  const stage: Stage = { random, light, ...VIEW, horizon: 470, ground: 650 };
  const facade: Facade = {
    random,
    light,
    setting: spec.setting,
    cx: VIEW.width / 2 + random.int(-110, 110),
    ground: stage.ground,
    wall: spec.wall,
    trim: random.pick(TRIMS),
    accent: spec.accent,
    glass: random.pick(GLASS),
  };
  const body =
    skyLayer(random, light, VIEW.width, stage.horizon) +
    backdrop(spec.setting, stage) +
    DRAW[spec.building](facade) +
    foreground(spec.setting, stage);
  return svgDocument(body, { ...size, viewWidth: VIEW.width, viewHeight: VIEW.height });
}
