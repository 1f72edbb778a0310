/**
 * Hotels of the country and the coast: a wooden chalet, a white villa with a terracotta roof
 * and a modern house of stacked, cantilevered boxes.
 */
import { type Facade, shadow, tones, windowGrid } from './facade.js';
import { lit } from './sky.js';
import { circle, mix, n, poly, rect, shade } from './svg.js';

/** A row of balusters: one dashed stroke instead of dozens of rectangles. */
const balusters = (x: number, y: number, w: number, h: number, color: string) =>
  `<line x1="${n(x)}" y1="${n(y + h / 2)}" x2="${n(x + w)}" y2="${n(y + h / 2)}" stroke="${color}" stroke-width="${n(h)}" stroke-dasharray="5 9"/>` +
  rect(x, y - 4, w, 6, color);

export function chalet(f: Facade): string {
  const { random, cx, ground, light } = f;
  const t = tones(f);
  const wood = lit(mix(f.wall, '#8a5a34', 0.75), light);
  const w = random.int(420, 520);
  const h = 230;
  const left = cx - w / 2;
  const top = ground - h;
  const apex = top - random.int(150, 190);
  const roof = lit('#4a2f22', light);
  const snowy = f.setting === 'mountains';
  const shutters = (x: number, y: number) =>
    rect(x - 18, y, 16, 54, t.accent) + rect(x + 46, y, 16, 54, t.accent);
  const columns = Math.floor(w / 110);
  const windows = [0, 1]
    .map((row) =>
      Array.from({ length: columns }, (_, i) => {
        const x = left + (w / columns) * (i + 0.5) - 22;
        const y = top + 30 + row * 100;
        return shutters(x, y);
      }).join(''),
    )
    .join('');
  return [
    shadow(left, top, w, h),
    rect(left, top, w, h, wood),
    ...Array.from({ length: 13 }, (_, i) => rect(left, top + i * 17, w, 2, shade(wood, -0.2))),
    rect(left - 10, ground - 52, w + 20, 52, lit('#9a958c', light)),
    poly(
      [
        [cx, apex + 40],
        [left + 30, top],
        [left + w - 30, top],
      ],
      wood,
    ),
    windowGrid(f, {
      left: left + w / columns / 2 - 22,
      top: top + 30,
      columns,
      rows: 2,
      stepX: w / columns,
      stepY: 100,
      w: 44,
      h: 54,
    }),
    windows,
    rect(cx - 26, apex + 80, 52, 40, shade(wood, -0.4)),
    balusters(left - 20, top + 94, w + 40, 26, shade(wood, -0.3)),
    poly(
      [
        [left - 70, top + 16],
        [cx, apex],
        [left + w + 70, top + 16],
        [left + w + 50, top + 24],
        [cx, apex + 24],
        [left - 50, top + 24],
      ],
      roof,
    ),
    snowy
      ? poly(
          [
            [left - 70, top + 16],
            [cx, apex],
            [left + w + 70, top + 16],
            [left + w + 56, top + 6],
            [cx, apex - 12],
            [left - 56, top + 6],
          ],
          lit('#f4f8fb', light),
        )
      : '',
    rect(cx - 30, ground - 80, 60, 80, lit('#3b2618', light)),
  ].join('');
}

