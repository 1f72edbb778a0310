/**
 * The real app wired to a real SMTP server in the test process, with the outbox worker
 * running: for tests that prove a mail leaves over SMTP with the right content.
 */
import { inArray } from 'drizzle-orm';
import type { Driver } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type RoomSpec,
} from './booking-fixtures.js';
import { mailTransportFor } from '../features/mail/mail-transport.js';
import { startOutboxWorker } from '../features/mail/outbox-worker.js';
import { startSmtpSink, waitFor, type SmtpSink } from './smtp-sink.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface MailTestApp extends TestApp {
  sink: SmtpSink;
  /**
   * Every message the SMTP server has received, once the outbox has nothing left to send:
   * what was enqueued has arrived, so a count proves that no more is on its way.
   */
  allMailSent(): Promise<string[]>;
}

export async function startMailTestApp(driver: Driver): Promise<MailTestApp> {
  const sink = await startSmtpSink();
  const t = await createTestApp(driver, { SMTP_URL: sink.url });
  const worker = startOutboxWorker({
    db: t.app.db,
    transport: mailTransportFor(t.config, t.app.log),
    log: t.app.log,
    pollMs: 100,
  });
  return {
    ...t,
    sink,
    async allMailSent() {
      await waitFor(async () => {
        const unsent = await t.app.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ['pending', 'sending']));
        return unsent.length === 0;
      });
      return sink.messages;
    },
    async close() {
      await worker.stop();
      await t.close();
      await sink.close();
    },
  };
}

/**
 * Marta Lopes books the Garden Double at Quinta Verde (Porto, Portugal), checking in 60 days
 * from today: the stay the booking mail tests read back from the mail.
 */
export async function bookedGardenDouble(
  t: TestApp,
  room: Pick<RoomSpec, 'priceCents' | 'discountPercent'>,
  stay: { nights: number; guests?: number },
) {
  const user = await signedInUser(t.app, { fullName: 'Marta Lopes' });
  const { roomIds } = await insertHotelWithRooms(t.app.db, [{ name: 'Garden Double', ...room }], {
    name: 'Quinta Verde',
    city: 'Porto',
    country: 'Portugal',
  });
  const checkIn = dateFromToday(60);
  const checkOut = dateFromToday(60 + stay.nights);
  const paid = await heldAndPaid(t.app, user, {
    roomId: roomIds[0]!,
    checkIn,
    checkOut,
    guests: stay.guests,
  });
  const booked = await bookingRequest(t.app, user, paid);
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.body}`);
  return { user, checkIn, checkOut, bookingId: booked.json().data.id as string };
}
