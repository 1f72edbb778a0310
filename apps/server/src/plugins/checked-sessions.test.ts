import { describe, expect, it } from 'vitest';
import { CheckedSessions, SILENT_ACCOUNT_WRITES, type CheckedSession } from './checked-sessions.js';

const SID = '0b6f3c1e-5a7d-4e2b-9c8f-1d2e3f4a5b6c';
const session = (expiresAt = 10_000): CheckedSession => ({
  id: 7,
  role: 1,
  lastUsedAt: new Date(0),
  expiresAt: new Date(expiresAt),
});

function listening(now = () => 0) {
  const checked = new CheckedSessions(now);
  checked.listening();
  return checked;
}

describe('CheckedSessions', () => {
  it('remembers a checked session for its account until a change is heard', () => {
    const checked = listening();
    checked.keep(SID, session(), checked.current);
    expect(checked.find(SID, 7)).toEqual(session());
    expect(checked.find(SID, 8)).toBeUndefined();
    checked.changed();
    expect(checked.find(SID, 7)).toBeUndefined();
  });

  it('forgets a session once it expires', () => {
    let now = 0;
    const checked = listening(() => now);
    checked.keep(SID, session(1_000), checked.current);
    now = 999;
    expect(checked.find(SID, 7)).toBeDefined();
    now = 1_000;
    expect(checked.find(SID, 7)).toBeUndefined();
  });

  it('does not remember a check that a change overtook', () => {
    const checked = listening();
    const version = checked.current;
    checked.changed();
    checked.keep(SID, session(), version);
    expect(checked.find(SID, 7)).toBeUndefined();
  });

  it('remembers nothing while changes could go unheard', () => {
    const checked = new CheckedSessions(() => 0);
    expect(checked.current).toBeUndefined();
    checked.keep(SID, session(), checked.current);
    expect(checked.find(SID, 7)).toBeUndefined();
    checked.listening();
    checked.keep(SID, session(), checked.current);
    checked.lost();
    expect(checked.find(SID, 7)).toBeUndefined();
  });

  it("calls silent exactly the writes the triggers do not announce (Drizzle's texts)", () => {
    for (const text of [
      'insert into "sessions" ("id", "user_id") values ($1, $2)',
      'insert into "users" ("id", "full_name") values (default, $1)',
      'update "sessions" set "last_used_at" = now() where "sessions"."id" = $1',
      'update "sessions" set "provisional" = $1 where "sessions"."id" = $2',
    ]) {
      expect(SILENT_ACCOUNT_WRITES.test(text), text).toBe(true);
    }
    for (const text of [
      'update "sessions" set "revoked_at" = now() where "sessions"."user_id" = $1',
      'update "users" set "role" = $1 where "users"."id" = $2',
      'delete from "users" where "users"."id" = $1',
      'delete from "sessions" where "sessions"."expires_at" < now()',
    ]) {
      expect(SILENT_ACCOUNT_WRITES.test(text), text).toBe(false);
    }
  });
});
