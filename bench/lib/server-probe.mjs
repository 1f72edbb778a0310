/**
 * Loaded into the bench's server process with `node --import` (bench/lib/server.ts, when a run
 * asks for it), never by the server's own code: production pays nothing for it. It samples the
 * event loop's delay (perf_hooks.monitorEventLoopDelay) and adds up garbage collection pauses
 * (PerformanceObserver on 'gc' entries), and answers them on a port of its own on 127.0.0.1
 * (BENCH_PROBE_PORT): GET /reset starts a phase, GET /stats answers the figures since.
 * Plain JavaScript so that node loads it without a TypeScript loader.
 */
import http from 'node:http';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const port = Number(process.env.BENCH_PROBE_PORT);
if (port > 0) {
  // 1 ms resolution: the delays that matter for a 10 ms p99 are whole milliseconds.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  let gc = { count: 0, ms: 0, maxMs: 0, byKind: {} };
  let since = process.cpuUsage();
  let sinceAt = performance.now();
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[entry.detail?.kind] ?? 'other';
      gc.count += 1;
      gc.ms += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      gc.byKind[kind] = (gc.byKind[kind] ?? 0) + entry.duration;
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });

  const toMs = (nanoseconds) => nanoseconds / 1e6;
  const stats = () => {
    const cpu = process.cpuUsage(since);
    return {
      seconds: (performance.now() - sinceAt) / 1000,
      eventLoopDelay: {
        // The histogram counts the timer's lateness beyond its 1 ms interval.
        p50: toMs(loopDelay.percentile(50)),
        p99: toMs(loopDelay.percentile(99)),
        max: toMs(loopDelay.max),
        mean: toMs(loopDelay.mean),
      },
      gc,
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
  };
  const reset = () => {
    loopDelay.reset();
    gc = { count: 0, ms: 0, maxMs: 0, byKind: {} };
    since = process.cpuUsage();
    sinceAt = performance.now();
  };

  const server = http.createServer((request, response) => {
    if (request.url === '/reset') reset();
    const body = request.url === '/stats' ? JSON.stringify(stats()) : '{}';
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  server.listen(port, '127.0.0.1');
  // The probe never keeps the server alive: its own shutdown stays as it is.
  server.unref();
}
