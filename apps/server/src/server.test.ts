import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startServer, type RunningServer } from './server.js';

describe('graceful shutdown', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight requests, then refuses new connections', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'staylane-shutdown-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED: 'false',
    });
    server = await startServer(config, {
      logger: false,
      beforeListen(app) {
        app.get('/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { done: true };
        });
      },
    });
    const url = server.url;

    const inFlight = Promise.all(Array.from({ length: 10 }, () => fetch(`${url}/slow`)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop();

    const answers = await inFlight;
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(
      Array(10).fill({ done: true }),
    );
    await stopped;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
