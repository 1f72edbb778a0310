/**
 * The built-in sandbox provider (design §5): behaves like a card processor with test cards, so
 * the whole flow runs offline. Tokenised cards keep only brand, last four digits, expiry and
 * the outcome their test number stands for; the full number and CVC are never stored.
 * An authorization's id names its card, so capture knows the card's outcome; what happened to
 * an authorization since is kept in its payment_intents row, as a real processor remembers a
 * capture or a void. Never call it inside a transaction: it uses its own queries.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, sum } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { placeholders, reusableStatement } from '../../db/reusable-statement.js';
import { paymentIntents, sandboxPaymentMethods, sandboxRefunds } from '../../db/schema.js';
import { badRequest, unprocessable } from '../../lib/app-error.js';
import {
  captureDeclined,
  PaymentDeclinedError,
  type CardInput,
  type PaymentProvider,
} from './payment-provider.js';
import { checkCard } from './sandbox-cards.js';

const PAYMENT_METHOD_ID = /^pm_([0-9a-f]{24})$/;
const INTENT_ID = /^pi_([0-9a-f]{24})_[0-9a-f]{16}$/;
export const UNKNOWN_CARD = 'This card is not known, please enter it again.';

export interface SandboxOptions {
  /** Refunds fail before this time (epoch ms): a processor outage, for benches and tests. */
  refundsFailUntil?: number | undefined;
}

// The statements of a booking's card, checkout and capture, built once (decision 027).
const insertMethod = reusableStatement((db) =>
  db
    .insert(sandboxPaymentMethods)
    .values(placeholders('id', 'brand', 'last4', 'expMonth', 'expYear', 'outcome')),
);

const methodWithId = reusableStatement((db) =>
  db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, sql.placeholder('id'))),
);

const updateIntentStatus = reusableStatement((db) =>
  db
    .update(paymentIntents)
    .set({ status: sql`${sql.placeholder('status')}` })
    .where(eq(paymentIntents.id, sql.placeholder('id'))),
);

export function createSandboxProvider(db: Database, options: SandboxOptions = {}): PaymentProvider {
  async function methodById(id: string) {
    if (!PAYMENT_METHOD_ID.test(id)) return undefined;
    const [method] = await methodWithId(db, { id });
    return method;
  }

  async function intentStatus(id: string): Promise<string | undefined> {
    const [row] = await db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, id));
    return row?.status;
  }

  async function setStatus(id: string, status: 'captured' | 'voided' | 'refunded') {
    await updateIntentStatus(db, { id, status });
  }

  async function methodOfIntent(id: string) {
    const match = INTENT_ID.exec(id);
    const method = match ? await methodById(`pm_${match[1]}`) : undefined;
    if (!method) throw unprocessable('This payment is not known', 'PAYMENT_UNKNOWN');
    return method;
  }

  /**
   * Captures the intent unless it is captured, voided or refunded already or its card fails
   * at capture, and answers the card's outcome with what had happened to the intent: one
   * statement where the read and the change took two, deciding from what it read
   * as they did.
   */
  async function capturedIntent(id: string) {
    const match = INTENT_ID.exec(id);
    const [row] = match
      ? await queryRows<{ outcome: string; status: string | null }>(
          db,
          sql`with found as (
              select m.outcome, i.status
                from sandbox_payment_methods m
                left join payment_intents i on i.id = ${id}
                where m.id = ${`pm_${match[1]}`}
            ), captured as (
              update payment_intents set status = 'captured'
                where id = ${id}
                  and exists (
                    select 1 from found
                      where outcome <> 'capture_fail'
                        and (status is null or status not in ('captured', 'voided', 'refunded'))
                  )
            )
            select outcome, status from found`,
        )
      : [];
    if (!row) throw unprocessable('This payment is not known', 'PAYMENT_UNKNOWN');
    return row;
  }

  return {
    name: 'sandbox',

    async createPaymentMethod(card: CardInput) {
      const checked = checkCard(card);
      if ('field' in checked)
        throw badRequest(checked.message, { [checked.field]: checked.message });
      const id = `pm_${randomBytes(12).toString('hex')}`;
      const [month, year] = [
        card.expMonth,
        card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      ];
      await insertMethod(db, {
        id,
        brand: checked.card.brand,
        last4: checked.card.last4,
        expMonth: month,
        expYear: year,
        outcome: checked.card.outcome,
      });
      return { id, brand: checked.card.brand, last4: checked.card.last4 };
    },

    async authorize({ paymentMethodId, idempotencyKey }) {
      const method = await methodById(paymentMethodId);
      if (!method) throw unprocessable(UNKNOWN_CARD, 'PAYMENT_METHOD_UNKNOWN');
      if (method.outcome === 'decline') throw new PaymentDeclinedError();
      const key = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16);
      return { id: `pi_${method.id.slice(3)}_${key}`, brand: method.brand, last4: method.last4 };
    },

    async capture(id) {
      const { outcome, status } = await capturedIntent(id);
      if (status === 'captured') return;
      if (status === 'voided' || status === 'refunded' || outcome === 'capture_fail') {
        throw captureDeclined();
      }
    },

    async void(id) {
      await methodOfIntent(id);
      if ((await intentStatus(id)) === 'captured') {
        throw new Error('A captured payment cannot be voided; refund it');
      }
      await setStatus(id, 'voided');
    },

    // Keyed like a processor's refund: a repeated key is the refund already paid, and no key
    // may give back more than the authorization's amount in all.
    async refund(id, { idempotencyKey, amountCents }) {
      if (options.refundsFailUntil !== undefined && Date.now() < options.refundsFailUntil) {
        throw new Error('The sandbox processor is unreachable (refund outage)');
      }
      await methodOfIntent(id);
      const [intent] = await db
        .select({ amountCents: paymentIntents.amountCents })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id));
      const [done] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (done) {
        if (done.paymentIntentId !== id) throw new Error('Idempotency key used for another refund');
        return { id: done.id };
      }
      const amount = amountCents ?? intent?.amountCents ?? 0;
      const [{ refunded } = { refunded: null }] = await db
        .select({ refunded: sum(sandboxRefunds.amountCents) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentIntentId, id));
      if (intent && Number(refunded ?? 0) + amount > intent.amountCents) {
        throw new Error('A refund cannot give back more than was paid');
      }
      if (amount <= 0) throw new Error('A refund gives back at least a cent');
      const [paid] = await db
        .insert(sandboxRefunds)
        .values({ idempotencyKey, paymentIntentId: id, amountCents: amount })
        .onConflictDoNothing()
        .returning({ id: sandboxRefunds.id });
      // Lost a race with the same key: that refund is this one.
      const [refund] = paid
        ? [paid]
        : await db
            .select({ id: sandboxRefunds.id })
            .from(sandboxRefunds)
            .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      await setStatus(id, 'refunded');
      return { id: refund!.id };
    },
  };
}
