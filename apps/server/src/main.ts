/**
 * Process entry: validate configuration (a bad value exits 1 with one line naming it), start
 * the server (an unusable or locked DATA_DIR, an unreachable S3 bucket: one line too), and shut down
 * gracefully on SIGTERM or SIGINT.
 */
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.js';
import { StartupError } from './lib/startup-error.js';
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
  const starting = startServer(config);
  // The handler is in place before the server starts: a SIGTERM that arrives while it starts
  // (it may already be listening and have said so) waits for the start and then stops it,
  // releasing the data directory's lock, instead of killing the process outright.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    const server = await starting.catch(() => undefined);
    if (!server) return;
    if (err) server.app.log.error({ err }, 'shutting down after an error');
    else server.app.log.info({ signal }, 'shutting down');
    await server.stop();
  });
  await starting;
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
