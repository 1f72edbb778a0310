import { describe, expect, it } from 'vitest';
import { roomScenes } from './demo-scenes.js';
import { describeRoomScene, drawRoomScene, ROOM_LAYOUTS } from './room-scene.js';
import { VIEWS } from './room-view.js';

describe('room scenes', () => {
  it('draws the same room for the same seed', () => {
    expect(describeRoomScene(9)).toEqual(describeRoomScene(9));
    expect(drawRoomScene(describeRoomScene(9))).toBe(drawRoomScene(describeRoomScene(9)));
  });

  it('gives any five demo rooms in a row five different layouts', () => {
    const pool = roomScenes(15);
    for (let start = 0; start + 5 <= pool.length; start++) {
      const five = pool.slice(start, start + 5);
      expect(new Set(five.map((spec) => spec.layout)).size).toBe(5);
      expect(new Set(five.map((spec) => drawRoomScene(spec))).size).toBe(5);
    }
    expect(new Set(pool.map((spec) => spec.view))).toEqual(new Set(VIEWS));
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
