/**
 * Hotels of the town: a glass tower, a classic stone building with a mansard roof, and a
 * resort that steps back in terraces.
 */
import { type Facade, shadow, tones, windowGrid } from './facade.js';
import { lit } from './sky.js';
import { ellipse, poly, rect, shade } from './svg.js';

export function tower(f: Facade): string {
  const { random, cx, ground } = f;
  const t = tones(f);
  const w = random.int(230, 290);
  const h = random.int(500, 580);
  const left = cx - w / 2;
  const top = ground - h;
  const columns = Math.floor((w - 24) / 32);
  const side = random.chance(0.5) ? 1 : -1;
  const twinW = w * 0.7;
  const twinH = (h * random.int(55, 75)) / 100;
  const twinLeft = cx + side * (w / 2 + 10) - (side < 0 ? twinW : 0);
  const twin =
    shadow(twinLeft, ground - twinH, twinW, twinH) +
    rect(twinLeft, ground - twinH, twinW, twinH, shade(t.wall, -0.12)) +
    windowGrid(f, {
      left: twinLeft + 14,
      top: ground - twinH + 20,
      columns: Math.floor((twinW - 20) / 32),
      rows: Math.floor((twinH - 120) / 30),
      stepX: 32,
      stepY: 30,
      w: 24,
      h: 20,
    });
  const podiumW = w + 240;
  return [
    twin,
    shadow(left, top, w, h),
    rect(left, top, w, h, t.wall),
    windowGrid(f, {
      left: left + 14,
      top: top + 40,
      columns,
      rows: Math.floor((h - 150) / 30),
      stepX: 32,
      stepY: 30,
      w: 24,
      h: 22,
    }),
    // The crown and its mast.
    rect(left + 20, top - 30, w - 40, 32, t.trim),
    rect(left + w / 2 - 40, top - 60, 80, 30, shade(t.trim, -0.1)),
    rect(cx - 3, top - 130, 6, 70, '#9aa3ad'),
    // The podium with its glass front and canopy.
    rect(cx - podiumW / 2, ground - 96, podiumW, 96, shade(t.wall, 0.2)),
    rect(cx - podiumW / 2 + 20, ground - 76, podiumW - 40, 76, lit('#9fc7de', f.light)),
    rect(cx - 110, ground - 104, 220, 16, t.accent),
    rect(cx - podiumW / 2, ground - 100, podiumW, 8, t.trim),
  ].join('');
}

export function classic(f: Facade): string {
  const { random, cx, ground } = f;
  const t = tones(f);
  const w = random.int(560, 660);
  const floors = random.int(4, 6);
  const floorH = 62;
  const h = floors * floorH + 90;
  const left = cx - w / 2;
  const top = ground - h;
  const columns = Math.floor((w - 40) / 70);
  const stepX = (w - 40) / columns;
  const rails = [1, floors - 1]
    .map((floor) => rect(left + 8, top + 20 + floor * floorH + 42, w - 16, 5, '#2b2b30'))
    .join('');
  const dormers = Array.from({ length: columns }, (_, i) => {
    const x = left + 20 + i * stepX + stepX / 2;
    return i % 2 === 0
      ? rect(x - 14, top - 50, 28, 34, t.wall) +
          poly(
            [
              [x - 20, top - 50],
              [x, top - 68],
              [x + 20, top - 50],
            ],
            lit('#4a5360', f.light),
          ) +
          rect(x - 8, top - 44, 16, 24, shade(t.trim, -0.5))
      : '';
  }).join('');
  const doors = Array.from({ length: Math.min(5, columns) }, (_, i) => {
    const x = left + 40 + ((w - 80) / Math.min(5, columns)) * (i + 0.5);
    return (
      rect(x - 26, ground - 66, 52, 66, lit('#3a3026', f.light), ' rx="24"') +
      poly(
        [
          [x - 34, ground - 74],
          [x + 34, ground - 74],
          [x + 26, ground - 58],
          [x - 26, ground - 58],
        ],
        t.accent,
      )
    );
  }).join('');
  return [
    shadow(left, top, w, h),
    // The mansard roof, its dormers and chimneys.
    poly(
      [
        [left - 6, top],
        [left + 26, top - 72],
        [left + w - 26, top - 72],
        [left + w + 6, top],
      ],
      lit('#56606e', f.light),
    ),
    rect(left + 60, top - 100, 26, 32, t.trim),
    rect(left + w - 90, top - 100, 26, 32, t.trim),
    dormers,
    rect(left, top, w, h, t.wall),
    rect(left - 8, top - 4, w + 16, 12, t.trim),
    ...Array.from({ length: floors }, (_, floor) =>
      rect(left, top + 14 + (floor + 1) * floorH, w, 4, shade(t.wall, -0.12)),
    ),
    windowGrid(f, {
      left: left + 20 + stepX / 2 - 16,
      top: top + 24,
      columns,
      rows: floors,
      stepX,
      stepY: floorH,
      w: 32,
      h: 44,
      rx: 4,
    }),
    rails,
    rect(left, ground - 90, w, 90, shade(t.wall, -0.08)),
    doors,
  ].join('');
}

export function resort(f: Facade): string {
  const { random, cx, ground } = f;
  const t = tones(f);
  const base = random.int(840, 940);
  const tierH = 92;
  const tiers = random.int(3, 4);
  const rail = lit('#bfe6f2', f.light);
  return Array.from({ length: tiers }, (_, i) => {
    const w = base * (1 - i * 0.2);
    const left = cx - w / 2;
    const y = ground - (i + 1) * tierH;
    const columns = Math.floor((w - 30) / 78);
    const plants = Array.from({ length: Math.floor(w / 90) }, (_, k) =>
      ellipse(left + 30 + k * 90, y + 2, 22, 12, lit('#4f8f46', f.light)),
    ).join('');
    return (
      shadow(left, y, w, tierH) +
      rect(left, y, w, tierH, t.wall) +
      windowGrid(f, {
        left: left + 24,
        top: y + 18,
        columns,
        rows: 1,
        stepX: (w - 30) / columns,
        w: 56,
        h: 56,
        stepY: 0,
        rx: 2,
      }) +
      rect(left, y + tierH - 34, w, 30, rail, ' opacity="0.55"') +
      rect(left, y + tierH - 36, w, 4, t.trim) +
      rect(left - 6, y - 6, w + 12, 8, t.trim) +
      (i > 0 ? plants : '') +
      (i === tiers - 1 ? rect(cx - 90, y - 40, 180, 34, t.accent) : '')
    );
  }).join('');
}
