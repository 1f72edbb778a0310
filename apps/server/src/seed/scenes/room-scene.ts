/**
 * A hotel room seen from its door: back wall, side walls, floor and ceiling in perspective, a
 * window onto one of four views, and furniture in one of five layouts (a double, twin beds,
 * a suite with its lounge, a loft with a glass wall, a family room with bunks). Described
 * first, then drawn, like hotel-scene.ts.
 */
import { createRandom, type Random } from '../random.js';
import {
  armchair,
  bed,
  bunk,
  coffeeTable,
  nightstand,
  pendant,
  picture,
  plant,
  sofa,
} from './furniture.js';
import { type RoomView, VIEWS, windowView } from './room-view.js';
import { LIGHTS, type Light, TIMES_OF_DAY, type TimeOfDay } from './sky.js';
import { mix, poly, rect, shade, svgDocument, type SvgSize } from './svg.js';

export const ROOM_LAYOUTS = ['double', 'twin', 'suite', 'loft', 'family'] as const;
export type RoomLayout = (typeof ROOM_LAYOUTS)[number];
export const WALL_FINISHES = ['plain', 'panelled', 'striped', 'wood'] as const;
export type WallFinish = (typeof WALL_FINISHES)[number];

export interface RoomSceneSpec {
  layout: RoomLayout;
  view: RoomView;
  finish: WallFinish;
  time: TimeOfDay;
  wall: string;
  blanket: string;
  seed: number;
}

const WALLS = [
  '#efe6d8',
  '#dfe9e3',
  '#f3e3d3',
  '#e4e0ef',
  '#f6efe0',
  '#d9e4ec',
  '#f2dcd2',
  '#e8e8e2',
];
const BLANKETS = [
  '#2f5d8a',
  '#b5523b',
  '#4f7d5c',
  '#c9a227',
  '#6b4c8a',
  '#2b7a78',
  '#9a3b5a',
  '#39424e',
];
const FLOORS = ['#a4764a', '#8b5e3c', '#c49a6c', '#6f4e37', '#b9b1a6'];
// Rooms are shown lit: deep night makes a room photo too dark to read.
const ROOM_TIMES = TIMES_OF_DAY.filter((time) => time !== 'night');

export function describeRoomScene(
  seed: number,
  fixed: Partial<Omit<RoomSceneSpec, 'seed'>> = {},
): RoomSceneSpec {
  const random = createRandom(seed);
  return {
    layout: fixed.layout ?? random.pick(ROOM_LAYOUTS),
    view: fixed.view ?? random.pick(VIEWS),
    finish: fixed.finish ?? random.pick(WALL_FINISHES),
    time: fixed.time ?? random.pick(ROOM_TIMES),
    wall: fixed.wall ?? random.pick(WALLS),
    blanket: fixed.blanket ?? random.pick(BLANKETS),
    seed,
  };
}

// The back wall; the side walls, floor and ceiling run from its corners to the frame's.
const BACK = { left: 170, right: 1030, top: 90, floor: 560 };
const W = 1200;
const H = 800;

function shell(spec: RoomSceneSpec, floor: string): string {
  const wall = spec.wall;
  const { left, right, top, floor: foot } = BACK;
  const finish =
    spec.finish === 'panelled'
      ? rect(left, foot - 170, right - left, 170, shade(wall, -0.08)) +
        rect(left, foot - 174, right - left, 6, shade(wall, 0.4))
      : spec.finish === 'striped'
        ? `<line x1="${left}" y1="${(top + foot) / 2}" x2="${right}" y2="${(top + foot) / 2}" stroke="${shade(wall, -0.07)}" stroke-width="${foot - top}" stroke-dasharray="22 22"/>`
        : spec.finish === 'wood'
          ? `<line x1="${left}" y1="${(top + foot) / 2}" x2="${right}" y2="${(top + foot) / 2}" stroke="${mix(wall, '#8b5e3c', 0.5)}" stroke-width="${foot - top}" stroke-dasharray="58 4"/>`
          : '';
  const planks = Array.from({ length: 11 }, (_, i) => {
    const back = left + ((right - left) / 10) * i;
    const front = (W / 10) * i;
    return `<line x1="${back}" y1="${foot}" x2="${front}" y2="${H}" stroke="${shade(floor, -0.2)}" stroke-width="3"/>`;
  }).join('');
  return [
    rect(0, 0, W, H, shade(wall, -0.12)),
    poly(
      [
        [0, 0],
        [W, 0],
        [right, top],
        [left, top],
      ],
      shade(wall, 0.35),
    ),
    rect(left, top, right - left, foot - top, wall),
    finish,
    poly(
      [
        [left, foot],
        [right, foot],
        [W, H],
        [0, H],
      ],
      floor,
    ),
    planks,
    poly(
      [
        [0, 0],
        [left, top],
        [left, foot],
        [0, H],
      ],
      shade(wall, -0.1),
    ),
    poly(
      [
        [W, 0],
        [right, top],
        [right, foot],
        [W, H],
      ],
      shade(wall, -0.16),
    ),
  ].join('');
}

