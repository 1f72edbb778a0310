/**
 * The audit log's hold on every admin write (decision 051). `app.audited(request, work)` runs
 * the change in one transaction and hands it `record`, which writes the entry in that same
 * transaction. The plugin also learns, as routes are added, which ones are audited: every
 * writing route an administrator alone may call (`app.requireAdmin`), and those that declare
 * `config: { audited: true }` because an administrator acting on someone else's record goes
 * through them too. A successful administrator's call of one that recorded nothing is logged
 * as an error, and the audit table test walks `app.auditedRoutes`, so a new admin write
 * cannot be forgotten quietly.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from '../../db/database.js';
import { ROLE_ADMIN } from '../../plugins/auth.js';
import { auditActorOf, recordAudit, type AuditChange } from './record-audit.js';

export type RecordChange = (change: AuditChange) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `work` in one transaction whose `record` writes audit entries in it. */
    audited<T>(
      request: FastifyRequest,
      work: (tx: Transaction, record: RecordChange) => Promise<T>,
    ): Promise<T>;
    /**
     * Records an entry in a transaction the change opened itself (a change in several
     * transactions records in the one that completes it).
     */
    recordAudit(request: FastifyRequest, tx: Transaction, change: AuditChange): Promise<void>;
    /** `METHOD /path` of every audited route, in the order they were added. */
    auditedRoutes: string[];
    /** Says that this call of an audited route changed nothing (a preview): no entry is owed. */
    nothingToAudit(request: FastifyRequest): void;
  }
  interface FastifyContextConfig {
    /** A writing route that is audited when an administrator calls it (see audit-plugin.ts). */
    audited?: boolean;
  }
}

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hooksOf = (hooks: RouteOptions['onRequest']) =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const entriesRecorded = new WeakMap<FastifyRequest, number>();

async function auditPlugin(app: FastifyInstance) {
  const audited: string[] = [];
  app.decorate('auditedRoutes', audited);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guards = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler as never)];
    const adminOnly = guards.includes(app.requireAdmin);
    const declared = (route.config as { audited?: boolean } | undefined)?.audited === true;
    for (const method of methods) {
      if (!WRITING_METHODS.has(method) || !(adminOnly || declared)) continue;
      audited.push(`${method} ${route.url}`);
      const onResponse = hooksOf(route.onResponse as never);
      route.onResponse = [...onResponse, warnWhenUnrecorded];
    }
  });

  async function warnWhenUnrecorded(request: FastifyRequest, reply: { statusCode: number }) {
    if (reply.statusCode >= 400 || request.user?.role !== ROLE_ADMIN) return;
    if (entriesRecorded.has(request)) return;
    request.log.error(
      { route: request.routeOptions.url, method: request.method },
      'an administrator’s change answered without an audit entry',
    );
  }

  app.decorate('nothingToAudit', (request: FastifyRequest) => {
    entriesRecorded.set(request, 0);
  });

  const recordIn = async (request: FastifyRequest, tx: Transaction, change: AuditChange) => {
    await recordAudit(tx, auditActorOf(request), change);
    entriesRecorded.set(request, (entriesRecorded.get(request) ?? 0) + 1);
  };
  app.decorate('recordAudit', recordIn);

  app.decorate(
    'audited',
    <T>(request: FastifyRequest, work: (tx: Transaction, record: RecordChange) => Promise<T>) =>
      app.db.transaction((tx) => work(tx, (change) => recordIn(request, tx, change))),
  );
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['auth'] });
