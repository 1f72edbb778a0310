/**
 * A running Staylane server: database opened and migrated, app listening. `stop()` is the
 * graceful shutdown used for SIGTERM and SIGINT: stop accepting connections, let in-flight
 * requests finish, then close the database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { startCalendarSync } from './features/channels/calendar-sync-worker.js';
import { startMetricsServer } from './features/metrics/index.js';
import { mailTransportFor } from './features/mail/mail-transport.js';
import { startOutboxWorker } from './features/mail/outbox-worker.js';
import { startReconciliation } from './features/reconciliation/reconcile.js';
import { startReviewInviter } from './features/reviews/index.js';
import { startSessionSweeper } from './features/sessions/session-sweeper.js';
import { seedDemoData, startOfUtcDay } from './seed/seed.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Where the metrics are scraped, when METRICS_PORT is set: e.g. http://127.0.0.1:9464/metrics. */
  metricsUrl: string | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Called after the app is built and before it listens (tests add routes here). */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  logger?: boolean;
}

export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: options.logger });
  if (config.SEED) {
    // Anchored on today so that the demo's "Latest" filter keeps finding recent hotels.
    await seedDemoData(database.db, app.images, {
      anchor: startOfUtcDay(new Date()),
      log: (line) => app.log.info(line),
    });
  }
  // Background work of the booking engine; every process runs both safely (design §9).
  const mailWorker = startOutboxWorker({
    db: database.db,
    transport: mailTransportFor(config, app.log),
    log: app.log,
    pollMs: config.MAIL_POLL_MS,
  });
  const reconciliation = startReconciliation({
    db: database.db,
    provider: app.paymentProvider,
    log: app.log,
    intervalMs: config.RECONCILE_INTERVAL_MS,
  });
  // Finished sessions (expired, or revoked a day ago) go hourly; any process may sweep.
  const sessionSweeper = startSessionSweeper({ db: database.db, log: app.log });
  // Channel calendars (decision 021): each feed's lease lets one process read it at a time.
  const calendarSync = startCalendarSync({
    db: database.db,
    log: app.log,
    intervalMs: config.ICAL_SYNC_MS,
    fetch: { guard: app.outbound },
  });
  // Review invitations the day after check-out, hourly; the invitation row makes each once.
  const reviewInviter = startReviewInviter({
    db: database.db,
    log: app.log,
    siteUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  });
  await options.beforeListen?.(app);
  const url = await app.listen({ port: config.PORT, host: config.HOST });
  const metricsServer =
    app.metrics && config.METRICS_PORT !== undefined
      ? await startMetricsServer(app.metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
        })
      : undefined;
  if (metricsServer) app.log.info(`Metrics at ${metricsServer.url}/metrics`);

  let stopping: Promise<void> | undefined;
  return {
    app,
    database,
    url,
    metricsUrl: metricsServer && `${metricsServer.url}/metrics`,
    stop() {
      stopping ??= (async () => {
        // app.close() stops accepting, waits for in-flight requests, then runs onClose hooks.
        await app.close();
        await metricsServer?.close();
        await reconciliation.stop();
        await sessionSweeper.stop();
        await calendarSync.stop();
        await reviewInviter.stop();
        await mailWorker.stop();
        await database.close();
      })();
      return stopping;
    },
  };
}
