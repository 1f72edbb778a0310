/**
 * The booking flow as the web app drives it, over real HTTP: hold → card → authorize →
 * book. Each step's answer is kept so a run can tell "refused, nothing lost" (409 on the hold:
 * the room was full) from a real loss.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

export interface Stay {
  /** As the answers spell it (decision 014). */
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
}

export type BookingOutcome =
  | { kind: 'booked'; bookingId: number; paymentId: string; holdId: string; status: number }
  | {
      kind: 'refused';
      step: Step;
      status: number;
      code?: string;
      holdId?: string;
      paymentId?: string;
    }
  | { kind: 'failed'; step: Step; error: string; holdId?: string; paymentId?: string };

export type Step = 'hold' | 'card' | 'checkout' | 'booking';

export async function login(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token)
    throw new Error(`login ${email}: ${response.status} ${body.message}`);
  return body.token;
}

export const GUEST = { email: 'guest@staylane.test', password: 'Guest123!' };

let travellerRun = 0;

/**
 * Tokens of `count` new accounts. A user holds at most two rooms at once and a new hold of a
 * room replaces their earlier one, so concurrent booking attempts come from
 * different travellers, as they would on a real site. The bench servers raise the sign-up
 * and login limits (RATE_LIMIT_MAX_PER_MINUTE).
 */
export async function travellerTokens(url: string, count: number): Promise<string[]> {
  travellerRun += 1;
  const prefix = `bench-${process.pid}-${Date.now()}-${travellerRun}`;
  return pooled(Array.from({ length: count }), 4, async (_, index) => {
    const account = {
      fullName: 'Bench Traveller',
      email: `${prefix}-${index}@staylane.test`,
      password: 'Bench1234',
    };
    const answer = await fetch(`${url}/auth/local/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (answer.status !== 201) throw new Error(`sign-up: ${answer.status} ${await answer.text()}`);
    return login(url, account.email, account.password);
  });
}
export const ADMIN = { email: 'admin@staylane.test', password: 'Admin123!' };

// The load generator shares the machine's two cores with the server it measures: node:http on
// kept-alive sockets costs about a third of fetch's CPU per call (bench/RESULTS.md).
const agent = new http.Agent({ keepAlive: true });

function postJson(url: string, headers: Record<string, string>, body: unknown) {
  const data = JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(data) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

async function post(
  url: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await postJson(
    url,
    { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body,
  );
  const text = response.text;
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { raw: text };
  }
  return { status: response.status, json };
}

const nextYear = new Date().getUTCFullYear() + 2;

/** One booking attempt; never throws for an HTTP answer, only reports it. */
export async function bookStay(
  url: string,
  token: string,
  stay: Stay,
  options: { idempotencyKey?: string; onAcknowledged?: (id: number) => void } = {},
): Promise<BookingOutcome> {
  let step: Step = 'hold';
  let holdId: string | undefined;
  let paymentId: string | undefined;
  try {
    const hold = await post(`${url}/api/holds`, token, stay);
    if (hold.status !== 201) {
      return { kind: 'refused', step, status: hold.status, code: String(hold.json.code ?? '') };
    }
    const held = hold.json.data as { id: string; price: { amountCents: number } };
    holdId = held.id;
    step = 'card';
    const card = await post(`${url}/api/payment-methods`, token, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: nextYear,
      cvc: '123',
    });
    if (card.status !== 201) return { kind: 'refused', step, status: card.status, holdId };
    step = 'checkout';
    const checkout = await post(`${url}/api/checkout`, token, {
      paymentMethod: (card.json.data as { id: string }).id,
      amount: held.price.amountCents,
      source: 'bench',
      holdId,
      coupon: null,
    });
    if (checkout.status !== 200) {
      return {
        kind: 'refused',
        step,
        status: checkout.status,
        code: String(checkout.json.code ?? ''),
        holdId,
      };
    }
    paymentId = (checkout.json.payment as { id: string }).id;
    step = 'booking';
    const booking = await post(
      `${url}/api/bookings`,
      token,
      {
        holdId,
        paymentId,
        fullName: 'Bench Traveller',
        email: 'bench@example.com',
        phoneNumber: '5551234567',
        SpecialReqs: '',
        NumberOfGuest: stay.guests,
        CheckInDate: stay.checkInDate,
        CheckOutDate: stay.checkOutDate,
      },
      { 'idempotency-key': options.idempotencyKey ?? randomUUID() },
    );
    if (booking.status === 201 || booking.status === 200) {
      // Ids travel as text (decision 014); the checks below compare with database rows.
      const id = Number((booking.json.data as { id: string }).id);
      options.onAcknowledged?.(id);
      return { kind: 'booked', bookingId: id, paymentId, holdId, status: booking.status };
    }
    return {
      kind: 'refused',
      step,
      status: booking.status,
      code: String(booking.json.code ?? ''),
      holdId,
      paymentId,
    };
  } catch (error) {
    return { kind: 'failed', step, error: String(error), holdId, paymentId };
  }
}

/** POST /api/bookings/:id/cancel as the booking's traveller; answers the status and code. */
export async function cancelBooking(
  url: string,
  token: string,
  bookingId: number,
): Promise<{ status: number; code?: string }> {
  try {
    const answer = await post(`${url}/api/bookings/${bookingId}/cancel`, token, {});
    return { status: answer.status, code: String(answer.json.code ?? '') || undefined };
  } catch {
    return { status: 0 };
  }
}

/** Runs `work` over `items` with at most `concurrency` at a time; answers results in order. */
export async function pooled<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(runners);
  return results;
}

export function isoDay(offsetDays: number, from = new Date()): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}
