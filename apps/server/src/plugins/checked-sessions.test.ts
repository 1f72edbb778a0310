import { describe, expect, it, vi } from 'vitest';
import {
  CheckedSessions,
  FreshVersion,
  NotifiedVersion,
  type CheckedSession,
} from './checked-sessions.js';

const SID = '0b6f3c1e-5a7d-4e2b-9c8f-1d2e3f4a5b6c';
const session = (version = 1, expiresAt = 10_000): CheckedSession => ({
  id: 7,
  role: 1,
  lastUsedAt: new Date(0),
  expiresAt: new Date(expiresAt),
  version,
});

describe('CheckedSessions', () => {
  it('trusts a checked session for its account only while the accounts version is the one it read', () => {
    const checked = new CheckedSessions(() => 0);
    checked.keep(SID, session(1));
    expect(checked.knows(SID, 7)).toBe(true);
    expect(checked.knows(SID, 8)).toBe(false);
    expect(checked.find(SID, 7, 1)).toEqual(session(1));
    expect(checked.find(SID, 8, 1)).toBeUndefined();
    // A logout or a role change anywhere moved the version: checked again, and forgotten.
    expect(checked.find(SID, 7, 2)).toBeUndefined();
    expect(checked.knows(SID, 7)).toBe(false);
  });

  it('forgets a session once it expires', () => {
    let now = 0;
    const checked = new CheckedSessions(() => now);
    checked.keep(SID, session(1, 1_000));
    now = 999;
    expect(checked.find(SID, 7, 1)).toBeDefined();
    now = 1_000;
    expect(checked.find(SID, 7, 1)).toBeUndefined();
  });

  it('does not remember a check older than a version already seen', () => {
    const checked = new CheckedSessions(() => 0);
    expect(checked.find(SID, 7, 3)).toBeUndefined();
    checked.keep(SID, session(2));
    expect(checked.knows(SID, 7)).toBe(false);
    checked.keep(SID, session(3));
    expect(checked.find(SID, 7, 3)).toBeDefined();
  });
});

/** A read the test ends by hand, counting how many began. */
function manualReads() {
  const reads: { resolve: (version: number) => void }[] = [];
  const fresh = new FreshVersion(() => new Promise<number>((resolve) => reads.push({ resolve })));
  return { fresh, reads };
}

describe('FreshVersion', () => {
  it('begins a read at once when none is under way', async () => {
    const { fresh, reads } = manualReads();
    const first = fresh.get();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(4);
    expect(await first).toBe(4);
    const second = fresh.get();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(5);
    expect(await second).toBe(5);
  });

  it('never answers an ask with a read that began before it: asks made meanwhile share the next read', async () => {
    const { fresh, reads } = manualReads();
    const early = fresh.get();
    // Asked while the first read is under way: it may have missed a commit these callers saw.
    const late = [fresh.get(), fresh.get(), fresh.get()];
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1);
    expect(await early).toBe(1);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('passes a failed read on to its askers, and reads again for the next', async () => {
    let calls = 0;
    const fresh = new FreshVersion(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 9;
    });
    await expect(fresh.get()).rejects.toThrow('connection lost');
    expect(await fresh.get()).toBe(9);
  });
});

describe('NotifiedVersion (PGlite)', () => {
  it('keeps the version read until a notification says it moved', async () => {
    let stored = 1;
    let reads = 0;
    const version = new NotifiedVersion(
      new FreshVersion(async () => {
        reads += 1;
        return stored;
      }),
    );
    version.listening();
    expect(await version.get()).toBe(1);
    expect(await version.get()).toBe(1);
    expect(reads).toBe(1);
    stored = 2;
    version.changed();
    expect(await version.get()).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a read that a notification overtook', async () => {
    const { fresh, reads } = manualReads();
    const version = new NotifiedVersion(fresh);
    const pending = version.get();
    version.changed();
    reads[0]!.resolve(1);
    expect(await pending).toBe(1);
    const next = version.get();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    expect(await next).toBe(2);
  });
});
