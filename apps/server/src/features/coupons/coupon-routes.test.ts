/**
 * The coupon check answers whether a code exists, so it is limited per client address like
 * login and sign-up: 20 a minute, RATE_LIMIT_MAX_PER_MINUTE when set.
 */
import { NOTICES } from '@staylane/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCoupon } from '../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const check = (t: TestApp, code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/coupons/validate', headers, payload: { code } });

describe.each(TEST_DRIVERS)('coupon check limit on %s', (driver) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers the 21st check of a minute from one address with 429 and the envelope', async () => {
    t = await createTestApp(driver, { TRUST_PROXY: 'true' });
    await insertCoupon(t.app.db, 'SAVE10', 10);
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const answers: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      answers.push((await check(t, n % 2 ? 'SAVE10' : `GUESS${n}`, from)).statusCode);
    }
    expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => (n % 2 ? 200 : 404)));

    const limited = await check(t, 'SAVE10', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds$/),
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is counted on its own.
    const other = await check(t, 'SAVE10', { 'x-forwarded-for': '203.0.113.8' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual({ code: 'SAVE10', percent: 10 });
  });

  it('follows RATE_LIMIT_MAX_PER_MINUTE', async () => {
    t = await createTestApp(driver, { RATE_LIMIT_MAX_PER_MINUTE: '3' });
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push((await check(t, 'NOPE')).statusCode);
    expect(answers).toEqual([404, 404, 404, 429]);
    expect((await check(t, 'NOPE')).json().message).not.toBe(NOTICES.couponWrong);
  });
});
