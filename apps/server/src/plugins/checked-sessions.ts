/**
 * The sessions this process has checked, each remembered with the accounts version its check
 * read (decision 041). Migration 0021's triggers move that version in the same transaction as
 * any change that can end a session's rights (a session revoked, cut short or deleted, an
 * account's role changed or the account deleted), so a remembered check is trusted only when a
 * read of the version begun after the request arrived finds it unchanged: a logout or a
 * demotion committed on any process counts on every process from the next request on. Those
 * reads are shared (FreshVersion): requests arriving together wait for one read, not one each.
 * PGlite belongs to one process and tells its listeners of a commit before the writer hears
 * back, so there the version read is kept until a notification says it moved (NotifiedVersion).
 */
import type { NotificationListener } from '../db/change-notifications.js';

/** The channel migration 0021's triggers notify on, once per transaction that moved the version. */
export const ACCOUNTS_CHANNEL = 'accounts_changed';
/** The tables whose triggers move the version. */
export const ACCOUNTS_TABLES = ['sessions', 'users'] as const;

/** About 100 bytes each. */
const SESSIONS_KEPT = 10_000;

export interface CheckedSession {
  /** The account's id and role as the check read them. */
  id: number;
  role: number;
  lastUsedAt: Date;
  expiresAt: Date;
  /** The accounts version the check read, in the same statement. */
  version: number;
}

export class CheckedSessions {
  private readonly sessions = new Map<string, CheckedSession>();
  /** The newest version seen: sessions checked before it can never be trusted again. */
  private newest = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether session `sid` of account `id` is remembered at all (its version unread yet). */
  knows(sid: string, id: number): boolean {
    return this.sessions.get(sid)?.id === id;
  }

  /**
   * Session `sid` of account `id` as last checked, if the accounts version is still `version`
   * (read after the request arrived) and the session has not expired.
   */
  find(sid: string, id: number, version: number): CheckedSession | undefined {
    this.saw(version);
    const session = this.sessions.get(sid);
    if (!session || session.id !== id || session.version !== version) return undefined;
    if (session.expiresAt.getTime() > this.now()) return session;
    this.sessions.delete(sid);
    return undefined;
  }

  /** Remembers a session as checked at its version, unless a newer one was seen meanwhile. */
  keep(sid: string, session: CheckedSession): void {
    this.saw(session.version);
    if (session.version !== this.newest) return;
    if (this.sessions.size >= SESSIONS_KEPT) {
      // Maps iterate in insertion order: forget the oldest.
      this.sessions.delete(this.sessions.keys().next().value!);
    }
    this.sessions.set(sid, session);
  }

  /** Forgets every session (for a change made with the triggers off, as tests do). */
  forget(): void {
    this.sessions.clear();
  }

  private saw(version: number): void {
    if (version <= this.newest) return;
    // The version only grows: whatever was kept before is stale for good.
    this.newest = version;
    this.sessions.clear();
  }
}

/**
 * Reads of a value that must be at least as new as the moment they were asked for, shared:
 * an ask while no read is under way starts one at once; an ask while one is under way (which
 * may have begun before the ask, and so may miss a commit the caller already knows of) waits
 * for the next read, which starts when that one ends and serves every ask made meanwhile.
 */
export class FreshVersion implements AccountsVersionSource {
  private running: Promise<number> | undefined;
  private queued: Promise<number> | undefined;

  constructor(private readonly read: () => Promise<number>) {}

  get(): Promise<number> {
    if (this.running === undefined) return this.begin();
    const before = this.running;
    this.queued ??= before.then(settled, settled).then(() => {
      this.queued = undefined;
      return this.begin();
    });
    return this.queued;
  }

  private begin(): Promise<number> {
    const reading = this.read();
    this.running = reading;
    const done = () => {
      if (this.running === reading) this.running = undefined;
    };
    reading.then(done, done);
    return reading;
  }
}

const settled = () => undefined;

/** Where the accounts version a request may trust comes from: read, or kept until told. */
export interface AccountsVersionSource {
  get(): Promise<number>;
}

/**
 * The version as last read, kept until a notification says a transaction moved it. Sound only
 * where notifications of a commit reach every listener before anyone hears of the commit:
 * PGlite, in this process (db/change-notifications.ts), and not over a PostgreSQL connection.
 */
export class NotifiedVersion implements AccountsVersionSource, NotificationListener {
  private known: number | undefined;
  /** Moves with each notification: a read that one overtook is not kept. */
  private heard = 0;

  constructor(private readonly fresh: FreshVersion) {}

  async get(): Promise<number> {
    if (this.known !== undefined) return this.known;
    const heard = this.heard;
    const version = await this.fresh.get();
    if (heard === this.heard) this.known = version;
    return version;
  }

  changed(): void {
    this.heard += 1;
    this.known = undefined;
  }

  listening(): void {
    this.changed();
  }

  lost(): void {
    this.changed();
  }
}
