import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js';

/** A pid that certainly ran and certainly ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the data directory lock', () => {
  let directory: string;
  let lockFile: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'staylane-lock-'));
    lockFile = path.join(directory, LOCK_FILE_NAME);
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const staleRecord = (fields: Record<string, unknown>) =>
    writeFile(
      lockFile,
      JSON.stringify({
        host: os.hostname(),
        startedAt: '2026-01-01T00:00:00.000Z',
        nonce: 'old',
        ...fields,
      }),
    );

  it('records the holder and removes its file on release', async () => {
    const lock = await lockDataDir(directory);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
    });
    await lock.release();
    await expect(stat(lockFile)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a second open of the same directory in the same process', async () => {
    const lock = await lockDataDir(directory);
    await expect(lockDataDir(directory)).rejects.toThrow(
      `Cannot use DATA_DIR ${directory}: this process already has its database open`,
    );
    await lock.release();
  });

  it('takes over the lock of a process that is gone', async () => {
    await staleRecord({ pid: deadPid() });
    const lock = await lockDataDir(directory);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to a process that started later', async () => {
    // The parent process is alive, but it is not the one that took this lock.
    await staleRecord({ pid: process.ppid, startTicks: '1', bootId: undefined });
    const lock = await lockDataDir(directory);
    await lock.release();
  });

  it('takes over the lock of a process killed but not yet reaped by its parent', async () => {
    // `sleep 30` never waits for the shell's background child, which stays a zombie. The child
    // outlives the exec by half a second: a shell may reap a child that ends before it execs.
    const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 30']);
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
    );
    try {
      // Until the child has ended: state Z in /proc/<pid>/stat.
      while (!/\) Z /.test(await readFile(`/proc/${zombie}/stat`, 'utf8'))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await staleRecord({ pid: zombie });
      const lock = await lockDataDir(directory);
      await lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over a lock left from before the machine restarted', async () => {
    await staleRecord({ pid: process.ppid, bootId: 'another-boot' });
    const lock = await lockDataDir(directory);
    await lock.release();
  });

  it('refuses while the holder runs, and a lock held from another host names it', async () => {
    await staleRecord({ pid: process.ppid });
    await expect(lockDataDir(directory)).rejects.toThrow(
      `another Staylane process is using it (pid ${process.ppid} on host ${os.hostname()}, ` +
        'started 2026-01-01T00:00:00.000Z)',
    );
    await staleRecord({ pid: 1, host: 'elsewhere.example' });
    await expect(lockDataDir(directory)).rejects.toThrow(
      `a Staylane process on another host holds its lock (pid 1 on host elsewhere.example, ` +
        `started 2026-01-01T00:00:00.000Z); if that process is gone, delete ${lockFile}`,
    );
  });

  it('takes over an unreadable lock file', async () => {
    await writeFile(lockFile, 'not json');
    const lock = await lockDataDir(directory);
    await lock.release();
  });
});
