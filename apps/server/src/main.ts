/**
 * Starts Staylane: validate configuration, open and migrate the database, seed an empty one,
 * serve, and shut down gracefully on SIGTERM or SIGINT (finish in-flight requests, then close
 * the database).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemoData, startOfUtcDay } from './seed/seed.js';
import { mailTransportFor } from './features/mail/mail-transport.js';
import { startOutboxWorker } from './features/mail/outbox-worker.js';
import { startReconciliation } from './features/reconciliation/reconcile.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = configOrExit();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.SEED) {
    await seedDemoData(database.db, app.images, {
      anchor: startOfUtcDay(new Date()),
      log: (line) => app.log.info(line),
    });
  }
  // Background work of the booking engine; every process runs both safely (DESIGN §9).
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

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await reconciliation.stop();
    await mailWorker.stop();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
