/**
 * Where a hotel stands: what is behind it (between the sky and the building) and what is in
 * front of it (between the building and the bottom edge), for each setting.
 */
import type { Random } from '../random.js';
import { cypress, lounger, palm, parasol, pine, roundTree, streetLamp } from './props.js';
import { type Light, lit } from './sky.js';
import { ellipse, mix, poly, rect, shade, vertical } from './svg.js';

export const SETTINGS = ['sea', 'city', 'mountains', 'pool', 'countryside'] as const;
export type Setting = (typeof SETTINGS)[number];

export interface Stage {
  random: Random;
  light: Light;
  width: number;
  height: number;
  /** Where the sky meets the land or the sea, and where the hotel stands. */
  horizon: number;
  ground: number;
}

function sea({ random, light, width, horizon, ground }: Stage): string {
  const deep = lit('#1f5f8f', light);
  const defs = `<defs>${vertical('water', [
    [0, mix(light.horizon, '#4aa3d0', 0.45)],
    [1, deep],
  ])}</defs>`;
  const glitter = Array.from({ length: 9 }, (_, i) =>
    rect(
      random.int(0, width - 160),
      horizon + 10 + i * 16,
      random.int(40, 160),
      3,
      '#ffffff',
      ' opacity="0.3"',
    ),
  ).join('');
  const boat = random.chance(0.6)
    ? poly(
        [
          [width * 0.2, horizon + 22],
          [width * 0.2 + 60, horizon + 22],
          [width * 0.2 + 50, horizon + 32],
          [width * 0.2 + 8, horizon + 32],
        ],
        lit('#f7f7f7', light),
      ) +
      poly(
        [
          [width * 0.2 + 30, horizon - 40],
          [width * 0.2 + 30, horizon + 20],
          [width * 0.2 + 6, horizon + 20],
        ],
        lit('#ffffff', light),
      )
    : '';
  return defs + rect(0, horizon, width, ground - horizon + 2, 'url(#water)') + glitter + boat;
}

function skyline({ random, light, width, horizon, ground }: Stage): string {
  const color = mix(light.top, '#2a3446', 0.55);
  let x = -20;
  let parts = '';
  while (x < width) {
    const w = random.int(50, 120);
    const h = random.int(90, 300);
    const top = horizon + 60 - h;
    parts += rect(x, top, w, ground - top, shade(color, random.next() * 0.15));
    for (let wy = top + 14; wy < ground - 30; wy += 24) {
      for (let wx = x + 10; wx < x + w - 14; wx += 20) {
        if (random.chance(light.night ? 0.45 : 0.18))
          parts += rect(wx, wy, 8, 11, light.night ? '#ffd98a' : shade(color, 0.25));
      }
    }
    x += w + random.int(2, 16);
  }
  return parts;
}

function mountains({ random, light, width, horizon, ground }: Stage): string {
  const ranges = [0, 1]
    .map((layer) => {
      const color = lit(layer === 0 ? '#7b8fb0' : '#5a6f8c', light);
      let points: [number, number][] = [[0, horizon + 30]];
      let snow = '';
      for (let x = -80; x < width + 160; x += random.int(220, 340)) {
        const peak = horizon - random.int(140, 300) + layer * 90;
        points = [...points, [x + 110, peak], [x + 220, horizon - random.int(20, 90) + layer * 60]];
        snow += poly(
          [
            [x + 70, peak + 60],
            [x + 110, peak],
            [x + 150, peak + 60],
            [x + 122, peak + 48],
            [x + 100, peak + 66],
          ],
          lit('#f4f8fb', light),
        );
      }
      return poly([...points, [width, horizon + 30]], color) + snow;
    })
    .join('');
  const forest = Array.from({ length: 26 }, (_, i) =>
    pine(
      i * 48 + random.int(-10, 10),
      horizon + 60 + random.int(0, 20),
      random.int(70, 110),
      lit('#2e5e3a', light),
    ),
  ).join('');
  return ranges + rect(0, horizon + 40, width, ground - horizon, lit('#6f9a58', light)) + forest;
}

