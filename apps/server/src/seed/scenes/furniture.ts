/**
 * Room furniture, seen from the room's middle: things stand on the back wall's foot (`floor`)
 * and beds reach toward the viewer. Sizes are in the room scene's 1200×800 box.
 */
import { circle, ellipse, poly, rect, shade } from './svg.js';

export interface Bed {
  x: number;
  w: number;
  floor: number;
  frame: string;
  blanket: string;
}

/** A bed seen from its foot: headboard on the wall, mattress and blanket coming forward. */
export function bed({ x, w, floor, frame, blanket }: Bed): string {
  const reach = w * 0.28;
  const top = floor - 60;
  const front = floor + reach;
  const pillows = w > 260 ? [x + w * 0.08, x + w * 0.54] : [x + w * 0.15];
  return [
    rect(x - 8, floor - 200, w + 16, 200, frame, ' rx="14"'),
    poly(
      [
        [x, top],
        [x + w, top],
        [x + w + 40, front],
        [x - 40, front],
      ],
      '#fbfbf8',
    ),
    ...pillows.map((px) =>
      rect(px, top - 34, w > 260 ? w * 0.38 : w * 0.7, 44, '#ffffff', ' rx="18" stroke="#e2e2e2"'),
    ),
    poly(
      [
        [x - 4, top + 40],
        [x + w + 4, top + 40],
        [x + w + 40, front],
        [x - 40, front],
      ],
      blanket,
    ),
    rect(x - 40, front, w + 80, 60, shade(blanket, -0.15)),
    rect(x - 4, top + 40, w + 8, 14, shade(blanket, 0.3)),
    rect(x - 40, front + 60, w + 80, 18, shade(frame, -0.2)),
  ].join('');
}

export const nightstand = (x: number, floor: number, wood: string, lampOn: boolean) =>
  rect(x, floor - 70, 70, 70, wood) +
  rect(x + 6, floor - 50, 58, 4, shade(wood, -0.25)) +
  (lampOn ? circle(x + 35, floor - 120, 70, '#fff2b8', ' opacity="0.35"') : '') +
  rect(x + 32, floor - 115, 6, 45, '#444444') +
  poly(
    [
      [x + 12, floor - 112],
      [x + 58, floor - 112],
      [x + 48, floor - 150],
      [x + 22, floor - 150],
    ],
    lampOn ? '#fff1c4' : '#f2ede2',
  );

export const picture = (x: number, y: number, w: number, h: number, frame: string, art: string) =>
  rect(x, y, w, h, '#fdfcf8', ` stroke="${frame}" stroke-width="6"`) +
  poly(
    [
      [x + 8, y + h - 8],
      [x + w * 0.4, y + h * 0.3],
      [x + w * 0.62, y + h * 0.6],
      [x + w * 0.78, y + h * 0.45],
      [x + w - 8, y + h - 8],
    ],
    art,
  ) +
  circle(x + w * 0.78, y + h * 0.25, h * 0.1, shade(art, 0.4));

/** A sofa facing the viewer, its seat at `floor`. */
export const sofa = (x: number, floor: number, w: number, color: string) =>
  rect(x, floor - 150, w, 90, shade(color, -0.1), ' rx="18"') +
  rect(x - 24, floor - 100, 40, 100, shade(color, -0.2), ' rx="14"') +
  rect(x + w - 16, floor - 100, 40, 100, shade(color, -0.2), ' rx="14"') +
  rect(x + 12, floor - 70, w - 24, 50, color, ' rx="10"') +
  rect(x + 20, floor - 130, 70, 60, shade(color, 0.35), ' rx="10"') +
  rect(x + w - 90, floor - 130, 70, 60, shade(color, 0.25), ' rx="10"') +
  rect(x - 10, floor - 20, w + 20, 20, shade(color, -0.35));

export const coffeeTable = (cx: number, floor: number, wood: string) =>
  ellipse(cx, floor - 40, 110, 26, wood) +
  rect(cx - 80, floor - 40, 8, 40, shade(wood, -0.3)) +
  rect(cx + 72, floor - 40, 8, 40, shade(wood, -0.3)) +
  ellipse(cx - 20, floor - 50, 24, 8, '#ffffff') +
  circle(cx + 40, floor - 56, 10, '#d64545');

export const armchair = (x: number, floor: number, color: string) =>
  rect(x, floor - 130, 120, 80, shade(color, -0.1), ' rx="20"') +
  rect(x - 14, floor - 80, 148, 60, color, ' rx="14"') +
  rect(x, floor - 20, 8, 20, '#5a4636') +
  rect(x + 112, floor - 20, 8, 20, '#5a4636');

export const plant = (x: number, floor: number, size: number) =>
  rect(x - size * 0.18, floor - size * 0.3, size * 0.36, size * 0.3, '#c8b8a0') +
  ellipse(x, floor - size * 0.6, size * 0.14, size * 0.34, '#3f7d46') +
  ellipse(x - size * 0.16, floor - size * 0.5, size * 0.12, size * 0.26, '#4f8f52') +
  ellipse(x + size * 0.16, floor - size * 0.52, size * 0.12, size * 0.26, '#357040');

export const pendant = (x: number, drop: number, on: boolean) =>
  rect(x - 1, 0, 2, drop, '#333333') +
  (on ? circle(x, drop + 20, 60, '#fff2b8', ' opacity="0.3"') : '') +
  poly(
    [
      [x - 30, drop + 26],
      [x + 30, drop + 26],
      [x + 12, drop],
      [x - 12, drop],
    ],
    '#2f3640',
  ) +
  ellipse(x, drop + 26, 20, 5, on ? '#fff1c4' : '#d9d4c6');

/** A bunk bed standing against the wall, seen from the side. */
export const bunk = (x: number, floor: number, wood: string, blankets: [string, string]) =>
  rect(x, floor - 320, 14, 320, wood) +
  rect(x + 266, floor - 320, 14, 320, wood) +
  [0, 1]
    .map((level) => {
      const y = floor - 60 - level * 170;
      return (
        rect(x + 14, y, 252, 24, '#fbfbf8') +
        rect(x + 24, y - 18, 60, 20, '#ffffff', ' rx="8"') +
        rect(x + 90, y - 8, 176, 32, blankets[level]!, ' rx="4"') +
        rect(x + 14, y + 24, 252, 14, wood)
      );
    })
    .join('') +
  rect(x + 14, floor - 290, 252, 10, wood) +
  [0, 1, 2, 3, 4].map((i) => rect(x + 230, floor - 60 - i * 40, 36, 6, shade(wood, -0.2))).join('');
