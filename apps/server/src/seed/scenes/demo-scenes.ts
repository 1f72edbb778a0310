/**
 * The demo data's scene descriptions: a pool of hotel fronts that walks through every setting,
 * the buildings that fit it and the times of day, and a pool of rooms that walks through every
 * layout and view, so that neighbours in the pool never look alike.
 */
import { type Building, describeHotelScene, FITTING, type HotelSceneSpec } from './hotel-scene.js';
import { describeRoomScene, ROOM_LAYOUTS, type RoomSceneSpec } from './room-scene.js';
import { VIEWS } from './room-view.js';
import { SETTINGS, type Setting } from './settings.js';
import { TIMES_OF_DAY } from './sky.js';

/** Settings that suit a hotel by the sea; the rest suit one inland. */
export const SEASIDE_SETTINGS: readonly Setting[] = ['sea', 'pool'];

export function frontScenes(count: number): HotelSceneSpec[] {
  const used = new Map<Building, number>();
  // The last buildings drawn by the sea and inland: the two are dealt out apart
  // (demo-data.ts), so a list page may show either one's neighbours side by side.
  const recent = { seaside: [] as Building[], inland: [] as Building[] };
  return Array.from({ length: count }, (_, i) => {
    const setting = SETTINGS[i % SETTINGS.length]!;
    const group = recent[SEASIDE_SETTINGS.includes(setting) ? 'seaside' : 'inland'];
    const other = recent[SEASIDE_SETTINGS.includes(setting) ? 'inland' : 'seaside'];
    // The fitting building drawn least so far, avoiding the last ones drawn: neighbours
    // never repeat a building, and every kind comes round about as often.
    const candidates = FITTING[setting].filter((kind) => !group.includes(kind));
    const fresh = candidates.filter((kind) => kind !== other.at(-1));
    const building = (fresh.length > 0 ? fresh : candidates).sort(
      (a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0),
    )[0]!;
    used.set(building, (used.get(building) ?? 0) + 1);
    group.push(building);
    if (group.length > 2) group.shift();
    return describeHotelScene(1000 + i, {
      setting,
      building,
      time: TIMES_OF_DAY[(i + Math.floor(i / SETTINGS.length) * 2) % TIMES_OF_DAY.length],
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
