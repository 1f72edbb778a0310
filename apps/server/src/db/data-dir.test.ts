/**
 * The embedded database's data directory as operators meet it, with real server processes: a
 * second process on the same DATA_DIR is refused with one line naming the first, a process
 * killed with kill -9 leaves no lock that stops the next one, and a directory that cannot be
 * used ends the process with one line naming it and the problem.
 */
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { LOCK_FILE_NAME } from './data-dir-lock.js';

const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

describe('the data directory of the embedded database', () => {
  let base: string;
  const running: ServerProcess[] = [];
  const start = async (dataDir: string, options?: { uid?: number; gid?: number }) => {
    const server = await startServerProcess({ DATA_DIR: dataDir }, options);
    running.push(server);
    return server;
  };
  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'staylane-data-dir-'));
    // Readable by the unprivileged user the unwritable case runs as.
    await chmod(base, 0o755);
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await rm(base, { recursive: true, force: true });
  });

  const lockedLine = (dataDir: string, holder: ServerProcess) =>
    new RegExp(
      `^Cannot use DATA_DIR ${dataDir}: another Staylane process is using it ` +
        `\\(pid ${holder.child.pid} on host ${os.hostname()}, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)$`,
    );

  // One first start (it migrates, the costly part of a start) proves both: processes started
  // together and a process started beside a running one.
  it('lets exactly one of two processes started together use the directory, refuses any other while it runs, and starts again after it is killed', async () => {
    const dataDir = path.join(base, 'shared');
    const pair = await Promise.all([start(dataDir), start(dataDir)]);
    const addresses = await Promise.all(pair.map((server) => server.listening));
    expect(addresses.filter(Boolean)).toHaveLength(1);
    const first = pair[addresses.findIndex(Boolean)]!;
    const loser = pair[addresses.findIndex((address) => !address)]!;
    const refused = await loser.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(lockedLine(dataDir, first));

    // A second process started while the first serves.
    const second = await (await start(dataDir)).exited;
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toMatch(lockedLine(dataDir, first));

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const third = await start(dataDir);
    const address = await third.listening;
    expect(address).toBeDefined();
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    // A graceful stop releases the lock.
    await expect(stat(path.join(dataDir, LOCK_FILE_NAME))).rejects.toThrow(/ENOENT/);
    // Four processes, one of them migrating an empty directory, on a machine shared with others.
  }, 120_000);

  it.each([
    [
      'a missing parent',
      async (dir: string) => path.join(dir, 'missing', 'data'),
      (dir: string) => `its parent directory ${path.join(dir, 'missing')} does not exist`,
    ],
    [
      'a file',
      async (dir: string) => {
        await writeFile(path.join(dir, 'file'), 'not a directory');
        return path.join(dir, 'file');
      },
      () => 'it is not a directory',
    ],
    [
      'a path through a file',
      async (dir: string) => {
        await writeFile(path.join(dir, 'file'), 'not a directory');
        return path.join(dir, 'file', 'data');
      },
      () => 'a part of its path is not a directory',
    ],
    [
      'damaged database files',
      async (dir: string) => {
        await mkdir(path.join(dir, 'pgdata'));
        await writeFile(path.join(dir, 'pgdata', 'PG_VERSION'), 'garbage');
        return dir;
      },
      (dir: string) =>
        `the database files in ${path.join(dir, 'pgdata')} are damaged or not a database ` +
        '(PGlite failed to initialize properly); restore them from a backup or point DATA_DIR elsewhere',
    ],
    [
      'database files that are a file',
      async (dir: string) => {
        await writeFile(path.join(dir, 'pgdata'), 'garbage');
        return dir;
      },
      (dir: string) =>
        `the database files in ${path.join(dir, 'pgdata')} are damaged or not a database ` +
        '(it is not a directory); restore them from a backup or point DATA_DIR elsewhere',
    ],
    [
      '/proc/self',
      async () => '/proc/self',
      () => 'files cannot be created in it (ENOENT); is it a special file system?',
    ],
    ['/dev/null', async () => '/dev/null', () => 'it is not a directory'],
  ])('exits 1 with one line for %s', async (_case, make, problem) => {
    const dir = await mkdtemp(path.join(base, 'case-'));
    const dataDir = await make(dir);
    const outcome = await (await start(dataDir)).exited;
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe(`Cannot use DATA_DIR ${dataDir}: ${problem(dir)}`);
  });

  it('exits 1 with one line for a directory it may not write', async () => {
    const dataDir = await mkdtemp(path.join(base, 'read-only-'));
    await chmod(dataDir, 0o555);
    // root writes anywhere: the process runs as an unprivileged user instead.
    const outcome = await (await start(dataDir, isRoot ? { uid: NOBODY, gid: NOBODY } : {})).exited;
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe(
      `Cannot use DATA_DIR ${dataDir}: it is not writable (EACCES)`,
    );
  });
});
