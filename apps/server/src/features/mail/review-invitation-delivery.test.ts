/**
 * The review invitation over real SMTP (decision 024): once per stay, not before the day after
 * check-out in the hotel's time zone, never for a cancelled booking.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, hotels } from '../../db/schema.js';
import { insertHotelWithRooms, signedInUser } from '../../test/booking-fixtures.js';
import { mimeParts } from '../../test/mime-parts.js';
import { startMailTestApp, type MailTestApp } from '../../test/mail-test-app.js';
import { waitFor } from '../../test/smtp-sink.js';
import { insertBooking } from '../../test/stored-bookings.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { enqueueDueReviewInvitations } from '../reviews/index.js';

const SITE = 'https://staylane.example';
// Noon UTC on 10 March 2030: already 11 March at Kiritimati (UTC+14).
const NOW = new Date('2030-03-10T12:00:00Z');

describe.each(TEST_DRIVERS)('review invitations over SMTP on %s', (driver) => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await startMailTestApp(driver);
  });
  afterAll(() => t.close());

  it('invites once the day after check-out, never before and never a cancelled stay', async () => {
    const user = await signedInUser(t.app);
    const utcHotel = await insertHotelWithRooms(t.app.db, [{}], { name: 'Casa Norte' });
    const farEast = await insertHotelWithRooms(t.app.db, [{}], { name: 'Lagoon Lodge' });
    await t.app.db
      .update(hotels)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(hotels.id, farEast.hotelId));
    const stay = (hotel: { hotelId: number; roomIds: number[] }, checkOut: string) =>
      insertBooking(t.app.db, {
        userId: user.id,
        hotelId: hotel.hotelId,
        roomId: hotel.roomIds[0]!,
        checkIn: '2030-03-05',
        checkOut,
      });
    const due = await stay(utcHotel, '2030-03-09');
    await stay(utcHotel, '2030-03-10'); // checks out today: tomorrow's
    const dueByZone = await stay(farEast, '2030-03-10'); // today in UTC, yesterday there
    const cancelled = await stay(utcHotel, '2030-03-08');
    await t.app.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: NOW })
      .where(eq(bookings.id, cancelled.id));

    expect(await enqueueDueReviewInvitations(t.app.db, { siteUrl: SITE, now: NOW })).toBe(2);
    // Again, and twice at once (two processes): nothing more.
    const again = await Promise.all([
      enqueueDueReviewInvitations(t.app.db, { siteUrl: SITE, now: NOW }),
      enqueueDueReviewInvitations(t.app.db, { siteUrl: SITE, now: NOW }),
    ]);
    expect(again).toEqual([0, 0]);

    await waitFor(() => t.sink.messages[1]);
    expect(await t.allMailSent()).toHaveLength(2);
    const texts = t.sink.messages.map(
      (raw) => mimeParts(raw).find((part) => part.contentType === 'text/plain')!.body,
    );
    const links = texts.map((text) => /Write your review: (\S+)/.exec(text)?.[1]).sort();
    expect(links).toEqual(
      [due.id, dueByZone.id].map((id) => `${SITE}/dashboard?tab=bookings&review=${id}`).sort(),
    );
    expect(t.sink.messages[0]).toMatch(/^To: guest@example\.com/im);
    expect(t.sink.messages.join('\n')).toMatch(/^Subject: How was your stay at /im);

    // The next day the stay that checked out today is invited, and only it.
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    expect(await enqueueDueReviewInvitations(t.app.db, { siteUrl: SITE, now: tomorrow })).toBe(1);
    await waitFor(() => t.sink.messages[2]);
  });
});
