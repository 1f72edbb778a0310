/**
 * The log as a person at a terminal reads it (LOG_FORMAT=pretty, the default on a terminal):
 * one line per request — time, method, address, status and how long it took — and the app's
 * own lines, with pino's bookkeeping fields left out. Redaction (app.ts) runs before the lines
 * are formatted, so a secret stays "[redacted]" here as in JSON.
 */
import type { FastifyInstance } from 'fastify';
import { PinoPretty } from 'pino-pretty';
import type { Config } from '../config.js';
import { loggableUrl } from './loggable-url.js';

/** Pretty when asked, or when nothing was asked and standard output is a terminal. */
export function logsReadably(config: Pick<Config, 'LOG_FORMAT'>, isTerminal: boolean): boolean {
  return (config.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json')) === 'pretty';
}

/** The stream pino writes to: formats each JSON line as it comes, synchronously. */
export function readableLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return PinoPretty({
    destination,
    sync: true,
    colorize: destination === process.stdout && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  });
}

/**
 * Fastify's own two lines per request (incoming, completed) become one, written when the
 * answer leaves: "GET /api/hotels?city=rome 200 3.1 ms".
 */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const milliseconds = reply.elapsedTime.toFixed(1);
    const line = `${request.method} ${loggableUrl(request.url)} ${reply.statusCode} ${milliseconds} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
