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
  const server = await startServer(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'shutting down after an error');
    else server.app.log.info({ signal }, 'shutting down');
    await server.stop();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
