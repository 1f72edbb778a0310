import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTURE_FAILED, CARD_DECLINED, type PaymentProvider } from './payment-provider.js';
import { FAKE_METHODS, startFakeStripeApi } from '../../test/fake-stripe-api.js';
import { CARD_AUTHENTICATION_REQUIRED, createStripeProvider } from './stripe-provider.js';

type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;

describe('Stripe provider against a local Stripe API', () => {
  let api: FakeStripeApi;
  let provider: PaymentProvider;
  let keys = 0;
  const nextKey = () => `test-key-${++keys}`;
  const authorize = (paymentMethodId: string, idempotencyKey = nextKey()) =>
    provider.authorize({
      amountCents: 27_500,
      paymentMethodId,
      idempotencyKey,
      description: 'Staylane: Casa Lumière, Garden Suite, 2030-05-01 to 2030-05-03',
    });

  beforeAll(async () => {
    api = await startFakeStripeApi();
    provider = createStripeProvider('sk_test_fake', api.connection);
  });
  beforeEach(() => {
    api.requests.length = 0;
  });
  afterAll(() => api.close());

  it('authorizes with a manual-capture PaymentIntent confirmed with the browser’s card', async () => {
    const authorization = await authorize(FAKE_METHODS.visa, 'authorize:hold-1:pm:27500:');
    expect(authorization).toEqual({ id: 'pi_fake_1', brand: 'visa', last4: '4242' });
    expect(api.statusOf(authorization.id)).toBe('requires_capture');
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'authorize:hold-1:pm:27500:',
      authorization: 'Bearer sk_test_fake',
    });
    expect(request!.params).toMatchObject({
      amount: '27500',
      currency: 'usd',
      payment_method: FAKE_METHODS.visa,
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'expand[0]': 'payment_method',
      'expand[1]': 'latest_charge',
      capture_method: 'manual',
      confirm: 'true',
      description: 'Staylane: Casa Lumière, Garden Suite, 2030-05-01 to 2030-05-03',
    });
  });

  it('reads brand and last four digits from the latest charge when the method is not expanded', async () => {
    const authorization = await authorize(FAKE_METHODS.mastercardViaCharge);
    expect(authorization).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('answers a declined card with 422 CARD_DECLINED', async () => {
    await expect(authorize(FAKE_METHODS.declined)).rejects.toMatchObject({
      statusCode: 422,
      code: 'CARD_DECLINED',
      message: CARD_DECLINED,
    });
  });

  it('refuses a card that needs 3-D Secure with 422 and cancels its intent', async () => {
    const key = nextKey();
    await expect(authorize(FAKE_METHODS.threeDSecure, key)).rejects.toMatchObject({
      statusCode: 422,
      code: 'CARD_AUTHENTICATION_REQUIRED',
      message: CARD_AUTHENTICATION_REQUIRED,
    });
    const [create, cancel] = api.requests;
    expect(create!.path).toBe('/v1/payment_intents');
    const intentId = /\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(cancel!.path)?.[1];
    expect(intentId).toBeDefined();
    expect(cancel!.idempotencyKey).toBe(`${key}:cancel`);
    expect(api.statusOf(intentId!)).toBe('canceled');
  });

  it('captures an authorization with the booking’s idempotency key', async () => {
    const { id } = await authorize(FAKE_METHODS.visa);
    await provider.capture(id, { idempotencyKey: 'capture:booking-1' });
    expect(api.statusOf(id)).toBe('succeeded');
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${id}/capture`,
      idempotencyKey: 'capture:booking-1',
    });
  });

  it('turns a card error at capture into 422 CAPTURE_FAILED', async () => {
    const { id } = await authorize(FAKE_METHODS.captureFails);
    await expect(provider.capture(id, { idempotencyKey: nextKey() })).rejects.toMatchObject({
      statusCode: 422,
      code: 'CAPTURE_FAILED',
      message: CAPTURE_FAILED,
    });
    expect(api.statusOf(id)).toBe('requires_capture');
  });

  it('voids by cancelling the intent', async () => {
    const { id } = await authorize(FAKE_METHODS.visa);
    await provider.void(id, { idempotencyKey: 'void:hold-2' });
    expect(api.statusOf(id)).toBe('canceled');
    expect(api.requests.at(-1)).toMatchObject({
      path: `/v1/payment_intents/${id}/cancel`,
      idempotencyKey: 'void:hold-2',
    });
  });

  it('refunds a captured intent and answers Stripe’s id of the refund', async () => {
    const { id } = await authorize(FAKE_METHODS.visa);
    await provider.capture(id, { idempotencyKey: nextKey() });
    const refund = await provider.refund(id, { idempotencyKey: 'refund:booking-3' });
    expect(refund).toEqual({ id: api.refunds.at(-1)!.id });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund:booking-3',
      params: { payment_intent: id },
    });
  });

  it('sends an Idempotency-Key on every call', async () => {
    const { id } = await authorize(FAKE_METHODS.visa);
    await provider.capture(id, { idempotencyKey: nextKey() });
    await provider.refund(id, { idempotencyKey: nextKey() });
    const voided = await authorize(FAKE_METHODS.visa);
    await provider.void(voided.id, { idempotencyKey: nextKey() });
    await authorize(FAKE_METHODS.declined).catch(() => undefined);
    await authorize(FAKE_METHODS.threeDSecure).catch(() => undefined);
    expect(api.requests.length).toBe(8);
    for (const request of api.requests) {
      expect(request.idempotencyKey, `${request.method} ${request.path}`).toMatch(/^test-key-/);
    }
  });
});
