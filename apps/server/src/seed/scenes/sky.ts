/**
 * Times of day: the sky (gradient, sun or moon, clouds or stars) and how the light falls on
 * everything else: how dark walls get, how many windows are lit, what colour the water takes.
 */
import type { Random } from '../random.js';
import { circle, ellipse, mix, n, vertical } from './svg.js';

export const TIMES_OF_DAY = ['morning', 'noon', 'golden', 'sunset', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface Light {
  top: string;
  horizon: string;
  /** Sun or moon colour; its height as a share of the horizon's. */
  sun: string;
  sunY: number;
  /** How far walls and ground go toward `tint` (0 = full daylight). */
  dim: number;
  tint: string;
  /** The share of windows lit from inside. */
  lit: number;
  night: boolean;
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    top: '#6aa9e0',
    horizon: '#ffe3c4',
    sun: '#fff4d6',
    sunY: 0.7,
    dim: 0.05,
    tint: '#ffd9b0',
    lit: 0.15,
    night: false,
  },
  noon: {
    top: '#2f7fd0',
    horizon: '#c4e6ff',
    sun: '#fffbe6',
    sunY: 0.2,
    dim: 0,
    tint: '#ffffff',
    lit: 0.08,
    night: false,
  },
  golden: {
    top: '#4a78b8',
    horizon: '#ffd27a',
    sun: '#ffe7a3',
    sunY: 0.55,
    dim: 0.12,
    tint: '#f0a040',
    lit: 0.25,
    night: false,
  },
  sunset: {
    top: '#3b2a6b',
    horizon: '#ff8a4c',
    sun: '#ffc46b',
    sunY: 0.88,
    dim: 0.28,
    tint: '#b0506a',
    lit: 0.45,
    night: false,
  },
  dusk: {
    top: '#1d2350',
    horizon: '#c86f9a',
    sun: '#ffd0c0',
    sunY: 0.98,
    dim: 0.45,
    tint: '#3a3070',
    lit: 0.65,
    night: true,
  },
  night: {
    top: '#070b24',
    horizon: '#23336b',
    sun: '#f4f1dc',
    sunY: 0.3,
    dim: 0.62,
    tint: '#0c1538',
    lit: 0.7,
    night: true,
  },
};

/** A colour as it looks in this light. */
export const lit = (color: string, light: Light) => mix(color, light.tint, light.dim);

/** A lit window's colour, or the dark glass of an unlit one. */
export const windowColor = (random: Random, light: Light, glass: string) =>
  random.chance(light.lit) ? random.pick(['#ffd98a', '#ffe6a8', '#ffcf70']) : lit(glass, light);

function clouds(random: Random, width: number, horizon: number, light: Light): string {
  const color = mix('#ffffff', light.horizon, 0.35);
  return Array.from({ length: random.int(2, 4) }, () => {
    const x = random.int(40, width - 200);
    const y = random.int(50, Math.round(horizon * 0.45));
    const w = random.int(120, 240);
    return (
      ellipse(x + w / 2, y, w / 2, 22, color, ' opacity="0.85"') +
      ellipse(x + w * 0.35, y - 16, w * 0.22, 22, color, ' opacity="0.85"') +
      ellipse(x + w * 0.62, y - 20, w * 0.2, 26, color, ' opacity="0.85"')
    );
  }).join('');
}

function stars(random: Random, width: number, horizon: number): string {
  return Array.from({ length: 40 }, () =>
    circle(
      random.int(0, width),
      random.int(0, Math.round(horizon * 0.8)),
      random.int(10, 24) / 10,
      '#ffffff',
      ` opacity="${n(0.4 + random.next() * 0.6)}"`,
    ),
  ).join('');
}

/** The sky down to `horizon`, with its gradient defined as `sky`. */
export function skyLayer(random: Random, light: Light, width: number, horizon: number): string {
  const sunX = random.int(120, width - 120);
  const sunY = horizon * light.sunY;
  const body = light.night
    ? stars(random, width, horizon) +
      (light.sunY < 0.9
        ? circle(sunX, sunY, 34, light.sun) +
          circle(sunX + 14, sunY - 8, 30, mix(light.top, light.horizon, light.sunY))
        : '')
    : circle(sunX, sunY, 120, light.sun, ' opacity="0.25"') +
      circle(sunX, sunY, 54, light.sun) +
      clouds(random, width, horizon, light);
  return (
    `<defs>${vertical('sky', [
      [0, light.top],
      [1, light.horizon],
    ])}</defs>` +
    `<rect width="${width}" height="${n(horizon + 4)}" fill="url(#sky)"/>` +
    body
  );
}
