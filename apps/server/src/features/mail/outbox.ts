/**
 * The transactional outbox (design §6): a mail is recorded in the same transaction as the
 * change that causes it, and the outbox worker sends it later with retries. Pass the
 * transaction handle so the mail exists exactly when the change commits.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { mailOutbox } from '../../db/schema.js';
import { placeholders, reusableStatement } from '../../db/reusable-statement.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's content as text (an .ics is text; binary content would be base64). */
  content: string;
}

export interface OutgoingMail {
  /** What the mail is for, e.g. 'booking-confirmation', 'provisional-password'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The booking a booking mail is about: the admin's booking detail lists its mails. */
  bookingId?: number;
}

const insertMail = reusableStatement((db) =>
  db
    .insert(mailOutbox)
    .values(
      placeholders(
        'kind',
        'toAddress',
        'subject',
        'textBody',
        'htmlBody',
        'attachments',
        'bookingId',
      ),
    )
    .returning({ id: mailOutbox.id }),
);

/** Records a mail for sending; answers its outbox id. */
export async function enqueueMail(
  dbOrTx: Database | Transaction,
  mail: OutgoingMail,
): Promise<number> {
  const [row] = await insertMail(dbOrTx, {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ?? [],
    bookingId: mail.bookingId ?? null,
  });
  return row!.id;
}

/**
 * The same outbox row as `enqueueMail`, as an `insert … select` for a statement of several
 * parts: one mail per row of `bookings` (a CTE's name, whose `id` is the booking the mail is
 * about), so the mail exists exactly when that statement's change does.
 */
export function enqueueMailPerBooking(mail: OutgoingMail, bookings: SQL): SQL {
  return sql`insert into mail_outbox (kind, to_address, subject, text_body, html_body, attachments, booking_id)
    select ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null},
           ${JSON.stringify(mail.attachments ?? [])}::jsonb, id from ${bookings}`;
}
