import { describe, expect, it } from 'vitest';
import { roomFits, roomTooSmallMessage, sleepsLabel, tooSmallLabel } from './room-capacity';

describe('room capacity', () => {
  it('fits guests up to the room’s MaxGuests, and any room before guests are chosen', () => {
    expect(roomFits({ MaxGuests: 2 }, 2)).toBe(true);
    expect(roomFits({ MaxGuests: 2 }, 3)).toBe(false);
    expect(roomFits({ MaxGuests: 1 }, undefined)).toBe(true);
  });

  it('names the capacity in words', () => {
    expect(roomTooSmallMessage(1)).toBe('This room sleeps at most 1 guest');
    expect(roomTooSmallMessage(2)).toBe('This room sleeps at most 2 guests');
    expect(tooSmallLabel(3)).toBe('Too small for 3 guests');
    expect(sleepsLabel(4)).toBe('Sleeps 4');
  });
});
