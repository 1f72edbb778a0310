import { describe, expect, it } from 'vitest';
import { aRoom } from '@/test/fixtures';
import { withOwnHolds, type OwnHold } from './own-holds';

const ownHold = (roomId: string, FreeUnits: number) => ({ roomId, FreeUnits }) as OwnHold;

describe('withOwnHolds', () => {
  it('shows a room the viewer holds with the free units the server gave the viewer', () => {
    const rooms = [aRoom({ id: '1', FreeUnits: 0 }), aRoom({ id: '2', FreeUnits: 0 })];
    const seen = withOwnHolds(rooms, { holds: [ownHold('1', 1)], requestedAt: 0 });
    expect(seen.map((room) => [room.id, room.FreeUnits])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
  });

  it('leaves the rooms as they are without holds of the viewer', () => {
    const rooms = [aRoom({ id: '1', FreeUnits: 0 })];
    expect(withOwnHolds(rooms, undefined)).toBe(rooms);
    expect(withOwnHolds(rooms, { holds: [], requestedAt: 0 })).toBe(rooms);
  });
});
