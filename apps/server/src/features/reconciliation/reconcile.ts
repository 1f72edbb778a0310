/**
 * Reconciliation (decision 003): repairs what a crash or an outage left between the payment
 * provider and the database.
 * - An authorization whose hold expired more than a margin ago and that no booking uses was
 *   abandoned (the client never booked, or the process died in between): void it.
 * - A booking still capture_pending after a grace period lost its capture: settle it (capture
 *   and confirm, or void and cancel when the capture is refused; left for the next round when
 *   the provider cannot be reached).
 * - A cancelled booking still cancellation_pending is owed its refund: pay it.
 */
import { HOLD_MINUTES } from '@staylane/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { bookings, holds, paymentIntents, payments } from '../../db/schema.js';
import { payRefund, pendingRefunds, settleBooking, voidUnusedIntent } from '../bookings/index.js';
import type { PaymentProvider } from '../payments/index.js';

export interface ReconcileOptions {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now?: Date;
  /** How long after its hold expired an unused authorization is kept. */
  marginMs?: number;
  /** How old a capture_pending booking must be before reconciliation takes it over. */
  pendingGraceMs?: number;
}

export interface ReconcileCounts {
  voided: number;
  captured: number;
  cancelled: number;
  stillPending: number;
  /** Cancellations whose refund was paid this round, and those still owed. */
  refunded: number;
  refundsPending: number;
  errors: number;
}

export async function reconcile(options: ReconcileOptions): Promise<ReconcileCounts> {
  const { db, provider, log, now = new Date(), marginMs = 2 * 60_000 } = options;
  const pendingGraceMs = options.pendingGraceMs ?? 60_000;
  const counts: ReconcileCounts = {
    voided: 0,
    captured: 0,
    cancelled: 0,
    stillPending: 0,
    refunded: 0,
    refundsPending: 0,
    errors: 0,
  };

  const staleBefore = new Date(now.getTime() - marginMs);
  // Without a hold row (deleted with its room or user) the authorization's own age decides.
  const orphanBefore = new Date(staleBefore.getTime() - HOLD_MINUTES * 60_000);
  const abandoned = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .leftJoin(holds, eq(holds.id, paymentIntents.holdId))
    .leftJoin(payments, eq(payments.paymentIntentId, paymentIntents.id))
    .where(
      and(
        eq(paymentIntents.status, 'authorized'),
        isNull(payments.id),
        or(
          lt(holds.expiresAt, staleBefore),
          and(isNull(holds.id), lt(paymentIntents.createdAt, orphanBefore)),
        ),
      ),
    );
  for (const { id } of abandoned) {
    try {
      if (await voidUnusedIntent(db, provider, id)) counts.voided += 1;
    } catch (error) {
      counts.errors += 1;
      log.error({ err: error, paymentIntentId: id }, 'could not void an abandoned authorization');
    }
  }

  const pending = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'capture_pending'),
        lt(
          bookings.createdAt,
          sql`${new Date(now.getTime() - pendingGraceMs).toISOString()}::timestamptz`,
        ),
      ),
    );
  for (const { id } of pending) {
    try {
      const { outcome } = await settleBooking(db, provider, id, log);
      if (outcome === 'confirmed') counts.captured += 1;
      else if (outcome === 'cancelled') counts.cancelled += 1;
      else counts.stillPending += 1;
    } catch (error) {
      counts.errors += 1;
      log.error({ err: error, bookingId: id }, 'could not settle a capture_pending booking');
    }
  }

  // Cancellations whose refund failed at the provider: the same key pays them once.
  for (const { id, intentId, refundCents } of await pendingRefunds(db)) {
    try {
      if (await payRefund({ db, provider, log }, id, intentId, refundCents ?? 0)) {
        counts.refunded += 1;
      } else counts.refundsPending += 1;
    } catch (error) {
      counts.errors += 1;
      log.error({ err: error, bookingId: id }, 'could not finish a cancellation_pending refund');
    }
  }

  const worked = Object.values(counts).some((count) => count > 0);
  log[worked ? 'info' : 'debug']({ ...counts }, 'payments reconciled');
  return counts;
}

/** Runs `reconcile` now and every `intervalMs`; `stop` waits for a running round. */
export function startReconciliation(options: ReconcileOptions & { intervalMs: number }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = reconcile({ ...options, now: new Date() })
      .catch((error: unknown) => options.log.error({ err: error }, 'reconciliation failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(round, options.intervalMs);
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
