/**
 * The demo data's scene descriptions: a pool of hotel fronts that walks through every setting,
 * the buildings that fit it and the times of day, and a pool of rooms that walks through every
 * layout and view, so that neighbours in the pool never look alike.
 */
import { describeHotelScene, FITTING, type HotelSceneSpec } from './hotel-scene.js';
import { describeRoomScene, ROOM_LAYOUTS, type RoomSceneSpec } from './room-scene.js';
import { VIEWS } from './room-view.js';
import { SETTINGS, type Setting } from './settings.js';
import { TIMES_OF_DAY } from './sky.js';

/** Settings that suit a hotel by the sea; the rest suit one inland. */
export const SEASIDE_SETTINGS: readonly Setting[] = ['sea', 'pool'];

export function frontScenes(count: number): HotelSceneSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const setting = SETTINGS[i % SETTINGS.length]!;
    const round = Math.floor(i / SETTINGS.length);
    const fitting = FITTING[setting];
    return describeHotelScene(1000 + i, {
      setting,
      building: fitting[round % fitting.length],
      time: TIMES_OF_DAY[(i + round * 2) % TIMES_OF_DAY.length],
    });
  });
}

export function roomScenes(count: number): RoomSceneSpec[] {
  return Array.from({ length: count }, (_, i) =>
    describeRoomScene(2000 + i, {
      layout: ROOM_LAYOUTS[i % ROOM_LAYOUTS.length],
      view: VIEWS[(i + Math.floor(i / ROOM_LAYOUTS.length)) % VIEWS.length],
    }),
  );
}
