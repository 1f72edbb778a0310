/**
 * Process entry: validate configuration (a bad value exits 1 with one line naming it), start
 * the server, run the booking engine's background work, and shut down gracefully on SIGTERM
 * or SIGINT.
 */
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.js';
import { mailTransportFor } from './features/mail/mail-transport.js';
import { startOutboxWorker } from './features/mail/outbox-worker.js';
import { startReconciliation } from './features/reconciliation/reconcile.js';
import { startServer } from './server.js';

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
  const server = await startServer(config);
  const { app, database } = server;
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
    await reconciliation.stop();
    await mailWorker.stop();
    await server.stop();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