function pane(
  random: Random,
  spec: RoomSceneSpec,
  light: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  curtains: boolean,
): string {
  const frame = shade(spec.wall, -0.3);
  const fabric = shade(spec.blanket, 0.4);
  return [
    rect(x - 10, y - 10, w + 20, h + 20, frame),
    windowView(random, spec.view, light, { x, y, w, h }),
    rect(x + w / 2 - 4, y, 8, h, frame),
    curtains
      ? rect(x - 50, y - 24, 52, h + 60, fabric) + rect(x + w - 2, y - 24, 52, h + 60, fabric)
      : '',
  ].join('');
}

function furnish(random: Random, spec: RoomSceneSpec, light: Light, wood: string): string {
  const foot = BACK.floor;
  const lampsOn = light.dim > 0.2;
  const frame = shade(wood, -0.25);
  const blanket = spec.blanket;
  switch (spec.layout) {
    case 'double': {
      const bedX = random.int(260, 400);
      const windowLeft = bedX < 330;
      const wx = windowLeft ? bedX + 380 : 200;
      return [
        pane(random, spec, light, Math.min(wx, 840), 150, 170, 220, true),
        picture(bedX + 100, 200, 160, 110, frame, shade(blanket, 0.2)),
        nightstand(bedX - 100, foot, wood, lampsOn),
        nightstand(bedX + 390, foot, wood, lampsOn),
        bed({ x: bedX, w: 360, floor: foot, frame, blanket }),
      ].join('');
    }
    case 'twin':
      return [
        pane(random, spec, light, 520, 140, 160, 200, true),
        bed({ x: 250, w: 200, floor: foot, frame, blanket }),
        nightstand(565, foot, wood, lampsOn),
        bed({ x: 750, w: 200, floor: foot, frame, blanket }),
        plant(1080, 730, 220),
      ].join('');
    case 'suite':
      return [
        pane(random, spec, light, 640, 130, 300, 250, true),
        bed({ x: 260, w: 260, floor: foot, frame, blanket: shade(blanket, 0.2) }),
        sofa(330, 790, 420, blanket),
        coffeeTable(890, 760, wood),
        armchair(1030, 780, shade(blanket, 0.3)),
        plant(130, 700, 240),
      ].join('');
    case 'loft': {
      const panes = [0, 1, 2, 3]
        .map((i) =>
          pane(random, spec, light, BACK.left + 20 + i * 210, BACK.top + 20, 190, 420, false),
        )
        .join('');
      return [
        panes,
        pendant(420, 120, lampsOn),
        pendant(780, 160, lampsOn),
        bed({ x: 380, w: 400, floor: foot + 30, frame: shade(wood, -0.4), blanket }),
        plant(1100, 760, 260),
      ].join('');
    }
    case 'family':
      return [
        pane(random, spec, light, 240, 150, 180, 210, true),
        bed({ x: 420, w: 320, floor: foot, frame, blanket }),
        bunk(790, foot, wood, [shade(blanket, 0.3), random.pick(BLANKETS)]),
      ].join('');
  }
}

export function drawRoomScene(
  spec: RoomSceneSpec,
  size: SvgSize = { width: W, height: H },
): string {
  const random = createRandom(spec.seed * 104_729 + 3);
  const light = LIGHTS[spec.time];
  const wood = random.pick(FLOORS);
  const body = shell(spec, wood) + furnish(random, spec, light, shade(wood, -0.1));
  return svgDocument(body, { ...size, viewWidth: W, viewHeight: H });
}
