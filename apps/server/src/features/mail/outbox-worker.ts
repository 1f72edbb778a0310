/**
 * Sends the outbox (design §6, §9). Due rows are claimed with FOR UPDATE SKIP LOCKED and marked
 * 'sending' with a lease, so several server processes never send one mail twice; a lease that
 * runs out (the process died mid-send) makes the row due again. A failed send is retried with
 * exponential back-off until the last attempt, then marked failed.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { reusableStatement } from '../../db/reusable-statement.js';
import { mailOutbox } from '../../db/schema.js';
import type { MailTransport } from './mail-transport.js';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often to look for due mail. */
  pollMs?: number;
  /** First retry delay; doubles with each attempt up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  maxAttempts?: number;
  /** How long a claimed mail is reserved for the sender. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Sends what is due now; answers how many mails went out. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const markSent = reusableStatement((db) =>
  db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, sql.placeholder('id'))),
);

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    log,
    pollMs = 2_000,
    retryBaseMs = 5_000,
    retryMaxMs = 300_000,
    maxAttempts = 12,
    leaseMs = 60_000,
    batchSize = 10,
  } = options;

  // Claimed in one statement, the due rows locked and skipped when another sender has them:
  // one round trip where a transaction of a read and an update took four.
  async function claimDue() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  async function sendOne(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.attachments,
      });
    } catch (error) {
      const givingUp = row.attempts >= maxAttempts;
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      await db
        .update(mailOutbox)
        .set({
          status: givingUp ? 'failed' : 'pending',
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
        })
        .where(eq(mailOutbox.id, row.id));
      log.warn({ mailId: row.id, attempts: row.attempts, givingUp, err: error }, 'mail not sent');
      return false;
    }
    await markSent(db, { id: row.id });
    log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
    return true;
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDue();
      for (const row of claimed) if (await sendOne(row)) sent += 1;
      if (claimed.length < batchSize) return sent;
    }
  }

  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
