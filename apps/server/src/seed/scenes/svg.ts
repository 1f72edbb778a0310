/**
 * The few SVG helpers every scene shares. Numbers are rounded to one decimal so the files stay
 * small and the same seed always writes the same text (and so sharp the same bytes).
 */

/** A number as SVG text: one decimal at most. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
const channels = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

/** `a` moved toward `b` by `t` (0 keeps `a`, 1 gives `b`); colours as `#rrggbb`. */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from.map((c, i) => hex(c + (to[i]! - c) * t)).join('')}`;
}

/** A colour moved toward black (amount < 0) or white (amount > 0). */
export const shade = (color: string, amount: number) =>
  mix(color, amount < 0 ? '#000000' : '#ffffff', Math.abs(amount));

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

export const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

/** A vertical (top to bottom) gradient named `id`: stops as [offset, colour, opacity?]. */
export const vertical = (id: string, stops: [number, string, number?][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')}</linearGradient>`;

/**
 * The document: drawn in a `viewWidth`×`viewHeight` box, written out at `width`×`height`
 * (the size sharp renders at, so a scene is drawn once and rendered at any size).
 */
export function svgDocument(
  body: string,
  { width, height, viewWidth = width, viewHeight = height }: SvgSize,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

export interface SvgSize {
  width: number;
  height: number;
  viewWidth?: number;
  viewHeight?: number;
}
