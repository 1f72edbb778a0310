/**
 * CPU time spent per request, read from /proc (Linux): the server process, and the local
 * PostgreSQL server's processes when the run uses one. On a shared machine latencies move by
 * tens of percent with the neighbours' load; CPU milliseconds per request barely move, so they
 * tell whether a change made the work itself smaller.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU of one process so far, in ms; 0 when it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

function postgresCpuMs(): number {
  return postgresPids().reduce((sum, pid) => sum + processCpuMs(pid), 0);
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
