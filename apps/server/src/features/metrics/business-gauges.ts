/**
 * Figures of the shared database, read at each scrape: what every process sees alike, so a
 * dashboard takes them from any one process (or `max` across them), never their sum. Bookings
 * by status, refunds paid, live holds, the mail outbox's backlog and its oldest waiting mail,
 * and the channel calendars by health. Each scrape costs a handful of indexed counts.
 */
import { FEED_STATES } from '@staylane/domain';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { queryRows, type Database } from '../../db/database.js';
import { feedState } from '../channels/index.js';

export function registerBusinessGauges(registry: Registry, db: Database): void {
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (gauge: Gauge<L>) => Promise<void>,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        await collect(this);
      },
    });

  gauge('staylane_bookings', 'Bookings by status', ['status'], async (bookings) => {
    bookings.reset();
    const rows = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from bookings group by status`,
    );
    for (const { status, n } of rows) bookings.set({ status }, n);
  });

  gauge('staylane_refunds', 'Bookings with a refund owed or paid', [], async (refunds) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings where refund_cents > 0`,
    );
    refunds.set(row?.n ?? 0);
  });

  gauge(
    'staylane_refunded_cents',
    'The sum of refunds owed or paid, in cents',
    [],
    async (cents) => {
      const [row] = await queryRows<{ cents: string | number | null }>(
        db,
        sql`select coalesce(sum(refund_cents), 0)::bigint as cents from bookings where refund_cents > 0`,
      );
      cents.set(Number(row?.cents ?? 0));
    },
  );

  gauge('staylane_holds_live', 'Holds on rooms that have not expired', [], async (holds) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from holds where status = 'active' and expires_at > now()`,
    );
    holds.set(row?.n ?? 0);
  });

  gauge(
    'staylane_mail_outbox',
    'Mails waiting (pending, sending) or given up (failed)',
    ['status'],
    async (outbox) => {
      outbox.reset();
      for (const status of ['pending', 'sending', 'failed']) outbox.set({ status }, 0);
      const rows = await queryRows<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from mail_outbox
          where status in ('pending', 'sending', 'failed') group by status`,
      );
      for (const { status, n } of rows) outbox.set({ status }, n);
    },
  );

  gauge(
    'staylane_mail_outbox_oldest_seconds',
    'Age of the oldest mail not yet sent (0 when none waits)',
    [],
    async (oldest) => {
      const [row] = await queryRows<{ seconds: number | null }>(
        db,
        sql`select extract(epoch from now() - min(created_at))::float8 as seconds
          from mail_outbox where status in ('pending', 'sending')`,
      );
      oldest.set(Math.max(0, row?.seconds ?? 0));
    },
  );

  gauge(
    'staylane_calendar_feeds',
    'Channel calendars imported, by health (ok, error, failing, never)',
    ['state'],
    async (feeds) => {
      const rows = await queryRows<{
        created_at: Date | string;
        last_attempt_at: Date | string | null;
        last_success_at: Date | string | null;
        last_error: string | null;
      }>(
        db,
        sql`select created_at, last_attempt_at, last_success_at, last_error from calendar_feeds`,
      );
      const counts = new Map<string, number>(FEED_STATES.map((state) => [state, 0]));
      const now = new Date();
      const date = (value: Date | string | null) => (value === null ? null : new Date(value));
      for (const row of rows) {
        const state = feedState(
          {
            createdAt: new Date(row.created_at),
            lastAttemptAt: date(row.last_attempt_at),
            lastSuccessAt: date(row.last_success_at),
            lastError: row.last_error,
          },
          now,
        );
        counts.set(state, (counts.get(state) ?? 0) + 1);
      }
      for (const [state, n] of counts) feeds.set({ state }, n);
    },
  );
}
