import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.js';
import { startServer, type RunningServer } from './server.js';

describe('graceful shutdown', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight requests, then refuses new connections, on its metrics port too', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'staylane-shutdown-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED: 'false',
      METRICS_PORT: '0',
    });
    // Each request is held until the test lets it answer, after the stop has begun.
    let arrived = 0;
    let answer!: () => void;
    const released = new Promise<void>((resolve) => (answer = resolve));
    server = await startServer(config, {
      logger: false,
      beforeListen(app) {
        app.get('/slow', async () => {
          arrived += 1;
          await released;
          return { done: true };
        });
      },
    });
    const url = server.url;
    const metricsUrl = server.metricsUrl!;
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(await (await fetch(metricsUrl)).text()).toContain('staylane_http_requests_total');

    const inFlight = Promise.all(Array.from({ length: 10 }, () => fetch(`${url}/slow`)));
    await vi.waitFor(() => expect(arrived).toBe(10));
    const stopped = server.stop();
    // The requests answer only once the server has stopped listening.
    const { server: listener } = server.app;
    await vi.waitFor(() => expect(listener.listening).toBe(false));
    answer();

    const answers = await inFlight;
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(
      Array(10).fill({ done: true }),
    );
    await stopped;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });
});
