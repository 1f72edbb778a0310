/**
 * The setup of tests of admin-only routes: the app over a fresh database with an admin and a
 * guest (who must be refused), made before the file's tests and closed after them. Call it in
 * a `describe` block; read the fields from the tests, once the block has started.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Driver } from '../db/database.js';
import { createAccount, createAdmin, type TestAccount } from './accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface AdminTestApp {
  app: FastifyInstance;
  admin: TestAccount;
  guest: TestAccount;
}

export function useAdminTestApp(driver: Driver): AdminTestApp {
  let made: TestApp | undefined;
  const setup = {} as AdminTestApp;
  beforeAll(async () => {
    made = await createTestApp(driver);
    setup.app = made.app;
    setup.admin = await createAdmin(made.app);
    setup.guest = await createAccount(made.app);
  });
  afterAll(() => made?.close());
  return setup;
}
