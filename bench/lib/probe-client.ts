/**
 * Reads lib/server-probe.mjs inside a bench's server: what the event loop and the garbage
 * collector did during a phase. A slow request's time is either the server's own work and
 * pauses (a late event loop, long GC) or waiting elsewhere (PostgreSQL, the machine's other
 * processes): printed beside the phase's p99, the two tell which.
 */
import { get } from 'node:http';

export interface ProbeStats {
  seconds: number;
  /** How late the event loop's 1 ms timer ran, ms. */
  eventLoopDelay: { p50: number; p99: number; max: number; mean: number };
  /** Garbage collection during the phase: pauses, their total and longest ms. */
  gc: { count: number; ms: number; maxMs: number; byKind: Record<string, number> };
  /** The server process's CPU during the phase, ms. */
  cpuMs: number;
}

function ask(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/** Starts a phase; `stop()` answers the phase's figures (undefined without a probe). */
export async function probePhase(port: number | undefined) {
  if (port) await ask(port, '/reset');
  return {
    async stop(): Promise<ProbeStats | undefined> {
      return port ? (JSON.parse(await ask(port, '/stats')) as ProbeStats) : undefined;
    },
  };
}

export function probeText(stats: ProbeStats | undefined): string {
  if (!stats) return '';
  const gcShare = (100 * stats.gc.ms) / Math.max(1, stats.seconds * 1000);
  return (
    `event-loop delay p99 ${stats.eventLoopDelay.p99.toFixed(1)} ms (max ${stats.eventLoopDelay.max.toFixed(0)}) · ` +
    `GC ${stats.gc.ms.toFixed(0)} ms in ${stats.gc.count} pauses (${gcShare.toFixed(1)} % of the phase, longest ${stats.gc.maxMs.toFixed(1)} ms)`
  );
}
