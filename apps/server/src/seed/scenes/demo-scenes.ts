/**
 * The demo data's scene descriptions: a pool of hotel fronts that walks through every setting,
 * the buildings that fit it and the times of day, and a pool of rooms that walks through every
 * layout and view, so that neighbours in the pool never look alike.
 */
import { type Building, describeHotelScene, FITTING, type HotelSceneSpec } from './hotel-scene.js';
import {
  describeRoomScene,
  ROOM_LAYOUTS,
  type RoomLayout,
  type RoomSceneSpec,
} from './room-scene.js';
import { VIEWS } from './room-view.js';
import { SETTINGS, type Setting } from './settings.js';
import { TIMES_OF_DAY } from './sky.js';

/** Settings that suit a hotel by the sea; the rest suit one inland. */
export const SEASIDE_SETTINGS: readonly Setting[] = ['sea', 'pool'];

/**
 * How much a building should not come next: the more recently drawn in the same group, the
 * more (dealt out in turn, those are neighbours on a list page), then the one just drawn for
 * the other group (a page interleaves the two), then how often it has been drawn at all.
 */
function staleness(kind: Building, group: Building[], other: Building[], used: number) {
  const age = group.length - group.lastIndexOf(kind);
  const recent = group.includes(kind) ? 2 ** (8 - age) * 10 : 0;
  return recent + (other.at(-1) === kind ? 60 : 0) + used;
}

export function frontScenes(count: number): HotelSceneSpec[] {
  const used = new Map<Building, number>();
  const drawn = { seaside: [] as Building[], inland: [] as Building[] };
  return Array.from({ length: count }, (_, i) => {
    const setting = SETTINGS[i % SETTINGS.length]!;
    const seaside = SEASIDE_SETTINGS.includes(setting);
    const [group, other] = seaside ? [drawn.seaside, drawn.inland] : [drawn.inland, drawn.seaside];
    const score = (kind: Building) => staleness(kind, group, other, used.get(kind) ?? 0);
    const building = [...FITTING[setting]].sort((a, b) => score(a) - score(b))[0]!;
    used.set(building, (used.get(building) ?? 0) + 1);
    group.push(building);
    return describeHotelScene(1000 + i, {
      setting,
      building,
      time: TIMES_OF_DAY[(i + Math.floor(i / SETTINGS.length) * 2) % TIMES_OF_DAY.length],
    });
  });
}

/** How many pictures of each layout: doubles most, as most room types are doubles. */
export const ROOM_POOL: Record<RoomLayout, number> = {
  double: 5,
  suite: 3,
  loft: 3,
  twin: 2,
  family: 2,
};

export function roomScenes(): RoomSceneSpec[] {
  let i = 0;
  return ROOM_LAYOUTS.flatMap((layout) =>
    Array.from({ length: ROOM_POOL[layout] }, () => {
      i += 1;
      return describeRoomScene(2000 + i, { layout, view: VIEWS[i % VIEWS.length] });
    }),
  );
}