function hills({ random, light, width, horizon, ground }: Stage, vines: boolean): string {
  const far = ellipse(width * 0.3, horizon + 40, width * 0.5, 90, lit('#8fb07a', light));
  const near = ellipse(width * 0.85, horizon + 60, width * 0.45, 110, lit('#7aa062', light));
  const field = rect(0, horizon + 40, width, ground - horizon, lit('#86a868', light));
  const rows = vines
    ? Array.from({ length: 7 }, (_, i) =>
        rect(0, horizon + 70 + i * 16, width, 4, lit('#5f7f46', light), ' opacity="0.7"'),
      ).join('')
    : '';
  const trees = Array.from({ length: 7 }, () =>
    cypress(
      random.int(0, width),
      horizon + random.int(40, 70),
      random.int(80, 130),
      lit('#2f5a35', light),
    ),
  ).join('');
  return far + near + field + rows + trees;
}

/** What stands behind the hotel. */
export function backdrop(setting: Setting, stage: Stage): string {
  if (setting === 'sea') return sea(stage);
  if (setting === 'city') return skyline(stage);
  if (setting === 'mountains') return mountains(stage);
  return hills(stage, setting === 'countryside');
}

/** What is in front of the hotel, from `ground` to the bottom edge. */
export function foreground(setting: Setting, stage: Stage): string {
  const { random, light, width, height, ground } = stage;
  const depth = height - ground;
  if (setting === 'sea') {
    return (
      rect(0, ground - 6, width, depth + 6, lit('#e9d3a0', light)) +
      rect(0, ground + depth * 0.55, width, depth, lit('#dcc38a', light)) +
      parasol(width * 0.16, height - 30, '#e2574c') +
      parasol(width * 0.84, height - 24, '#2f8fc9') +
      palm(40, height, random.int(240, 300), lit('#2f7d3a', light)) +
      palm(width - 50, height, random.int(220, 290), lit('#2f7d3a', light))
    );
  }
  if (setting === 'city') {
    const lamps = [0.12, 0.38, 0.62, 0.88]
      .map((x) => streetLamp(width * x, ground + 24, light.night))
      .join('');
    return (
      rect(0, ground - 4, width, 30, lit('#c9c3b8', light)) +
      rect(0, ground + 26, width, depth, lit('#4a4f57', light)) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => rect(i * 220 + 40, ground + 76, 110, 8, lit('#e8e2cf', light)))
        .join('') +
      lamps +
      roundTree(width * 0.04, ground + 26, 170, lit('#4f8a46', light)) +
      roundTree(width * 0.96, ground + 26, 190, lit('#4f8a46', light))
    );
  }
  if (setting === 'pool') {
    const deck = lit('#efe6d6', light);
    const water = light.night ? '#2ab7c9' : lit('#46c8dc', light);
    const ripples = Array.from({ length: 6 }, (_, i) =>
      rect(
        width * 0.2 + random.int(0, 500),
        ground + 40 + i * 14,
        random.int(60, 160),
        3,
        '#ffffff',
        ' opacity="0.45"',
      ),
    ).join('');
    return (
      rect(0, ground - 6, width, depth + 6, deck) +
      rect(width * 0.14, ground + 26, width * 0.72, depth - 50, shade(deck, -0.15)) +
      rect(width * 0.15, ground + 32, width * 0.7, depth - 62, water) +
      ripples +
      lounger(width * 0.02, height - 12, '#ffffff') +
      lounger(width * 0.88, height - 14, '#ffffff') +
      parasol(width * 0.08, height - 16, '#f2a33a') +
      palm(width * 0.95, ground + 20, random.int(220, 280), lit('#2f7d3a', light))
    );
  }
  const grass = lit(setting === 'mountains' ? '#5f8f4a' : '#6f9a4e', light);
  const trees =
    setting === 'mountains'
      ? pine(60, height - 10, random.int(200, 260), lit('#2e5e3a', light), light.night) +
        pine(width - 70, height - 6, random.int(220, 280), lit('#2e5e3a', light), light.night)
      : cypress(50, height - 20, random.int(200, 260), lit('#2f5a35', light)) +
        roundTree(width - 80, height - 10, random.int(180, 220), lit('#5a8f42', light));
  const path = poly(
    [
      [width * 0.45, ground],
      [width * 0.55, ground],
      [width * 0.66, stage.height],
      [width * 0.34, stage.height],
    ],
    lit('#d8c7a4', light),
  );
  return rect(0, ground - 6, width, depth + 6, grass) + path + trees;
}
