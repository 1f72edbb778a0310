/**
 * Logout and the user's own sessions (decision 013): list them, end one, end all but this one.
 * Only the caller's sessions are reachable: someone else's id answers 404 like an unknown one.
 */
import {
  dataEnvelope,
  sessionIdParamsSchema,
  sessionWireSchema,
  SESSION_NOT_FOUND,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { revokeOtherSessions, revokeSession } from './session-repository.js';
import { sessionsOf } from './session-service.js';

export const LOGGED_OUT = 'Logged out';
export const SESSION_ENDED = 'Signed out';
export const OTHER_SESSIONS_ENDED = 'Signed out everywhere else';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Log out: end the session of this token',
        security: [{ bearer: [] }],
        response: { 200: z.object({ message: z.string() }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { id, sessionId } = request.user!;
      await revokeSession(app.db, id, sessionId);
      return { message: LOGGED_OUT };
    },
  );

  app.get(
    '/api/users/me/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Your active sessions (devices signed in), oldest first',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(sessionWireSchema)), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { id, sessionId } = request.user!;
      return { message: 'Sessions', data: await sessionsOf(app, id, sessionId) };
    },
  );

  app.delete(
    '/api/users/me/sessions/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Sign out one of your sessions (this one too, if named)',
        security: [{ bearer: [] }],
        params: sessionIdParamsSchema,
        response: {
          200: dataEnvelope(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const ended = await revokeSession(app.db, request.user!.id, request.params.id);
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      return { message: SESSION_ENDED, data: { id: request.params.id } };
    },
  );

  app.delete(
    '/api/users/me/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Sign out everywhere else: end every session but this one',
        security: [{ bearer: [] }],
        response: {
          200: dataEnvelope(z.object({ ended: z.number().int().nonnegative() })),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { id, sessionId } = request.user!;
      const ended = await revokeOtherSessions(app.db, id, sessionId);
      return { message: OTHER_SESSIONS_ENDED, data: { ended } };
    },
  );
};

export default sessionRoutes;
