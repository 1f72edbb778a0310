import { describe, expect, it } from 'vitest';
import { roomScenes } from './demo-scenes.js';
import { describeRoomScene, drawRoomScene, ROOM_LAYOUTS } from './room-scene.js';
import { VIEWS } from './room-view.js';

describe('room scenes', () => {
  it('draws the same room for the same seed', () => {
    expect(describeRoomScene(9)).toEqual(describeRoomScene(9));
    expect(drawRoomScene(describeRoomScene(9))).toBe(drawRoomScene(describeRoomScene(9)));
  });

  it('gives the demo rooms every layout and every view, each picture different', () => {
    const pool = roomScenes();
    expect(new Set(pool.map((spec) => spec.layout))).toEqual(new Set(ROOM_LAYOUTS));
    expect(new Set(pool.map((spec) => spec.view))).toEqual(new Set(VIEWS));
    expect(new Set(pool.map((spec) => drawRoomScene(spec))).size).toBe(pool.length);
    // Two pictures of a layout in a row look out on different views.
    for (const layout of ROOM_LAYOUTS) {
      const views = pool.filter((spec) => spec.layout === layout).map((spec) => spec.view);
      views.slice(1).forEach((view, i) => expect(view).not.toBe(views[i]));
    }
  });

  it('can draw every layout with every view', () => {
    for (const layout of ROOM_LAYOUTS) {
      for (const view of VIEWS) {
        const svg = drawRoomScene(describeRoomScene(3, { layout, view }));
        expect(svg, `${layout} ${view}`).toMatch(/^<svg [^>]+>.+<\/svg>$/);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });
});
