/** Sign-up, login and password recovery (spec section 7; design §4). */
import {
  dataEnvelope,
  idToWire,
  loginResponseSchema,
  loginSchema,
  recoverPasswordSchema,
  signupSchema,
  ROLE_ADMIN,
  ROLE_USER,
  wireIdSchema,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { startSession } from '../sessions/index.js';
import { logIn, recoverPassword, signUp } from './auth-service.js';

export const ACCOUNT_CREATED = 'Account created';
export const LOGGED_IN = 'Logged in';
export const RECOVERY_SENT = 'we are sending you an email with a provisional password.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/local/signup',
    {
      config: { rateLimit: app.rateLimits.signup },
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: signupSchema,
        response: {
          201: dataEnvelope(
            z.object({ id: wireIdSchema, email: z.string(), fullName: z.string() }),
          ),
          ...errorResponses(400, 409, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body);
      return reply.status(201).send({
        message: ACCOUNT_CREATED,
        data: { id: idToWire(user.id), email: user.email, fullName: user.fullName },
      });
    },
  );

  app.post(
    '/auth/local/login',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password (or a provisional password)',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 415, 429) },
      },
    },
    async (request) => {
      const { user, provisional } = await logIn(app.db, request.body);
      const token = await startSession(app, {
        userId: user.id,
        role: user.role === ROLE_ADMIN ? ROLE_ADMIN : ROLE_USER,
        userAgent: request.headers['user-agent'],
        provisional,
      });
      return {
        message: LOGGED_IN,
        data: { email: user.email, fullName: user.fullName },
        token,
      };
    },
  );

  app.post(
    '/api/users/recover',
    {
      config: { rateLimit: app.rateLimits.recover },
      schema: {
        tags: ['auth'],
        summary: 'Mail a provisional password (same answer for unknown e-mails)',
        body: recoverPasswordSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 415, 429),
        },
      },
    },
    async (request) => {
      await recoverPassword(app.db, request.body.email);
      return { message: RECOVERY_SENT };
    },
  );
};

export default authRoutes;
