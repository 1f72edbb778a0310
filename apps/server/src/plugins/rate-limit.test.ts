import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const badLogin = (testApp: TestApp, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/auth/local/login',
    headers,
    payload: { email: 'nobody@example.com', password: 'Wrong1234' },
  });

async function statuses(
  testApp: TestApp,
  count: number,
  headersFor: (n: number) => Record<string, string>,
) {
  const answers: number[] = [];
  for (let n = 0; n < count; n += 1)
    answers.push((await badLogin(testApp, headersFor(n))).statusCode);
  return answers;
}

describe('rate limits per client address', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    testApp = await createTestApp('pglite');
    const answers = await statuses(testApp, 11, (n) => ({ 'x-forwarded-for': `203.0.113.${n}` }));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers[10]).toBe(429);
  });

  it('counts the forwarded address when TRUST_PROXY says the proxy tells it', async () => {
    testApp = await createTestApp('pglite', { TRUST_PROXY: 'true' });
    const answers = await statuses(testApp, 11, (n) => ({ 'x-forwarded-for': `203.0.113.${n}` }));
    expect(answers).toEqual(Array(11).fill(401));
  });

  it('follows RATE_LIMIT_MAX_PER_MINUTE', async () => {
    testApp = await createTestApp('pglite', { RATE_LIMIT_MAX_PER_MINUTE: '3' });
    expect(await statuses(testApp, 4, () => ({}))).toEqual([401, 401, 401, 429]);
  });
});
