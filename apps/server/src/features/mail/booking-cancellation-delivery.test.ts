import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { mimeParts } from '../../test/mime-parts.js';
import {
  bookedGardenDouble,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-test-app.js';
import { waitFor } from '../../test/smtp-sink.js';

describe.each(TEST_DRIVERS)('booking cancellation over SMTP on %s', (driver) => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await startMailTestApp(driver);
  });
  afterAll(() => t.close());

  it('sends one cancellation with the refund and an .ics that cancels the confirmation’s event', async () => {
    const { user, checkIn, bookingId } = await bookedGardenDouble(
      t,
      { priceCents: 10_000 },
      { nights: 2 },
    );
    const confirmation = await waitFor(() => t.sink.messages[0]);
    const confirmationIcs = mimeParts(confirmation).find(
      (p) => p.contentType === 'text/calendar',
    )!.body;

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: user.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const raw = await waitFor(() => t.sink.messages[1]);
    expect(await t.allMailSent()).toHaveLength(2);

    expect(raw).toMatch(new RegExp(`^To: ${user.email}`, 'im'));
    expect(raw).toMatch(/^Subject: Your booking at Quinta Verde is cancelled/im);
    const parts = mimeParts(raw);
    const text = parts.find((p) => p.contentType === 'text/plain')!.body;
    // Inside the free window: everything paid comes back.
    const final = cancelled.json().data.payment.FinalPrice as number;
    for (const line of [
      `Booking number: ${bookingId}`,
      'Hotel: Quinta Verde, Porto, Portugal',
      `Check in: ${checkIn}`,
      `Refund: $${final.toFixed(2)}`,
      `We are refunding $${final.toFixed(2)} to the card you paid with`,
    ]) {
      expect(text).toContain(line);
    }
    const ics = parts.find((p) => p.contentType === 'text/calendar')!.body;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:booking-${bookingId}@staylane`);
    expect(confirmationIcs).toContain(`UID:booking-${bookingId}@staylane`);
    expect(ics).toMatch(/^SEQUENCE:1\r?$/m);
  });
});
