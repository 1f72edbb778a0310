/**
 * Requests at an even pace (open loop), for "p99 at N requests/s". autocannon's rate option
 * sends each connection's share of a second back to back when the second begins and then
 * waits, so its "300 req/s" is bursts at full speed (and its coordinated-omission correction
 * takes 1/rate seconds for milliseconds). Here request i is due at start + i/rate whatever
 * happened before, and its latency counts from when it was due, so a server that falls behind
 * is charged for the wait (no coordinated omission).
 */
import http from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { percentile } from './report.js';

/** The load generator's own part in the latencies: it shares the machine with the server. */
export interface GeneratorFigures {
  /** How late requests left after they were due (timer lateness, the generator's own pauses). */
  sentLateP99: number;
  /** The generator's garbage collection during the run, in all and the longest pause. */
  gcMs: number;
  gcMaxMs: number;
}

export interface PacedFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  notOk: number;
  errors: number;
  generator?: GeneratorFigures;
}

/**
 * The generator's garbage collector, exposed at run time: a paced run starts with the garbage
 * of the phase before it (autocannon's, 10 000s of answers) collected, or the generator's
 * own major collection lands in the run and its pauses count as the server's latency.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export async function pacedLoad(
  url: string,
  paths: string[],
  options: {
    rate: number;
    /** The most the run lasts (rate × seconds requests at most). */
    seconds: number;
    headers?: Record<string, string>;
    /** Asked before each request: true ends the run early (a caller's phases). */
    stop?: () => boolean;
    /** Told of every answer (status 0: no answer), when it arrives. */
    onResponse?: (latencyMs: number, status: number) => void;
  },
): Promise<PacedFigures> {
  collectGarbage();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const sentLate: number[] = [];
  const gc = { ms: 0, maxMs: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.ms += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  let ok = 0;
  let notOk = 0;
  let errors = 0;
  const started = performance.now();
  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      // Sent early (timers are coarse): timed from the send; sent late: from when it was due.
      const now = performance.now();
      const from = Math.min(due, now);
      sentLate.push(Math.max(0, now - due));
      const request = http.get(
        url + paths[index % paths.length],
        { agent, headers: options.headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            const latency = performance.now() - from;
            latencies.push(latency);
            options.onResponse?.(latency, response.statusCode ?? 0);
            if ((response.statusCode ?? 0) < 300) ok += 1;
            else notOk += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        options.onResponse?.(performance.now() - from, 0);
        resolve();
      });
    });
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (options.stop?.()) break;
    inFlight.push(send(index, due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  gcObserver.disconnect();
  const seconds = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: (ok + notOk) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(0, ...latencies),
    ok,
    notOk,
    errors,
    generator: { sentLateP99: percentile(sentLate, 99), gcMs: gc.ms, gcMaxMs: gc.maxMs },
  };
}

export function generatorText(figures: GeneratorFigures | undefined): string {
  if (!figures) return '';
  return (
    `requests sent late p99 ${figures.sentLateP99.toFixed(1)} ms · ` +
    `GC ${figures.gcMs.toFixed(0)} ms (longest ${figures.gcMaxMs.toFixed(1)} ms)`
  );
}
