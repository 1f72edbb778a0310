import { RATES_TEXTS } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import { aRatePlanWire } from '@staylane/domain/testing';
import { NEW_PLAN, planBody, planFormOf } from './plan-form-model';

describe('the rate plan form', () => {
  it('sends 10 % less than Standard as −1000 basis points', () => {
    const checked = planBody({ ...NEW_PLAN, name: ' Early bird ', adjustment: '10' });
    expect(checked).toEqual({
      ok: true,
      body: {
        name: 'Early bird',
        description: '',
        refundable: true,
        breakfastIncluded: false,
        pricing: 'percent',
        adjustmentBasisPoints: -1000,
        adjustmentCents: 0,
        lengthOfStayDiscounts: [],
        onSale: true,
      },
    });
  });

  it('sends $15.50 more than Standard as 1550 cents, with its length-of-stay discounts', () => {
    const checked = planBody({
      ...NEW_PLAN,
      ...{ name: 'With breakfast', breakfastIncluded: true, pricing: 'amount' },
      ...{ direction: 'raise', adjustment: '$15.50' },
      lengthOfStayDiscounts: [{ minNights: '7', percent: '10' }],
    });
    expect(checked.ok && checked.body).toMatchObject({
      pricing: 'amount',
      adjustmentBasisPoints: 0,
      adjustmentCents: 1550,
      breakfastIncluded: true,
      lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
    });
  });

  it('shows a stored plan as the form writes it, and sends it back unchanged', () => {
    const plan = aRatePlanWire({
      ...{ id: '32', kind: 'custom', name: 'Saver', pricing: 'percent' },
      ...{ adjustmentBasisPoints: -1250, lengthOfStayDiscounts: [{ minNights: 3, percent: 5 }] },
    });
    const form = planFormOf(plan);
    expect(form).toMatchObject({ direction: 'lower', adjustment: '12.5' });
    const checked = planBody(form);
    expect(checked.ok && checked.body).toMatchObject({
      adjustmentBasisPoints: -1250,
      lengthOfStayDiscounts: [{ minNights: 3, percent: 5 }],
    });
  });

  it('leaves the Standard plan’s name and pricing out of its changes', () => {
    const checked = planBody(
      { ...planFormOf(aRatePlanWire()), breakfastIncluded: true },
      'standard',
    );
    expect(checked.ok && checked.body).toEqual({
      description: '',
      refundable: true,
      breakfastIncluded: true,
      lengthOfStayDiscounts: [],
      onSale: true,
    });
  });

  it('says what is wrong in the server’s words', () => {
    const checked = planBody({
      ...NEW_PLAN,
      name: '  ',
      adjustment: '150',
      lengthOfStayDiscounts: [{ minNights: '1', percent: '10' }],
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: RATES_TEXTS.nameRequired,
        adjustment: RATES_TEXTS.percentRange,
        lengthOfStayDiscounts: RATES_TEXTS.lengthOfStayRange,
      },
    });
    const empty = planBody({ ...NEW_PLAN, name: 'Saver', pricing: 'amount' });
    expect(empty).toEqual({ ok: false, errors: { adjustment: RATES_TEXTS.amountRange } });
  });
});
