import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscriptions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

describe.each(TEST_DRIVERS)('POST /api/emailsubscription on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      driver,
      {},
      { rateLimits: { newsletter: { max: 100, timeWindow: 60_000 } } },
    );
  });
  afterAll(() => t.close());

  const subscribe = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/emailsubscription', payload: payload as object });

  it('subscribes with the spec notice and records one welcome mail; twice is not an error', async () => {
    const first = await subscribe({ Email: 'reader@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Newsletter subscription added. Thank you for suscribing',
    });
    const second = await subscribe({ Email: 'READER@example.com' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = 'reader@example.com'`);
    expect(rows).toHaveLength(1);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'newsletter-welcome'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'reader@example.com', status: 'pending' });
  });

  it.each([
    [{ Email: 'not-an-email' }],
    [{ Email: '' }],
    [{}],
    [{ Email: 5 }],
    [{ email: 'a@example.com' }],
  ])('refuses %j with "Invalid Email, please try again" and stores nothing', async (payload) => {
    const before = await t.app.db.select().from(newsletterSubscriptions);
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /Invalid Email, please try again|unrecognized|Unrecognized/,
    );
    expect(await t.app.db.select().from(newsletterSubscriptions)).toHaveLength(before.length);
  });
});
