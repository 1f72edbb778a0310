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
  // Counted apart for hotels by the sea and inland, which are dealt out apart (demo-data.ts).
  const groups = {
    seaside: { used: new Map<Building, number>(), recent: [] as Building[] },
    inland: { used: new Map<Building, number>(), recent: [] as Building[] },
  };
  return Array.from({ length: count }, (_, i) => {
    const setting = SETTINGS[i % SETTINGS.length]!;
    const { used, recent } = groups[SEASIDE_SETTINGS.includes(setting) ? 'seaside' : 'inland'];
    // The fitting building drawn least so far, and not one of the last two: neighbours never
    // repeat a building.
    const building = FITTING[setting]
      .filter((kind) => !recent.includes(kind))
      .sort((a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0))[0]!;
    used.set(building, (used.get(building) ?? 0) + 1);
    recent.push(building);
    if (recent.length > 2) recent.shift();
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
