import { STAY_MESSAGES } from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '@/lib/dates';
import { parseBookingParams } from './booking-params';

const zone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});

const address = (checkIn: string, checkOut: string) =>
  new URLSearchParams({ id: '7', roomId: '70', city: 'Honolulu', checkIn, checkOut, guestsN: '2' });

describe('the booking page’s address', () => {
  it('takes a check-in that is still today at a hotel far behind the visitor', () => {
    // 08:00 in Tokyo on 2 June is 13:00 of 1 June in Honolulu: the hotel page offers 1 June.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-01T23:00:00Z') });
    // The visitor is in Tokyo, where it is already 2 June.
    process.env.TZ = 'Asia/Tokyo';
    expect(localToday()).toBe('2030-06-02');
    const parsed = parseBookingParams(address('2030-06-01', '2030-06-03'));
    expect(parsed).toMatchObject({ ok: true, params: { checkInDate: '2030-06-01' } });
  });

  it('refuses a check-in that is over everywhere on earth', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-01T23:00:00Z') });
    expect(parseBookingParams(address('2030-05-31', '2030-06-02'))).toEqual({
      ok: false,
      problem: STAY_MESSAGES.checkInPast,
    });
  });

  it('reads the rate plan the hotel page chose, and none from anything but its digits', () => {
    const withPlan = address('2999-06-01', '2999-06-03');
    withPlan.set('ratePlanId', '42');
    expect(parseBookingParams(withPlan)).toMatchObject({ ok: true, params: { ratePlanId: '42' } });
    for (const text of ['', 'cheapest', '-4', '4.5']) {
      withPlan.set('ratePlanId', text);
      const parsed = parseBookingParams(withPlan);
      expect(parsed.ok && parsed.params.ratePlanId, text).toBeUndefined();
    }
  });
});
