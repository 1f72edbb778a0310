/**
 * The log at a terminal (LOG_FORMAT=pretty): one readable line per request, the app's own lines
 * readable too, and a secret still "[redacted]".
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { logsReadably } from './readable-log.js';

describe('readable logs', () => {
  let t: TestApp;
  let output = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    t = await createTestApp(
      'pglite',
      { LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' },
      { logStream: stream },
    );
  });
  afterAll(() => t.close());

  it('are chosen on a terminal unless LOG_FORMAT says otherwise', () => {
    expect(logsReadably({ LOG_FORMAT: undefined }, true)).toBe(true);
    expect(logsReadably({ LOG_FORMAT: undefined }, false)).toBe(false);
    expect(logsReadably({ LOG_FORMAT: 'json' }, true)).toBe(false);
    expect(logsReadably({ LOG_FORMAT: 'pretty' }, false)).toBe(true);
  });

  it('print one line per request with method, address, status and time, and no JSON', async () => {
    output = '';
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/no/such/page?token=abc' });
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/healthz 200 \d+\.\d ms$/);
    expect(lines[1]).toMatch(/ GET \/no\/such\/page\?token=\S+ 404 \d+\.\d ms$/);
    expect(lines[1]).not.toContain('token=abc');
    expect(output).not.toContain('{"');
  });

  it('keep a secret redacted', async () => {
    output = '';
    t.app.log.info({ password: 'hunter2-hunter2', email: 'a@staylane.test' }, 'signing in');
    expect(output).toContain('signing in');
    expect(output).toContain('[redacted]');
    expect(output).not.toContain('hunter2');
  });
});
