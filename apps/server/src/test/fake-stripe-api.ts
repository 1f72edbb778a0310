/**
 * A local stand-in for the few Stripe API endpoints the Stripe provider calls, for tests: the
 * real `stripe` client talks HTTP to it on 127.0.0.1, so the provider's requests and its
 * reading of Stripe's answers are exercised without any network leaving the machine.
 * The payment method decides the outcome, as Stripe's own test payment methods do.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: Record<string, string>;
}

/** Test payment methods, named for what Stripe does with them. */
export const FAKE_METHODS = {
  /** Authorized; card details on the expanded payment method. */
  visa: 'pm_card_visa',
  /** Authorized; the payment method comes unexpanded, the card only on the latest charge. */
  mastercardViaCharge: 'pm_card_mastercard',
  /** Declined at confirmation: a card_error. */
  declined: 'pm_card_chargeDeclined',
  /** Confirmed into requires_action: 3-D Secure is needed. */
  threeDSecure: 'pm_card_threeDSecure2Required',
  /** Authorized, then declined at capture. */
  captureFails: 'pm_card_captureFails',
} as const;

const CARDS: Record<string, { brand: string; last4: string }> = {
  [FAKE_METHODS.visa]: { brand: 'visa', last4: '4242' },
  [FAKE_METHODS.mastercardViaCharge]: { brand: 'mastercard', last4: '4444' },
  [FAKE_METHODS.threeDSecure]: { brand: 'visa', last4: '3220' },
  [FAKE_METHODS.captureFails]: { brand: 'visa', last4: '0341' },
};

function cardError(response: ServerResponse, message: string) {
  response.writeHead(402, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { type: 'card_error', code: 'card_declined', message } }));
}

function json(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return Object.fromEntries(new URLSearchParams(body));
}

/** `intentPrefix` keeps two fake APIs in one test database from reusing an intent id. */
export async function startFakeStripeApi({ intentPrefix = 'pi_fake' } = {}) {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, { method: string; status: string; amount: number }>();
  /** Refunds made, one per Idempotency-Key however often it was sent. */
  const refunds: { id: string; key: string | undefined; paymentIntent: string; amount: number }[] =
    [];
  let counter = 0;

  function intentBody(id: string) {
    const intent = intents.get(id)!;
    const card = CARDS[intent.method];
    const viaCharge = intent.method === FAKE_METHODS.mastercardViaCharge;
    return {
      id,
      object: 'payment_intent',
      amount: intent.amount,
      status: intent.status,
      payment_method: viaCharge
        ? intent.method
        : { id: intent.method, object: 'payment_method', type: 'card', card },
      latest_charge: viaCharge
        ? { id: `ch_${id}`, object: 'charge', payment_method_details: { type: 'card', card } }
        : null,
    };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const params = await formOf(request);
      const path = request.url ?? '';
      requests.push({
        method: request.method ?? '',
        path,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
        params,
      });
      if (path === '/v1/payment_intents' && request.method === 'POST') {
        const method = params.payment_method ?? '';
        if (method === FAKE_METHODS.declined || !CARDS[method]) {
          return cardError(response, 'Your card was declined.');
        }
        counter += 1;
        const id = `${intentPrefix}_${counter}`;
        const status =
          method === FAKE_METHODS.threeDSecure ? 'requires_action' : 'requires_capture';
        intents.set(id, { method, status, amount: Number(params.amount) });
        return json(response, intentBody(id));
      }
      const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
      const intent = action ? intents.get(action[1]!) : undefined;
      if (action && intent) {
        if (action[2] === 'capture' && intent.method === FAKE_METHODS.captureFails) {
          return cardError(response, 'Your card was declined.');
        }
        intent.status = action[2] === 'capture' ? 'succeeded' : 'canceled';
        return json(response, intentBody(action[1]!));
      }
      if (path === '/v1/refunds' && request.method === 'POST') {
        // As Stripe does, a repeated Idempotency-Key answers the refund already made.
        const key = request.headers['idempotency-key'] as string | undefined;
        const earlier = key === undefined ? undefined : refunds.find((r) => r.key === key);
        const refund = earlier ?? {
          id: `re_fake_${refunds.length + 1}`,
          key,
          paymentIntent: params.payment_intent ?? '',
          amount: Number(params.amount),
        };
        if (!earlier) refunds.push(refund);
        return json(response, {
          id: refund.id,
          object: 'refund',
          payment_intent: refund.paymentIntent,
          amount: refund.amount,
          status: 'succeeded',
        });
      }
      return json(
        response,
        { error: { type: 'invalid_request_error', message: `No fake for ${path}` } },
        404,
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    requests,
    refunds,
    statusOf: (id: string) => intents.get(id)?.status,
    connection: { host: '127.0.0.1', port, protocol: 'http' as const, maxNetworkRetries: 0 },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
