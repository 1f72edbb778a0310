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

/**
 * CPU of the PostgreSQL server so far: its live processes, plus what the ones that ended
 * (closed connections) used, which the postmaster collects as its children's time.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || commandOf(Number(entry)) !== 'postgres') continue;
    const fields = statFields(Number(entry));
    if (!fields) continue;
    total += ticksToMs(Number(fields[11]) + Number(fields[12]));
    const isPostmaster = commandOf(Number(fields[1])) !== 'postgres';
    if (isPostmaster) total += ticksToMs(Number(fields[13]) + Number(fields[14]));
  }
  return total;
}

export interface CpuPerUnit {
  server: number;
  /** PostgreSQL's processes; undefined on PGlite (its work is in the server process). */
  database?: number;
}

/** Starts counting; `perUnit(n)` answers the CPU ms spent since, divided by n. */
export function cpuMeter(serverPid: number | undefined, withPostgres: boolean) {
  const server0 = serverPid ? processCpuMs(serverPid) : 0;
  const database0 = withPostgres ? postgresCpuMs() : 0;
  return {
    perUnit(units: number): CpuPerUnit {
      const server = serverPid ? processCpuMs(serverPid) - server0 : 0;
      return {
        server: server / Math.max(units, 1),
        ...(withPostgres ? { database: (postgresCpuMs() - database0) / Math.max(units, 1) } : {}),
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
