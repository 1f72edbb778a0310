/**
 * Review invitations (decision 024): the day after check-out (hotel time) each confirmed stay's
 * guest gets one mail with a link to the review form. A periodic job finds the stays due and
 * enqueues their mails through the outbox; the invitation row (primary key: the booking) is
 * written in the mail's transaction, so however often and in however many processes the job
 * runs, a booking is invited once.
 */
import { addDays, hotelToday, todayIso } from '@staylane/domain';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { bookings, hotels, reviewInvitations, reviews, users } from '../../db/schema.js';
import { enqueueMail, reviewInvitationMail } from '../mail/index.js';
import { bookedBeforeStay } from './write-review.js';

export const REVIEW_INVITE_INTERVAL_MS = 60 * 60 * 1000;
/** Stays that ended longer ago than this are not invited any more (an old install catching up). */
export const REVIEW_INVITE_WINDOW_DAYS = 14;

/** Where the invitation's link opens the review form of a booking. */
export const reviewFormPath = (bookingId: number) => `/dashboard?tab=bookings&review=${bookingId}`;

export async function enqueueDueReviewInvitations(
  db: Database,
  options: { siteUrl: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  // Coarse in UTC (no zone is more than a day ahead), exact per hotel below.
  const utcToday = todayIso(now);
  const candidates = await db
    .select({
      bookingId: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      bookedAt: bookings.createdAt,
      hotelName: bookings.hotelName,
      guestName: bookings.guestName,
      guestEmail: bookings.guestEmail,
      userEmail: users.email,
      timeZone: hotels.timeZone,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(reviewInvitations, eq(reviewInvitations.bookingId, bookings.id))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        lte(bookings.checkOut, utcToday),
        gte(bookings.checkOut, addDays(utcToday, -REVIEW_INVITE_WINDOW_DAYS)),
        isNull(reviewInvitations.bookingId),
        // Already reviewed (the guest did not wait for the mail): nothing to ask.
        isNull(reviews.id),
      ),
    );
  let sent = 0;
  for (const stay of candidates) {
    if (hotelToday(stay.timeZone, now) < addDays(stay.checkOut, 1)) continue;
    // A stay booked after its arrival day could not be reviewed (write-review.ts): no invitation.
    if (!bookedBeforeStay(stay, stay.timeZone)) continue;
    const to = stay.guestEmail || stay.userEmail;
    if (!to) continue;
    const invited = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reviewInvitations)
        .values({ bookingId: stay.bookingId })
        .onConflictDoNothing()
        .returning({ bookingId: reviewInvitations.bookingId });
      if (!claimed) return false;
      const mailId = await enqueueMail(
        tx,
        reviewInvitationMail({
          bookingId: stay.bookingId,
          to,
          guestName: stay.guestName,
          hotelName: stay.hotelName,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          reviewUrl: `${options.siteUrl.replace(/\/+$/, '')}${reviewFormPath(stay.bookingId)}`,
        }),
      );
      await tx
        .update(reviewInvitations)
        .set({ mailId })
        .where(eq(reviewInvitations.bookingId, stay.bookingId));
      return true;
    });
    if (invited) sent += 1;
  }
  return sent;
}

/** Runs the invitations now and every `intervalMs` (hourly); `stop` waits for a running round. */
export function startReviewInviter(options: {
  db: Database;
  log: FastifyBaseLogger;
  siteUrl: string;
  intervalMs?: number;
}) {
  const { db, log, siteUrl, intervalMs = REVIEW_INVITE_INTERVAL_MS } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = enqueueDueReviewInvitations(db, { siteUrl })
      .then((count) => log[count > 0 ? 'info' : 'debug']({ count }, 'review invitations queued'))
      .catch((error: unknown) => log.error({ err: error }, 'review invitations failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(round, intervalMs);
      });
  };
  round();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
