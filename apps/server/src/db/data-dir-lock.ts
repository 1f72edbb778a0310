/**
 * One process per embedded database (design §9): PGlite's files written by two processes at
 * once are corrupted, so the data directory holds a lock file naming its holder. The lock is
 * a file created whole and atomically (written aside, then hard-linked into place: link fails
 * when the name exists), holding the holder's pid, host and start. A holder that died (kill -9,
 * a crash) leaves the file behind; the next process finds that pid gone, or taken by another
 * process that started later, and takes the lock over. Decision record 010.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataDirError, writeProblem } from './data-dir.js';

export const LOCK_FILE_NAME = 'staylane.lock';

interface LockRecord {
  pid: number;
  host: string;
  /** When the holding process started (ISO). */
  startedAt: string;
  /** Linux: the kernel's boot and the process's start in clock ticks, to tell a reused pid. */
  bootId?: string;
  startTicks?: string;
  /** Tells this lock from any other, so that only its taker removes it. */
  nonce: string;
}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): Promise<void>;
}

/** Lock files this process holds: a second open of the same directory is refused too. */
const heldHere = new Set<string>();

function readProcFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Fields 3 on of /proc/<pid>/stat (Linux), or undefined where there is no /proc. */
function statFields(pid: number): string[] | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces; the fields after it are plain.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
const startTicksOf = (pid: number) => statFields(pid)?.[19];

const bootId = () => readProcFile('/proc/sys/kernel/random/boot_id')?.trim();

function ownRecord(): LockRecord {
  return {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    bootId: bootId(),
    startTicks: startTicksOf(process.pid),
    nonce: randomBytes(8).toString('hex'),
  };
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (typeof record.pid !== 'number' || typeof record.host !== 'string') return undefined;
    return record as LockRecord;
  } catch {
    return undefined;
  }
}

type Holder = 'alive' | 'gone' | 'elsewhere';

/** Whether the recorded holder still runs. Another host's processes cannot be seen from here. */
function holderState(record: LockRecord): Holder {
  if (record.host !== os.hostname()) return 'elsewhere';
  if (record.pid === process.pid) return 'gone'; // not held here (checked before), so stale
  const currentBoot = bootId();
  if (record.bootId && currentBoot && record.bootId !== currentBoot) return 'gone';
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'gone';
  }
  const fields = statFields(record.pid);
  // Killed but not yet reaped by its parent: a zombie holds no files.
  if (fields?.[0] === 'Z' || fields?.[0] === 'X') return 'gone';
  // The pid may have been given to a newer process since the holder died.
  const ticks = fields?.[19];
  if (record.startTicks && ticks && ticks !== record.startTicks) return 'gone';
  return 'alive';
}

function describeHolder(record: LockRecord): string {
  return `pid ${record.pid} on host ${record.host}, started ${record.startedAt}`;
}

/**
 * Takes the data directory's lock or throws a DataDirError naming the process that holds it.
 * Two processes starting together: link() lets exactly one create the file. Two processes
 * finding the same stale lock: each moves the lock file aside under a name of its own and
 * removes it only if it is still the stale one it judged; otherwise it puts it back.
 */
export async function lockDataDir(directory: string): Promise<DataDirLock> {
  const file = path.join(directory, LOCK_FILE_NAME);
  if (heldHere.has(file)) {
    throw new DataDirError(directory, 'this process already has its database open');
  }
  const record = ownRecord();
  const text = `${JSON.stringify(record)}\n`;
  const aside = `${file}.${record.nonce}`;
  try {
    await writeFile(aside, text, { flag: 'wx' });
  } catch (error) {
    throw new DataDirError(directory, writeProblem(error));
  }
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(aside, file);
        return holding(file, record.nonce);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw new DataDirError(directory, writeProblem(error));
        }
      }
      const found = await readFile(file, 'utf8').catch(() => undefined);
      if (found === undefined) continue; // released meanwhile: try again
      const holder = parseRecord(found);
      const state = holder ? holderState(holder) : 'gone';
      if (holder && state === 'alive') {
        throw new DataDirError(
          directory,
          `another Staylane process is using it (${describeHolder(holder)})`,
        );
      }
      if (holder && state === 'elsewhere') {
        throw new DataDirError(
          directory,
          `a Staylane process on another host holds its lock (${describeHolder(holder)}); ` +
            `if that process is gone, delete ${file}`,
        );
      }
      await removeIfStill(file, found);
    }
    throw new DataDirError(
      directory,
      `its lock ${file} keeps changing; is another process starting?`,
    );
  } finally {
    await unlink(aside).catch(() => {});
  }
}

/** Removes the stale lock whose text is `stale`, leaving a newer holder's lock in place. */
async function removeIfStill(file: string, stale: string): Promise<void> {
  const moved = `${file}.stale-${randomBytes(6).toString('hex')}`;
  try {
    await rename(file, moved);
  } catch {
    return; // someone else removed it first
  }
  const text = await readFile(moved, 'utf8').catch(() => stale);
  // A process that took the lock between our read and our move: its lock goes back.
  if (text !== stale) await link(moved, file).catch(() => {});
  await unlink(moved).catch(() => {});
}

function holding(file: string, nonce: string): DataDirLock {
  heldHere.add(file);
  const releaseSync = () => {
    if (!heldHere.delete(file)) return;
    try {
      if (parseRecord(readFileSync(file, 'utf8'))?.nonce === nonce) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // A process that exits without closing the database (process.exit after a failed start)
  // still leaves no lock behind.
  process.once('exit', releaseSync);
  return {
    file,
    async release() {
      process.removeListener('exit', releaseSync);
      releaseSync();
    },
  };
}
