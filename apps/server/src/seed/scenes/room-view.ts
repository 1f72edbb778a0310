/**
 * What a room's window looks out on: sea, city or mountains, at the room's time of day. The
 * caller clips it to the window's panes.
 */
import type { Random } from '../random.js';
import { type Light, lit } from './sky.js';
import { circle, mix, poly, rect, vertical } from './svg.js';

export const VIEWS = ['sea', 'city', 'mountains', 'garden'] as const;
export type RoomView = (typeof VIEWS)[number];

export function windowView(
  random: Random,
  view: RoomView,
  light: Light,
  box: { x: number; y: number; w: number; h: number },
): string {
  const { x, y, w, h } = box;
  const horizon = y + h * 0.62;
  const sky =
    `<defs>${vertical('view', [
      [0, light.top],
      [1, light.horizon],
    ])}</defs>` +
    rect(x, y, w, h, 'url(#view)') +
    (light.night
      ? circle(x + w * 0.7, y + h * 0.2, 16, light.sun)
      : circle(x + w * 0.7, y + h * 0.3, 26, light.sun, ' opacity="0.9"'));
  if (view === 'sea') return sky + rect(x, horizon, w, y + h - horizon, lit('#2f78a8', light));
  if (view === 'city') {
    let towers = '';
    for (let tx = x; tx < x + w; tx += random.int(30, 60)) {
      const th = random.int(40, Math.round(h * 0.6));
      towers += rect(tx, y + h - th, random.int(24, 44), th, mix(light.top, '#394455', 0.6));
      if (light.night) towers += rect(tx + 8, y + h - th + 10, 6, 8, '#ffd98a');
    }
    return sky + towers;
  }
  if (view === 'mountains')
    return (
      sky +
      poly(
        [
          [x, y + h],
          [x, horizon],
          [x + w * 0.3, y + h * 0.3],
          [x + w * 0.55, horizon - 10],
          [x + w * 0.8, y + h * 0.38],
          [x + w, horizon],
          [x + w, y + h],
        ],
        lit('#6f83a6', light),
      ) +
      poly(
        [
          [x + w * 0.24, y + h * 0.38],
          [x + w * 0.3, y + h * 0.3],
          [x + w * 0.36, y + h * 0.38],
        ],
        '#f4f8fb',
      )
    );
  return (
    sky +
    rect(x, horizon, w, y + h - horizon, lit('#78a85e', light)) +
    circle(x + w * 0.25, horizon, h * 0.16, lit('#4f8a46', light)) +
    circle(x + w * 0.45, horizon + 6, h * 0.12, lit('#5a9a4e', light))
  );
}