export function villa(f: Facade): string {
  const { random, cx, ground, light } = f;
  const t = tones(f);
  const terracotta = lit('#c0613a', light);
  const w = random.int(460, 540);
  const h = 200;
  const left = cx - w / 2;
  const top = ground - h;
  const towerLeft = random.chance(0.5) ? left - 60 : left + w - 90;
  const towerTop = ground - 310;
  const hip = (x: number, y: number, width: number) =>
    poly(
      [
        [x - 20, y],
        [x + 40, y - 60],
        [x + width - 40, y - 60],
        [x + width + 20, y],
      ],
      terracotta,
    ) + rect(x - 20, y - 4, width + 40, 8, shade(terracotta, -0.2));
  const arches = Array.from({ length: 4 }, (_, i) => {
    const x = left + 40 + i * ((w - 80) / 4) + 12;
    return rect(x, ground - 74, (w - 80) / 4 - 24, 74, lit('#5a4636', light), ' rx="30"');
  }).join('');
  const flowers = Array.from({ length: 14 }, () =>
    circle(
      left + random.int(-20, 60),
      top + random.int(40, 190),
      random.int(8, 16),
      lit(random.pick(['#d6337a', '#e0559a', '#b82e6b']), light),
    ),
  ).join('');
  const columns = Math.floor(w / 100);
  return [
    shadow(left, top, w, h),
    rect(left, top, w, h, t.wall),
    hip(left, top, w),
    windowGrid(f, {
      left: left + w / columns / 2 - 20,
      top: top + 30,
      columns,
      rows: 1,
      stepX: w / columns,
      stepY: 0,
      w: 40,
      h: 56,
      rx: 18,
    }),
    ...Array.from(
      { length: columns },
      (_, i) =>
        rect(left + (w / columns) * (i + 0.5) - 36, top + 32, 14, 54, t.accent) +
        rect(left + (w / columns) * (i + 0.5) + 22, top + 32, 14, 54, t.accent),
    ),
    arches,
    shadow(towerLeft, towerTop, 150, ground - towerTop),
    rect(towerLeft, towerTop, 150, ground - towerTop, shade(t.wall, -0.04)),
    hip(towerLeft, towerTop, 150),
    windowGrid(f, {
      left: towerLeft + 55,
      top: towerTop + 30,
      columns: 1,
      rows: 2,
      stepX: 0,
      stepY: 90,
      w: 40,
      h: 60,
      rx: 20,
    }),
    flowers,
  ].join('');
}

export function modern(f: Facade): string {
  const { random, cx, ground, light } = f;
  const t = tones(f);
  const frame = lit('#2b2f36', light);
  const woodTone = lit('#a9784f', light);
  const boxH = 116;
  const levels = random.int(2, 3);
  const boxes = Array.from({ length: levels }, (_, i) => {
    const w = random.int(420, 580);
    const left = cx - w / 2 + random.int(-110, 110);
    const y = ground - 40 - (i + 1) * boxH;
    const slatW = w * 0.28;
    const slatsLeft = random.chance(0.5);
    const glassLeft = slatsLeft ? left + slatW : left + 10;
    const glassW = w - slatW - 10;
    return (
      shadow(left, y, w, boxH) +
      rect(left, y, w, boxH, frame) +
      rect(slatsLeft ? left + 8 : left + w - slatW - 8, y + 10, slatW, boxH - 20, woodTone) +
      `<line x1="${n(slatsLeft ? left + 8 : left + w - slatW - 8)}" y1="${n(y + boxH / 2)}" x2="${n(slatsLeft ? left + 8 + slatW : left + w - 8)}" y2="${n(y + boxH / 2)}" stroke="${shade(woodTone, -0.3)}" stroke-width="${boxH - 20}" stroke-dasharray="3 9"/>` +
      windowGrid(f, {
        left: glassLeft + 6,
        top: y + 10,
        columns: Math.floor(glassW / 66),
        rows: 1,
        stepX: 66,
        stepY: 0,
        w: 60,
        h: boxH - 20,
      }) +
      rect(left - 4, y - 6, w + 8, 8, t.wall)
    );
  });
  return [
    rect(cx - 200, ground - 40, 400, 40, shade(frame, 0.2)),
    rect(cx - 60, ground - 40, 120, 40, lit('#ffe6a8', light), light.night ? '' : ' opacity="0.6"'),
    ...boxes,
    ...Array.from({ length: 6 }, (_, i) =>
      circle(cx - 150 + i * 60, ground - 40 - levels * boxH - 12, 16, lit('#4f8f46', light)),
    ),
  ].join('');
}
