/**
 * The home page's destinations, each drawn around its landmark in a 600×400 box: the Eiffel
 * Tower, Manhattan at night, Mount Fuji with a pagoda, the Sagrada Família by the sea, the
 * Colosseum and Lisbon's tram, hills and bridge. Shapes only, no text.
 */
import { createRandom, type Random } from '../random.js';
import { palm } from './props.js';
import { LIGHTS, type Light, lit, skyLayer, type TimeOfDay, windowColor } from './sky.js';
import { circle, ellipse, n, poly, rect, shade } from './svg.js';

const W = 600;
const H = 400;

/** The sky down to y 300, the land below it in `land`, then the landmark. */
function scene(
  seed: number,
  time: TimeOfDay,
  land: string,
  draw: (random: Random, light: Light) => string,
) {
  const random = createRandom(seed);
  const light = LIGHTS[time];
  return (
    skyLayer(random, light, W, 300) +
    rect(0, 300, W, H - 300, lit(land, light)) +
    draw(random, light)
  );
}

function roofs(random: Random, light: Light, y: number, colors: readonly string[]): string {
  let parts = '';
  for (let x = -10; x < W; x += random.int(46, 70)) {
    const w = random.int(44, 70);
    const h = random.int(40, 80);
    const wall = lit(random.pick(colors), light);
    parts +=
      rect(x, y - h, w, H - y + h, wall) +
      rect(x - 2, y - h - 12, w + 4, 14, lit('#5a616c', light));
    for (let wy = y - h + 10; wy < H - 10; wy += 26)
      parts +=
        rect(x + 10, wy, 10, 14, windowColor(random, light, '#44505e')) +
        rect(x + w - 22, wy, 10, 14, windowColor(random, light, '#44505e'));
  }
  return parts;
}

const paris = () =>
  scene(11, 'golden', '#8a9a6a', (random, light) => {
    const iron = lit('#5b4636', light);
    const cx = 300;
    return [
      poly(
        [
          [cx - 110, 330],
          [cx - 70, 330],
          [cx - 30, 220],
          [cx - 48, 220],
        ],
        iron,
      ),
      poly(
        [
          [cx + 110, 330],
          [cx + 70, 330],
          [cx + 30, 220],
          [cx + 48, 220],
        ],
        iron,
      ),
      `<path d="M${cx - 80},300 Q${cx},220 ${cx + 80},300" stroke="${iron}" stroke-width="10" fill="none"/>`,
      rect(cx - 56, 212, 112, 12, iron),
      poly(
        [
          [cx - 44, 212],
          [cx + 44, 212],
          [cx + 16, 120],
          [cx - 16, 120],
        ],
        iron,
      ),
      rect(cx - 24, 114, 48, 8, iron),
      poly(
        [
          [cx - 13, 114],
          [cx + 13, 114],
          [cx + 3, 40],
          [cx - 3, 40],
        ],
        iron,
      ),
      rect(cx - 1.5, 22, 3, 20, iron),
      `<path d="M${cx - 40},210 L${cx + 14},130 M${cx + 40},210 L${cx - 14},130" stroke="${shade(iron, 0.25)}" stroke-width="3"/>`,
      rect(0, 300, W, 30, lit('#5f8f6a', light)),
      rect(0, 330, W, 20, lit('#4a83a8', light)),
      roofs(random, light, 365, ['#efe1c6', '#e7d3b5', '#f2ead9']),
    ].join('');
  });

const newYork = () =>
  scene(20, 'night', '#2b3444', (random, light) => {
    let parts = '';
    for (let x = -10; x < W; x += random.int(34, 60)) {
      const w = random.int(30, 56);
      const h = random.int(90, 200);
      parts += rect(x, H - h, w, h, lit('#3a4658', light));
      for (let wy = H - h + 10; wy < H; wy += 14)
        for (let wx = x + 5; wx < x + w - 6; wx += 10)
          if (random.chance(0.4)) parts += rect(wx, wy, 5, 7, '#ffd98a');
    }
    const cx = 250;
    const empire = [
      rect(cx - 50, 170, 100, 230, '#2b3444'),
      rect(cx - 36, 120, 72, 60, '#2b3444'),
      rect(cx - 22, 84, 44, 40, '#2b3444'),
      rect(cx - 10, 56, 20, 30, '#2b3444'),
      rect(cx - 2, 14, 4, 44, '#c9d3e0'),
    ].join('');
    let lights = '';
    for (let wy = 180; wy < H; wy += 14)
      for (let wx = cx - 42; wx < cx + 44; wx += 12)
        if (random.chance(0.55)) lights += rect(wx, wy, 6, 8, '#ffe6a8');
    const chrysler = [
      rect(430, 160, 70, 240, '#333c4d'),
      poly(
        [
          [430, 160],
          [500, 160],
          [465, 70],
        ],
        '#c9d3e0',
      ),
      ...[0, 1, 2].map((i) =>
        poly(
          [
            [440 + i * 6, 150 - i * 24],
            [490 - i * 6, 150 - i * 24],
            [465, 124 - i * 24],
          ],
          '#8fa0b6',
        ),
      ),
    ].join('');
    return parts + empire + lights + chrysler;
  });

