/** The API calls under load, with autocannon or paced, and how their figures are reported. */
import autocannon from 'autocannon';
import { cpuMeter, type CpuPerUnit } from '../lib/cpu.js';
import { pacedLoad, type PacedFigures } from '../lib/paced-load.js';
import { probePhase, type ProbeStats } from '../lib/probe-client.js';

/** A load run's figures (the same whether autocannon or the paced loader made them). */
export interface LoadFigures extends PacedFigures {
  endpoint: string;
  mode: string;
  /** CPU ms per answered request (server process; PostgreSQL's processes when used). */
  cpu: CpuPerUnit;
  /** Event-loop delay and GC inside the server during the run (bench/lib/server-probe.mjs). */
  probe?: ProbeStats | undefined;
}

export interface LoadCase {
  endpoint: string;
  paths: string[];
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  /**
   * Requests per second, paced evenly (GET only; connections then as many as needed); unset
   * = autocannon over `connections`, as fast as the server answers.
   */
  rate?: number;
  duration: number;
  /**
   * Every request takes the next of `paths`, whichever connection sends it (the varied
   * workload): autocannon's own list starts each connection at the first path, so ten
   * connections would ask each search ten times and all but the first hit kept answers.
   */
  oneEach?: boolean;
}

export async function load(
  url: string,
  spec: LoadCase,
  /** PostgreSQL's CPU counts: true for the whole server, a name for one database's work. */
  measured: { serverPid?: number; postgres: boolean | string; probePort?: number },
): Promise<LoadFigures> {
  const headers = { 'content-type': 'application/json', ...spec.headers };
  const probe = await probePhase(measured.probePort);
  const meter = cpuMeter(measured.serverPid, measured.postgres);
  if (spec.rate && (spec.method ?? 'GET') === 'GET') {
    // An offered rate is paced evenly (lib/paced-load.ts), not in autocannon's bursts.
    const paced = await pacedLoad(url, spec.paths, {
      rate: spec.rate,
      seconds: spec.duration,
      headers: spec.headers,
    });
    const cpu = meter.perUnit(paced.ok + paced.notOk);
    return {
      endpoint: spec.endpoint,
      mode: `${spec.rate} req/s paced`,
      ...paced,
      cpu,
      probe: await probe.stop(),
    };
  }
  const result = await autocannon({
    url,
    connections: spec.connections,
    duration: spec.duration,
    timeout: 30,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    requests: spec.oneEach
      ? [{ method: 'GET', headers, setupRequest: nextOf(spec.paths) }]
      : spec.paths.map((path) => ({
          method: spec.method ?? 'GET',
          path,
          headers,
          ...(spec.body ? { body: spec.body } : {}),
        })),
  });
  const cpu = meter.perUnit(result['2xx'] + result.non2xx);
  return {
    endpoint: spec.endpoint,
    mode: spec.rate
      ? `${spec.rate} req/s, ${spec.connections} conn`
      : `max, ${spec.connections} conn`,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result['2xx'],
    notOk: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu,
    probe: await probe.stop(),
  };
}

/** An autocannon setupRequest giving each request the next path, shared by all connections. */
function nextOf(paths: string[]) {
  let index = 0;
  return (request: { path?: string }) => {
    request.path = paths[index % paths.length];
    index += 1;
    return request;
  };
}

export function figuresRow(driver: string, figures: LoadFigures) {
  return {
    driver,
    endpoint: figures.endpoint,
    mode: figures.mode,
    'req/s': figures.requestsPerSecond.toFixed(0),
    'p50 ms': figures.p50.toFixed(1),
    'p99 ms': figures.p99.toFixed(1),
    'max ms': figures.max.toFixed(0),
    '2xx': figures.ok,
    'non-2xx': figures.notOk,
    errors: figures.errors,
    'server CPU ms/req': figures.cpu.server.toFixed(2),
    'PostgreSQL CPU ms/req': figures.cpu.database?.toFixed(2) ?? '(in server)',
    'loop delay p99 ms': figures.probe?.eventLoopDelay.p99.toFixed(1) ?? '',
    'GC ms/s': figures.probe ? (figures.probe.gc.ms / figures.probe.seconds).toFixed(1) : '',
  };
}
