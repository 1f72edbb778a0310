/**
 * CPU time spent per request, read from /proc (Linux): the server process, and the local
 * PostgreSQL server's processes when the run uses one. On a shared machine latencies move by
 * tens of percent with the neighbours' load; CPU milliseconds per request barely move, so they
 * tell whether a change made the work itself smaller.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** User + system CPU of one process so far, in ms; 0 when it is gone. */
function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? ticksToMs(Number(fields[11]) + Number(fields[12])) : 0;
}

function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** A process's title: "postgres: 15/main: postgres bench_api_1_ab12 127.0.0.1(5432) idle". */
function titleOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** The server-wide processes whose work every database causes (WAL, checkpoints). */
const SHARED_WORKERS = /: (walwriter|checkpointer|background writer)\s*$/;

interface PostgresCpu {
  /** CPU ms so far of each live process counted (the run's backends and the shared workers). */
  live: Map<number, number>;
  /** CPU ms of the postmaster's ended children (backends that closed), whole lifetimes. */
  ended: number;
}

/**
 * CPU of the PostgreSQL server so far. With `database`: the backends connected to it and the
 * shared WAL and checkpoint writers, so that other users of a shared PostgreSQL (other
 * engineers' tests) do not count. Without: every live process. Both also read the postmaster's
 * children's time: what the backends that ended used (the server's pool closes connections
 * idle for 10 s, and a sum over live processes alone went down when one closed).
 */
function postgresCpu(database?: string): PostgresCpu {
  const live = new Map<number, number>();
  let ended = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!/^\d+$/.test(entry) || commandOf(pid) !== 'postgres') continue;
    const fields = statFields(pid);
    if (!fields) continue;
    const isPostmaster = commandOf(Number(fields[1])) !== 'postgres';
    if (isPostmaster) ended += ticksToMs(Number(fields[13]) + Number(fields[14]));
    const title = titleOf(pid).trim();
    const counted = !database || title.split(' ').includes(database) || SHARED_WORKERS.test(title);
    if (counted) live.set(pid, ticksToMs(Number(fields[11]) + Number(fields[12])));
  }
  return { live, ended };
}

/**
 * What PostgreSQL spent between two readings: the live processes' growth, plus the whole
 * lifetimes of the children that ended in between, less what those had spent before the first
 * reading. (Ended backends of other databases count too: a quiet machine has none.)
 */
function postgresCpuBetween(before: PostgresCpu, after: PostgresCpu): number {
  let spent = after.ended - before.ended;
  for (const [pid, ms] of after.live) spent += ms - (before.live.get(pid) ?? 0);
  for (const [pid, ms] of before.live) if (!after.live.has(pid)) spent -= ms;
  return spent;
}

export interface CpuPerUnit {
  server: number;
  /** PostgreSQL's processes; undefined on PGlite (its work is in the server process). */
  database?: number;
}

/**
 * Starts counting; `perUnit(n)` answers the CPU ms spent since, divided by n. `withPostgres`
 * names the run's database to count only its work (see postgresCpuMs), or true for all.
 */
export function cpuMeter(serverPid: number | undefined, withPostgres: boolean | string) {
  const database = typeof withPostgres === 'string' ? withPostgres : undefined;
  const server0 = serverPid ? processCpuMs(serverPid) : 0;
  const database0 = withPostgres ? postgresCpu(database) : undefined;
  return {
    perUnit(units: number): CpuPerUnit {
      const server = serverPid ? processCpuMs(serverPid) - server0 : 0;
      return {
        server: server / Math.max(units, 1),
        ...(withPostgres
          ? {
              database: postgresCpuBetween(database0!, postgresCpu(database)) / Math.max(units, 1),
            }
          : {}),
      };
    },
  };
}

export function cpuText(cpu: CpuPerUnit): string {
  return (
    `server ${cpu.server.toFixed(2)} ms` +
    (cpu.database === undefined ? '' : `, PostgreSQL ${cpu.database.toFixed(2)} ms`)
  );
}