const tokyo = () =>
  scene(13, 'sunset', '#4f7a4a', (random, light) => {
    const pagoda = [0, 1, 2, 3, 4]
      .map((i) => {
        const y = 360 - i * 56;
        const w = 150 - i * 22;
        return (
          rect(470 - w / 2 + 14, y - 40, w - 28, 40, lit('#c23b2f', light)) +
          poly(
            [
              [470 - w / 2 - 16, y - 36],
              [470 + w / 2 + 16, y - 36],
              [470 + w / 4, y - 56],
              [470 - w / 4, y - 56],
            ],
            lit('#2f2a2a', light),
          )
        );
      })
      .join('');
    const blossoms = Array.from({ length: 26 }, () =>
      circle(
        random.int(0, 200),
        random.int(250, 340),
        random.int(12, 24),
        lit(random.pick(['#f6b5c8', '#f19bb5', '#fbd0dc']), light),
      ),
    );
    return [
      poly(
        [
          [40, 330],
          [260, 110],
          [300, 110],
          [540, 330],
        ],
        lit('#5b6d92', light),
      ),
      poly(
        [
          [218, 152],
          [260, 110],
          [300, 110],
          [342, 152],
          [316, 146],
          [296, 162],
          [276, 144],
          [252, 160],
          [236, 146],
        ],
        lit('#f4f8fb', light),
      ),
      rect(0, 320, W, 80, lit('#4f7a4a', light)),
      rect(90, 300, 10, 100, '#5a3d22'),
      ...blossoms,
      pagoda,
      rect(466, 70, 8, 20, lit('#2f2a2a', light)),
    ].join('');
  });

const barcelona = () =>
  scene(14, 'noon', '#e9d3a0', (random, light) => {
    const stone = lit('#c9a77c', light);
    const spires = [0, 1, 2, 3]
      .map((i) => {
        const x = 170 + i * 46;
        const top = 80 + Math.abs(1.5 - i) * 40;
        return (
          rect(x, top, 30, 330 - top, stone, ' rx="15"') +
          circle(x + 15, top - 4, 9, lit('#e0b040', light)) +
          `<line x1="${x + 15}" y1="${n(top + 20)}" x2="${x + 15}" y2="300" stroke="${shade(stone, -0.3)}" stroke-width="4" stroke-dasharray="6 8"/>`
        );
      })
      .join('');
    return [
      rect(380, 260, 220, 140, lit('#2f8fc9', light)),
      rect(100, 300, 300, 100, shade(stone, -0.1)),
      spires,
      rect(0, 330, 380, 70, lit('#e9d3a0', light)),
      rect(380, 330, 220, 70, lit('#e9d3a0', light)),
      palm(520, 380, 170, lit('#2f7d3a', light)),
      palm(60, 390, 150, lit('#2f7d3a', light)),
    ].join('');
  });

const rome = () =>
  scene(15, 'golden', '#8a9a5a', (_, light) => {
    const stone = lit('#d9a86c', light);
    const arches = [0, 1, 2]
      .map(
        (row) =>
          `<line x1="110" y1="${n(250 + row * 40)}" x2="490" y2="${n(250 + row * 40)}" stroke="${lit('#6b4a2b', light)}" stroke-width="24" stroke-dasharray="18 12"/>`,
      )
      .join('');
    return [
      `<path d="M100,360 L100,210 Q300,170 500,230 L500,360 Z" fill="${stone}"/>`,
      `<path d="M100,210 Q300,170 500,230 L500,250 Q300,190 100,228 Z" fill="${shade(stone, -0.15)}"/>`,
      arches,
      rect(0, 350, W, 50, lit('#8a9a5a', light)),
      rect(548, 250, 8, 110, '#5a3d22'),
      ellipse(552, 246, 52, 18, lit('#3f6b3a', light)),
      ellipse(40, 300, 12, 60, lit('#2f5a35', light)),
      ellipse(64, 310, 10, 50, lit('#2f5a35', light)),
    ].join('');
  });

const lisbon = () =>
  scene(16, 'sunset', '#b98a5a', (random, light) => {
    const bridge = lit('#c2412d', light);
    return [
      rect(0, 230, W, 60, lit('#3f6f96', light)),
      rect(120, 170, 8, 80, bridge),
      rect(440, 170, 8, 80, bridge),
      `<path d="M0,226 Q124,240 124,172 Q284,270 444,172 Q444,240 600,226" stroke="${bridge}" stroke-width="3" fill="none"/>`,
      rect(0, 222, W, 5, bridge),
      poly(
        [
          [0, 400],
          [0, 270],
          [300, 300],
          [600, 250],
          [600, 400],
        ],
        lit('#b98a5a', light),
      ),
      roofs(random, light, 330, ['#f2c57c', '#e8b4a0', '#9fc3d9', '#f7f3ea', '#e6d36a']),
      rect(210, 320, 150, 62, lit('#f4c430', light), ' rx="12"'),
      ...[0, 1, 2, 3].map((i) => rect(222 + i * 34, 332, 24, 20, lit('#cfe3ef', light))),
      rect(210, 366, 150, 6, lit('#9a2f22', light)),
      rect(283, 296, 4, 26, '#333333'),
      circle(240, 386, 8, '#333333') + circle(330, 386, 8, '#333333'),
    ].join('');
  });

export const LANDMARKS = { paris, newYork, tokyo, barcelona, rome, lisbon };
export const LANDMARK_VIEW = { width: W, height: H };
