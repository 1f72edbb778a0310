/**
 * Deletes finished sessions now and every `intervalMs` (hourly by default). Every process may
 * run it: the delete is idempotent, so two processes sweeping together only repeat work.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { deleteFinishedSessions } from './session-repository.js';

export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function startSessionSweeper(options: {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, log, intervalMs = SESSION_SWEEP_INTERVAL_MS } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = deleteFinishedSessions(db)
      .then((count) => log[count > 0 ? 'info' : 'debug']({ count }, 'finished sessions deleted'))
      .catch((error: unknown) => log.error({ err: error }, 'session sweep failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(round, intervalMs);
      });
  };
  round();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
