import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { mailOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { newsletterWelcomeMail, provisionalPasswordMail } from './account-mails.js';
import { mailTransportFor } from './mail-transport.js';
import { enqueueMail } from './outbox.js';
import { retryDelayMs, startOutboxWorker, type OutboxWorker } from './outbox-worker.js';
import { freePort, startSmtpSink, waitFor, type SmtpSink } from '../../test/smtp-sink.js';

describe('retry delays', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5_000, 300_000))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(12, 5_000, 300_000)).toBe(300_000);
  });
});

describe.each(TEST_DRIVERS)('the mail outbox worker on %s', (driver) => {
  let t: TestApp;
  const workers: OutboxWorker[] = [];
  const sinks: SmtpSink[] = [];
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await Promise.all(handles.splice(0).map((h) => h.close()));
    await Promise.all(sinks.splice(0).map((s) => s.close()));
    await t.app.db.delete(mailOutbox);
  });
  afterAll(() => t.close());

  /**
   * One more round on each worker finds nothing left to send, and stopping waits for the rounds
   * in flight: a mail sent twice is in the sink by the time this returns.
   */
  async function settle() {
    expect(await Promise.all(workers.map((w) => w.runOnce()))).toEqual(workers.map(() => 0));
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  }

  function worker(db: TestApp['app']['db'], smtpUrl?: string) {
    const config = loadConfig({ ...process.env, DATA_DIR: t.dataDir, SMTP_URL: smtpUrl ?? '' });
    const started = startOutboxWorker({
      db,
      transport: mailTransportFor(config, t.app.log),
      log: t.app.log,
      pollMs: 100,
      retryBaseMs: 100,
      retryMaxMs: 200,
    });
    workers.push(started);
    return started;
  }

  it('keeps a mail pending while the SMTP server is down and delivers it once when it is back', async () => {
    const port = await freePort();
    const id = await enqueueMail(t.app.db, newsletterWelcomeMail({ to: 'reader@example.test' }));
    worker(t.app.db, `smtp://127.0.0.1:${port}`);
    const failing = await waitFor(async () => {
      const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      // Between attempts the row is back to pending with the error of the last try.
      return row && row.attempts >= 2 && row.status === 'pending' && row;
    });
    expect(failing.lastError).toBeTruthy();
    expect(failing.sentAt).toBeNull();

    const sink = await startSmtpSink(port);
    sinks.push(sink);
    await waitFor(async () => {
      const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row?.status === 'sent';
    });
    await settle();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toContain('Subject: Welcome to the Staylane newsletter');
  });

  it('sends each mail once with two workers on two connections', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    let second = t.app.db;
    if (t.database.url) {
      const handle = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
      handles.push(handle);
      second = handle.db;
    }
    for (let i = 0; i < 30; i += 1) {
      await enqueueMail(
        t.app.db,
        provisionalPasswordMail({
          to: `user${i}@example.test`,
          fullName: `User ${i}`,
          password: `Temp${i}pass`,
        }),
      );
    }
    worker(t.app.db, sink.url);
    worker(second, sink.url);
    await waitFor(() => sink.messages.length >= 30 && true);
    await settle();
    const recipients = sink.messages.map((m) => /^To: (\S+)/im.exec(m)?.[1]);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('writes an .eml file under DATA_DIR/mail when no SMTP_URL is set', async () => {
    await enqueueMail(t.app.db, newsletterWelcomeMail({ to: 'files@example.test' }));
    const sent = await worker(t.app.db).runOnce();
    expect(sent).toBeLessThanOrEqual(1);
    const directory = path.join(t.dataDir, 'mail');
    const files = await waitFor(async () => {
      const names = await readdir(directory).catch(() => []);
      return names.length > 0 && names;
    });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(directory, files[0]!), 'utf8');
    expect(eml).toContain('To: files@example.test');
    expect(eml).toContain('Subject: Welcome to the Staylane newsletter');
  });
});
