/**
 * Accounts (spec section 7): a user reads and changes only their own record; administrators
 * list users, change roles and delete accounts (design §4).
 */
import {
  dataEnvelope,
  idToWire,
  noNul,
  passwordUpdateSchema,
  profileSchema,
  roleChangeSchema,
  userWireSchema,
  userWithBookingsWireSchema,
  wireIdSchema,
  ROLE_ADMIN,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { badRequest, forbidden } from '../../lib/app-error.js';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import type { AuthUser } from '../../plugins/auth.js';
import { isStoredImage } from '../uploads/index.js';
import { bookingsForUser } from '../bookings/index.js';
import { listUsers, updateUser } from './user-repository.js';
import { changePassword, changeRole, deleteUser, existingUser } from './user-service.js';
import { userToWire } from './user-wire.js';
import { rowSnapshot } from '../audit/index.js';

export const PROFILE_UPDATED = 'Profile Updated!';
export const PASSWORD_UPDATED = 'Password Updated!';
export const PICTURE_UPDATED = 'Picture Updated!';
export const NOT_YOUR_ACCOUNT = 'You can only see or change your own account';
export const NOT_A_STORED_IMAGE = 'The picture must be an image uploaded to this site';

function requireSelf(caller: AuthUser | undefined, id: number) {
  if (caller?.id !== id) throw forbidden(NOT_YOUR_ACCOUNT);
}

function requireSelfOrAdmin(caller: AuthUser | undefined, id: number) {
  if (caller?.id !== id && caller?.role !== ROLE_ADMIN) throw forbidden(NOT_YOUR_ACCOUNT);
}

async function userWithBookings(db: Database, id: number) {
  const user = await existingUser(db, id);
  return { ...userToWire(user), bookings: await bookingsForUser(db, id) };
}

const userEnvelope = dataEnvelope(userWireSchema);
const userWithBookingsEnvelope = dataEnvelope(userWithBookingsWireSchema);

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with their bookings',
        security: [{ bearer: [] }],
        response: { 200: userWithBookingsEnvelope, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      message: 'User',
      data: await userWithBookings(app.db, request.user!.id),
    }),
  );

  app.get(
    '/api/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Every user (administrators)',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(userWireSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ message: 'Users', data: (await listUsers(app.db)).map(userToWire) }),
  );

  app.get(
    '/api/users/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'A user with their bookings (the user themselves or an administrator)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: userWithBookingsEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request.user, request.params.id);
      return { message: 'User', data: await userWithBookings(app.db, request.params.id) };
    },
  );

  app.put(
    '/api/users/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change your profile (the e-mail cannot be changed)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: profileSchema,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request) => {
      requireSelf(request.user, request.params.id);
      const { fullName, gender, streetAddress, city, zipCode, phoneNumber } = request.body;
      await existingUser(app.db, request.params.id);
      const user = await updateUser(app.db, request.params.id, {
        fullName,
        gender,
        streetAddress,
        city,
        zipCode,
        phoneNumber,
      });
      return { message: PROFILE_UPDATED, data: userToWire(user!) };
    },
  );

  app.put(
    '/api/users/:id/password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Change your password (currentPassword needed unless signed in with a provisional one); ends your other sessions',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: passwordUpdateSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 415),
        },
      },
    },
    async (request) => {
      requireSelf(request.user, request.params.id);
      await changePassword(app.db, {
        userId: request.params.id,
        sessionId: request.user!.sessionId,
        currentPassword: request.body.currentPassword,
        password: request.body.password,
      });
      return { message: PASSWORD_UPDATED };
    },
  );

  app.put(
    '/api/users/:id/picture',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Set your picture to an image uploaded through /test-formdata',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: z.strictObject({
          picture: noNul(z.string(), 'picture').max(300, NOT_A_STORED_IMAGE),
        }),
        response: {
          // `picture` beside `data`: the spec's admin dashboard reads it there.
          200: userEnvelope.extend({ picture: z.string() }),
          ...errorResponses(400, 401, 403, 404, 415),
        },
      },
    },
    async (request) => {
      requireSelf(request.user, request.params.id);
      const { picture } = request.body;
      if (!(await isStoredImage(app.images, picture))) {
        throw badRequest(NOT_A_STORED_IMAGE, { picture: NOT_A_STORED_IMAGE });
      }
      await existingUser(app.db, request.params.id);
      const user = await updateUser(app.db, request.params.id, { picture });
      return { message: PICTURE_UPDATED, data: userToWire(user!), picture };
    },
  );

  app.put(
    '/api/users/:id/role',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Change a user role (administrators; the last administrator stays)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      if (request.body.userId !== request.params.id) {
        throw badRequest('userId must be the user of the address', {
          userId: 'userId must be the user of the address',
        });
      }
      const { id } = request.params;
      const user = await app.audited(request, async (tx, record) => {
        const before = await rowSnapshot(tx, 'users', id);
        const changed = await changeRole(tx, id, request.body.newRole);
        const after = await rowSnapshot(tx, 'users', id);
        await record({
          action: 'user.role_change',
          entityType: 'user',
          entityId: id,
          before,
          after,
        });
        return changed;
      });
      return { message: 'Role updated', data: userToWire(user) };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Delete a user (administrators); their bookings stay for the records',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: {
          200: dataEnvelope(z.object({ id: wireIdSchema })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.audited(request, async (tx, record) => {
        const before = await rowSnapshot(tx, 'users', id);
        await deleteUser(tx, id);
        await record({ action: 'user.delete', entityType: 'user', entityId: id, before });
      });
      return { message: 'User deleted', data: { id: idToWire(request.params.id) } };
    },
  );
};

export default userRoutes;
