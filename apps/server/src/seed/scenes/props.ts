/**
 * Trees and small things around a hotel: palms, pines, round trees and cypresses, street
 * lamps, parasols and loungers. Each draws itself standing on `ground` at `x`.
 */
import { circle, ellipse, n, poly, rect, shade } from './svg.js';

export function palm(x: number, ground: number, size: number, leaf: string): string {
  const top = ground - size;
  const leaves = [-75, -40, -8, 25, 60, 100, -115]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const ex = x + Math.sin(radians) * size * 0.5;
      const ey = top + size * 0.2 - Math.cos(radians) * size * 0.05;
      return `<path d="M${n(x)},${n(top)} Q${n((x + ex) / 2)},${n(top - size * 0.16)} ${n(ex)},${n(ey)}" stroke="${leaf}" stroke-width="${n(size * 0.06)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${n(x - 8)},${n(ground)} Q${n(x - 22)},${n(ground - size / 2)} ${n(x)},${n(top)}" stroke="#6b4a2b" stroke-width="${n(size * 0.05)}" fill="none"/>${leaves}`;
}

export function pine(x: number, ground: number, size: number, color: string, snow = false): string {
  const tiers = [0, 1, 2]
    .map((i) => {
      const y = ground - size * 0.22 - i * size * 0.24;
      const half = size * (0.3 - i * 0.07);
      const tier = poly(
        [
          [x - half, y],
          [x + half, y],
          [x, y - size * 0.36],
        ],
        shade(color, i * 0.06),
      );
      const cap = snow
        ? poly(
            [
              [x - half * 0.35, y - size * 0.24],
              [x + half * 0.35, y - size * 0.24],
              [x, y - size * 0.36],
            ],
            '#f4f8fb',
          )
        : '';
      return tier + cap;
    })
    .join('');
  return rect(x - size * 0.03, ground - size * 0.24, size * 0.06, size * 0.24, '#5a3d22') + tiers;
}

export function roundTree(x: number, ground: number, size: number, color: string): string {
  return (
    rect(x - size * 0.04, ground - size * 0.45, size * 0.08, size * 0.45, '#6b4a2b') +
    circle(x, ground - size * 0.62, size * 0.3, color) +
    circle(x - size * 0.18, ground - size * 0.5, size * 0.2, shade(color, -0.08)) +
    circle(x + size * 0.17, ground - size * 0.52, size * 0.22, shade(color, 0.08))
  );
}

export const cypress = (x: number, ground: number, size: number, color: string) =>
  ellipse(x, ground - size / 2, size * 0.1, size / 2, color) +
  ellipse(x - size * 0.03, ground - size * 0.55, size * 0.04, size * 0.4, shade(color, 0.1));

export function streetLamp(x: number, ground: number, glowing: boolean): string {
  const glow = glowing ? circle(x, ground - 118, 34, '#ffe9a8', ' opacity="0.35"') : '';
  return (
    rect(x - 3, ground - 120, 6, 120, '#2f3640') +
    glow +
    ellipse(x, ground - 120, 12, 9, glowing ? '#fff1c4' : '#d9dde3')
  );
}

export function parasol(x: number, ground: number, color: string): string {
  return (
    rect(x - 2, ground - 90, 4, 90, '#7a6a58') +
    poly(
      [
        [x - 62, ground - 78],
        [x, ground - 108],
        [x + 62, ground - 78],
      ],
      color,
    ) +
    rect(x - 62, ground - 80, 124, 5, shade(color, -0.2))
  );
}

export const lounger = (x: number, ground: number, color: string) =>
  poly(
    [
      [x, ground - 14],
      [x + 70, ground - 14],
      [x + 92, ground - 34],
      [x + 86, ground - 38],
      [x + 66, ground - 20],
      [x, ground - 20],
    ],
    color,
  ) +
  rect(x + 4, ground - 14, 4, 14, '#8a8a8a') +
  rect(x + 62, ground - 14, 4, 14, '#8a8a8a');
