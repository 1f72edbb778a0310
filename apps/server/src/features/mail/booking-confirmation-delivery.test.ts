import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { mimeParts } from '../../test/mime-parts.js';
import {
  bookedGardenDouble,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-test-app.js';
import { waitFor } from '../../test/smtp-sink.js';

describe.each(TEST_DRIVERS)('booking confirmation over SMTP on %s', (driver) => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await startMailTestApp(driver);
  });
  afterAll(() => t.close());

  it('sends exactly one confirmation with the stay, the figures and a valid .ics', async () => {
    const { user, checkIn, checkOut, bookingId } = await bookedGardenDouble(
      t,
      { priceCents: 15_050, discountPercent: 20 },
      { nights: 4, guests: 2 },
    );

    const raw = await waitFor(() => t.sink.messages[0]);
    expect(await t.allMailSent()).toHaveLength(1);

    expect(raw).toMatch(new RegExp(`^To: ${user.email}`, 'im'));
    const parts = mimeParts(raw);
    const text = parts.find((p) => p.contentType === 'text/plain')!.body;
    // 150.50 × 4 = 602; discount floor(120.4) = 120; tax floor(22.8) = 22; final 504.
    for (const line of [
      `Booking number: ${bookingId}`,
      'Hotel: Quinta Verde, Porto, Portugal',
      'Room: Garden Double',
      `Check in: ${checkIn}`,
      `Check out: ${checkOut}`,
      'Nights: 4',
      'Guests: 2',
      'Base price: $602.00',
      'Discount: $120.00',
      'Tax: $22.00',
      'Final price: $504.00',
      'Paid with: visa **** 4242',
    ]) {
      expect(text).toContain(line);
    }
    const ics = parts.find((p) => p.contentType === 'text/calendar')!.body;
    const compact = (date: string) => date.replaceAll('-', '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(checkIn)}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${compact(checkOut)}`);
    expect(ics).toContain(`UID:booking-${bookingId}@staylane`);
    expect(ics.trimEnd()).toMatch(/END:VCALENDAR$/);
  });
});
