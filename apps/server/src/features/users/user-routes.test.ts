import { INTERNATIONAL_PHONE_INVALID } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAccount, createAdmin, type TestAccount } from '../../test/accounts.js';
import { insertBooking } from '../../test/stored-bookings.js';

const profile = {
  fullName: 'Ana Gómez',
  gender: 'Femenino',
  streetAddress: 'Calle 1 # 2-3',
  city: 'Bogotá',
  zipCode: '110111',
  phoneNumber: '300 123 4567',
};

describe.each(TEST_DRIVERS)('users on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(
      driver,
      {},
      { rateLimits: { login: { max: 100, timeWindow: 60_000 } } },
    );
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    who?: TestAccount,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.headers, payload });

  it('shows a user their record with bookings, newest first, each with its payment', async () => {
    const user = await createAccount(t.app);
    const older = await insertBooking(t.app.db, {
      userId: user.id,
      checkIn: '2030-01-01',
      checkOut: '2030-01-03',
    });
    const newer = await insertBooking(t.app.db, { userId: user.id, withPayment: false });
    await insertBooking(t.app.db, { userId: admin.id });
    const response = await call('GET', `/api/users/${user.id}`, user);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: String(user.id),
      email: user.email,
      fullName: user.fullName,
      gender: 'Non Binary',
      role: { id: 1, Name: 'User' },
    });
    expect(data.bookings.map((b: { id: string }) => b.id)).toEqual([
      String(newer.id),
      String(older.id),
    ]);
    expect(data.bookings[0].payment).toBeNull();
    expect(data.bookings[1]).toMatchObject({
      HotelName: 'Hotel Aurora',
      CheckInDate: '2030-01-01',
      CheckOutDate: '2030-01-03',
      nights: 2,
      payment: { CardNumber: '**** 4242', FinalPrice: 220, Status: 'Successful' },
    });
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain('password');

    const me = await call('GET', '/api/users/me', user);
    expect(me.json().data).toEqual(data);
  });

  it('lets an administrator read any user, and refuses other users with 403', async () => {
    const user = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    expect((await call('GET', `/api/users/${user.id}`, admin)).statusCode).toBe(200);
    const refused = await call('GET', `/api/users/${user.id}`, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(user.email);
    expect((await call('GET', '/api/users/999999', admin)).statusCode).toBe(404);
  });

  it('updates the profile with the spec notice and keeps the e-mail', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}`, user, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile Updated!',
      data: { ...profile, phoneNumber: '3001234567', email: user.email },
    });
  });

  it.each([
    [{ ...profile, fullName: '' }, 'fullName', 'Please enter your name'],
    [{ ...profile, streetAddress: ' ' }, 'streetAddress', 'Please enter your address'],
    [{ ...profile, city: '' }, 'city', 'Please enter your city'],
    [{ ...profile, zipCode: '' }, 'zipCode', 'Please enter your zip'],
    [{ ...profile, phoneNumber: '' }, 'phoneNumber', 'Please Enter your phone Number'],
    [
      { ...profile, phoneNumber: '300-123-45' },
      'phoneNumber',
      'Only numeric characters are accepted',
    ],
    [{ ...profile, phoneNumber: '300123' }, 'phoneNumber', 'Enter a 10 number digit'],
  ])('refuses profile %j with the spec message for %s', async (payload, field, message) => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}`, user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+81 3-1234-5678', '+81312345678'],
  ])('keeps the international phone %s as %s and answers it so', async (typed, kept) => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}`, user, {
      ...profile,
      phoneNumber: typed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phoneNumber).toBe(kept);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneNumber).toBe(kept);
  });

  it('refuses an international phone that is no number with 400 and says how to write one', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}`, user, {
      ...profile,
      phoneNumber: '+44 20 7946',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.phoneNumber).toBe(INTERNATIONAL_PHONE_INVALID);
  });

  it.each([
    ['non binary', 'Non Binary'],
    ['MASCULINO', 'Masculino'],
    ['MALE', 'Masculino'],
    ['femenino', 'Femenino'],
  ])('takes the gender %j and stores and answers %s', async (gender, canonical) => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}`, user, { ...profile, gender });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.gender).toBe(canonical);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.gender).toBe(canonical);
    expect((await call('GET', `/api/users/${user.id}`, user)).json().data.gender).toBe(canonical);
  });

  it('refuses an unknown gender with its message and keeps the stored one', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}`, user, {
      ...profile,
      gender: 'nonbinaryx',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.gender).toBe('Gender must be Masculino, Femenino or Non Binary');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.gender).toBe('Non Binary');
  });

  it('refuses a changed e-mail in the profile as an unknown field', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}`, user, {
      ...profile,
      email: 'new@example.com',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}/password`, user, {
      currentPassword: user.password,
      password: 'Newpass123',
    });
    expect(response.json()).toEqual({ message: 'Password Updated!' });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/local/login',
        payload: { email: user.email, password },
      });
    expect((await login('Newpass123')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);
  });

  it('refuses a weak new password with the spec message', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}/password`, user, {
      currentPassword: user.password,
      password: 'weak',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toBe(
      'Passwords must have 8 characters, a number, one uppercase letter and one lowecase letter',
    );
  });

  it('sets the picture to an image stored here and answers it in data and beside it', async () => {
    const user = await createAccount(t.app);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const address = await t.app.images.save({ data: png, format: 'png' });
    const response = await call('PUT', `/api/users/${user.id}/picture`, user, { picture: address });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Picture Updated!',
      data: { picture: address },
      picture: address,
    });
  });

  it.each([
    'https://evil.example.com/pixel.png',
    'javascript:alert(1)',
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/../jwt-secret',
    '',
  ])('refuses the picture %j, which is not an image stored here', async (picture) => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}/picture`, user, { picture });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The picture must be an image uploaded to this site');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.picture).toBe('');
  });

  it('lists every user for an administrator, without hashes', async () => {
    const response = await call('GET', '/api/users', admin);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThan(1);
    expect(data[0]).toMatchObject({ id: String(admin.id), role: { id: 2, Name: 'Admin' } });
    expect(response.body).not.toContain('scrypt$');
  });

  it('changes a role, and refuses to demote the last administrator with 409', async () => {
    const user = await createAccount(t.app);
    const promote = await call('PUT', `/api/users/${user.id}/role`, admin, {
      userId: user.id,
      newRole: 2,
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().data.role).toEqual({ id: 2, Name: 'Admin' });
    const demote = await call('PUT', `/api/users/${user.id}/role`, admin, {
      userId: user.id,
      newRole: 1,
    });
    expect(demote.json().data.role).toEqual({ id: 1, Name: 'User' });

    const last = await call('PUT', `/api/users/${admin.id}/role`, admin, {
      userId: admin.id,
      newRole: 1,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The last administrator cannot be demoted or deleted');
  });

  it('refuses a role body whose userId is not the user of the address', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}/role`, admin, {
      userId: admin.id,
      newRole: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.newRole ?? response.json().fields.userId).toBeDefined();
  });

  it('reads newRole sent as numeric text', async () => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}/role`, admin, {
      userId: user.id,
      newRole: '2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toEqual({ id: 2, Name: 'Admin' });
    const back = await call('PUT', `/api/users/${user.id}/role`, admin, {
      userId: user.id,
      newRole: '1',
    });
    expect(back.json().data.role).toEqual({ id: 1, Name: 'User' });
  });

  it.each([[0], [3], ['3'], ['Admin'], ['']])('refuses newRole %j', async (newRole) => {
    const user = await createAccount(t.app);
    const response = await call('PUT', `/api/users/${user.id}/role`, admin, {
      userId: user.id,
      newRole,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.newRole).toBe('newRole must be 1 (User) or 2 (Admin)');
  });

  it('deletes a user and keeps their bookings for the records', async () => {
    const user = await createAccount(t.app);
    const booking = await insertBooking(t.app.db, { userId: user.id });
    const response = await call('DELETE', `/api/users/${user.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted', data: { id: String(user.id) } });
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ userId: null, hotelName: 'Hotel Aurora' });
    expect((await call('DELETE', `/api/users/${user.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses to delete the last administrator with 409', async () => {
    const response = await call('DELETE', `/api/users/${admin.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('LAST_ADMIN');
  });
});
