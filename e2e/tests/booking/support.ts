/**
 * Shared steps of the booking and dashboard browser tests: accounts through the real API,
 * sessions in the spec's cookies, bookable rooms with free units, and a booking made through
 * the API as another user would make it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_GUEST = { email: 'guest@staylane.test', password: 'Guest123!' };
export const COUPON = 'STAYLANE15';
export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const PHONE = '6001234567';

let counter = 0;

/** A date `days` after today (UTC), as yyyy-mm-dd. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Card expiry one year from now, MM/YY. */
export function futureExpiry(): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

export interface Account {
  email: string;
  password: string;
  fullName: string;
}

export async function signUp(request: APIRequestContext, name = 'Nora Newcomer'): Promise<Account> {
  counter += 1;
  const account = {
    fullName: name,
    email: `e2e-${Date.now()}-${process.pid}-${counter}@staylane.test`,
    password: 'Welcome123',
  };
  const answer = await request.post('/auth/local/signup', { data: account });
  expect(answer.ok(), await answer.text()).toBe(true);
  return account;
}

export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ token: string; fullName: string }> {
  const answer = await request.post('/auth/local/login', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { token: string; data: { fullName: string } };
  return { token: body.token, fullName: body.data.fullName };
}

/** Logs in through the login page, as a user does. */
export async function loginThroughPage(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Puts a session in the spec's cookies without going through the login page. */
export async function useSession(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const { token, fullName } = await apiLogin(request, account);
  // playwright.config.ts exports the port it chose to the workers.
  const url = `http://127.0.0.1:${process.env.E2E_PORT}`;
  await page.context().addCookies([
    { name: 'cookieToken', value: encodeURIComponent(token), url, sameSite: 'Strict' },
    { name: 'cookieName', value: encodeURIComponent(fullName), url, sameSite: 'Strict' },
  ]);
  return token;
}

interface RoomOnWire {
  id: string;
  RoomName: string;
  OriginalPricePerNight: number;
  Discount: number;
  Units: number;
  FreeUnits?: number;
  Available: boolean;
}

interface HotelOnWire {
  id: string;
  HotelName: string;
  loc_City: string;
  Rooms: RoomOnWire[];
}

export interface BookableRoom {
  hotel: HotelOnWire;
  room: RoomOnWire;
  checkIn: string;
  checkOut: string;
}

/** A room with a free unit for the stay, with its hotel; `skip` hotels are passed over. */
export async function findBookableRoom(
  request: APIRequestContext,
  checkIn: string,
  checkOut: string,
  pick: (room: RoomOnWire) => boolean = () => true,
  skip = 0,
): Promise<BookableRoom> {
  const list = await request.get('/api/hotels', {
    params: { checkInDate: checkIn, checkOutDate: checkOut, pageSize: 50 },
  });
  expect(list.ok()).toBe(true);
  const hotels = ((await list.json()) as { data: HotelOnWire[] }).data;
  for (const summary of hotels.slice(skip)) {
    const answer = await request.get(`/api/hotels/${summary.id}`, {
      params: { checkInDate: checkIn, checkOutDate: checkOut },
    });
    const hotel = ((await answer.json()) as { data: HotelOnWire }).data;
    const room = hotel.Rooms.find((r) => r.Available && (r.FreeUnits ?? 0) > 0 && pick(r));
    if (room) return { hotel, room, checkIn, checkOut };
  }
  throw new Error(`No bookable room from ${checkIn} to ${checkOut}`);
}

export function bookingPageUrl({ hotel, room, checkIn, checkOut }: BookableRoom, guests = 2) {
  const query = new URLSearchParams({
    id: hotel.id,
    roomId: room.id,
    city: hotel.loc_City,
    checkIn,
    checkOut,
    guestsN: String(guests),
  });
  return `/bookings/bkngcd?${query}`;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Books one unit through the API with a token, as another user on another device would. */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  stay: { roomId: string; checkIn: string; checkOut: string },
): Promise<string> {
  const hold = await request.post('/api/holds', {
    headers: auth(token),
    data: {
      roomId: stay.roomId,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      guests: 1,
    },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const held = ((await hold.json()) as { data: { id: string; price: { amountCents: number } } })
    .data;
  const card = await request.post('/api/payment-methods', {
    headers: auth(token),
    data: {
      number: APPROVED_CARD,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 1,
      cvc: '123',
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  const method = ((await card.json()) as { data: { id: string } }).data;
  const paid = await request.post('/api/checkout', {
    headers: auth(token),
    data: {
      paymentMethod: method.id,
      amount: held.price.amountCents,
      source: 'card',
      holdId: held.id,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const payment = ((await paid.json()) as { payment: { id: string } }).payment;
  const booked = await request.post('/api/bookings', {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      holdId: held.id,
      paymentId: payment.id,
      fullName: 'Other Traveller',
      email: 'other@staylane.test',
      phoneNumber: PHONE,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { data: { id: string } }).data.id;
}

/** The bookings of the token's user, from the API. */
/** What a room card says when none of its units is free for the searched stay. */
export const SOLD_OUT = 'Sold out for these dates';

/** The hotel page of `stay`'s hotel for its dates, as the list's cards link to it. */
export function hotelPageUrl({ hotel, checkIn, checkOut }: BookableRoom, guests = 1) {
  const query = new URLSearchParams({
    id: hotel.id,
    city: hotel.loc_City,
    checkInDate: checkIn,
    checkOutDate: checkOut,
    guestnumber: String(guests),
  });
  return `/hotel-single/htlnfo?${query}`;
}

/** The room card of the hotel page whose heading is `roomName`. */
export function roomCard(page: Page, roomName: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: roomName, exact: true }) });
}

/** Another guest books every unit of `stay` still free, through the API. */
export async function sellOut(request: APIRequestContext, stay: BookableRoom, name: string) {
  const other = await apiLogin(request, await signUp(request, name));
  for (let unit = 0; unit < (stay.room.FreeUnits ?? 0); unit += 1) {
    await bookThroughApi(request, other.token, {
      roomId: stay.room.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    });
  }
}

export async function bookingsOf(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/users/me', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { bookings: { id: string; payment: unknown }[] } }).data
    .bookings;
}

/** Waits for an .eml under the server's data directory that contains every text given. */
export async function findMail(texts: string[], timeoutMs = 20_000): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const directory = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const text = await readFile(path.join(directory, name), 'utf8');
      if (texts.every((wanted) => text.includes(wanted))) return text;
    }
    if (Date.now() > deadline) throw new Error(`No mail with ${texts.join(', ')} in ${directory}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Fills the traveller form's phone (the demo guest's stored one is not 10 digits). */
export async function fillTraveller(page: Page, phone = PHONE) {
  await page.getByLabel('Contact Info').fill(phone);
}

export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
