import { describe, expect, it } from 'vitest';
import { completedBookingId, completedBookingState } from './completed-booking';

describe('completedBookingId', () => {
  it('reads the booking a history entry paid for', () => {
    expect(completedBookingId(completedBookingState('42'))).toBe('42');
  });

  it.each([
    null,
    undefined,
    'x',
    {},
    { completedBookingId: 42 },
    { completedBookingId: '0' },
    { completedBookingId: 'x' },
  ])('reads nothing from %j, so the page offers the booking as usual', (state) => {
    expect(completedBookingId(state)).toBeUndefined();
  });
});
