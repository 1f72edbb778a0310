/**
 * The sessions this process has checked, remembered until any process commits a change that
 * could end one's rights (decision 029): a session revoked, cut short or deleted, an account's
 * role changed or the account deleted. Migration 0018's triggers announce those on
 * ACCOUNTS_CHANNEL; this process's own such writes count the moment they commit. A booking's
 * four calls then read the session once, not four times. While changes could go unheard (the
 * listening connection is lost), nothing is remembered and every call reads the session.
 */
import { ChangeVersion, type NotificationListener } from '../db/change-notifications.js';

export const ACCOUNTS_CHANNEL = 'accounts_changed';
/** The tables whose triggers notify ACCOUNTS_CHANNEL (migration 0018). */
export const ACCOUNTS_TABLES = ['sessions', 'users'] as const;
/**
 * This process's writes to those tables that the triggers do not announce: a new session or
 * account, and the touch of a session's last use, which changes nobody's rights.
 */
export const SILENT_ACCOUNT_WRITES =
  /^\s*(insert into "(sessions|users)"|update "sessions" set "(last_used_at|provisional)")/i;
/** About 100 bytes each. */
const SESSIONS_KEPT = 10_000;

export interface CheckedSession {
  /** The account's id and role as the check read them. */
  id: number;
  role: number;
  lastUsedAt: Date;
  expiresAt: Date;
}

export class CheckedSessions implements NotificationListener {
  private readonly version = new ChangeVersion();
  private readonly sessions = new Map<string, CheckedSession>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Session `sid` of account `id`, as last checked, while nothing changed and it has not expired. */
  find(sid: string, id: number): CheckedSession | undefined {
    const session = this.sessions.get(sid);
    if (!session || session.id !== id) return undefined;
    if (session.expiresAt.getTime() > this.now()) return session;
    this.sessions.delete(sid);
    return undefined;
  }

  /** The version a check begins at, or undefined while changes could go unheard. */
  get current(): number | undefined {
    return this.version.current;
  }

  /** Remembers a session checked from `version` on, unless a change was heard since. */
  keep(sid: string, session: CheckedSession, version: number | undefined): void {
    if (version === undefined || version !== this.current) return;
    if (this.sessions.size >= SESSIONS_KEPT) {
      // Maps iterate in insertion order: forget the oldest.
      this.sessions.delete(this.sessions.keys().next().value!);
    }
    this.sessions.set(sid, session);
  }

  // Each moves the version, so a check under way is not kept, and forgets every session.
  changed(): void {
    this.version.changed();
    this.sessions.clear();
  }

  listening(): void {
    this.version.listening();
    this.sessions.clear();
  }

  lost(): void {
    this.version.lost();
    this.sessions.clear();
  }
}
