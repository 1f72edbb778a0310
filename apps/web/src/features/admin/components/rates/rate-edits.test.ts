import { RATES_TEXTS } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_TEXT,
  bulkEdit,
  cellEdit,
  dollarsTextToCents,
  percentTextToBasisPoints,
  type BulkForm,
} from './rate-edits';

const cell = { ratePlanId: '31', night: '2030-06-14' };
const blankCell = {
  ...{ price: '', minStay: '', maxStay: '' },
  ...{ closedToArrival: false, closedToDeparture: false, closed: false },
};

const bulkForm = (overrides: Partial<BulkForm> = {}): BulkForm => ({
  from: '2030-06-01',
  to: '2030-06-30',
  weekdays: [5, 6],
  ratePlanIds: ['31', '32'],
  priceMode: 'leave',
  direction: 'raise',
  priceValue: '',
  minStay: { mode: 'leave', value: '' },
  maxStay: { mode: 'leave', value: '' },
  closedToArrival: 'leave',
  closedToDeparture: 'leave',
  closed: 'leave',
  ...overrides,
});

describe('amounts as admins type them', () => {
  it.each([
    ['129.50', 12950],
    ['$129', 12900],
    ['1,250.5', 125050],
    [' 0.07 ', 7],
    ['.5', 50],
    ['', null],
    ['  ', null],
  ])('reads %j dollars as %j cents', (text, cents) => {
    expect(dollarsTextToCents(text)).toBe(cents);
  });

  it.each(['12.345', 'abc', '12abc', '1e3', 'Infinity', '--5'])(
    'refuses %j as an amount of dollars',
    (text) => expect(dollarsTextToCents(text)).toBeNaN(),
  );

  it.each([
    ['10', 1000],
    ['12.5 %', 1250],
    ['0.01', 1],
    ['', null],
  ])('reads %j percent as %j basis points', (text, basisPoints) => {
    expect(percentTextToBasisPoints(text)).toBe(basisPoints);
  });
});

describe('the cell editor’s edit', () => {
  it('sends the night’s whole state for its one plan and night', () => {
    const checked = cellEdit(
      { ...blankCell, price: '150', minStay: '2', maxStay: '7', closedToArrival: true },
      cell,
    );
    expect(checked).toEqual({
      ok: true,
      edit: {
        from: '2030-06-14',
        to: '2030-06-14',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        ratePlanIds: ['31'],
        price: { set: 15000 },
        minStay: 2,
        maxStay: 7,
        closedToArrival: true,
        closedToDeparture: false,
        closed: false,
        dryRun: false,
      },
    });
  });

  it('puts an emptied price back on the plan’s default and clears emptied stays', () => {
    const checked = cellEdit(blankCell, cell);
    expect(checked.ok && checked.edit).toMatchObject({
      price: { clear: true },
      minStay: null,
      maxStay: null,
    });
  });

  it('says what is wrong with each field in the server’s words', () => {
    const checked = cellEdit({ ...blankCell, price: '12.345', minStay: '0', maxStay: 'x' }, cell);
    expect(checked).toEqual({
      ok: false,
      errors: {
        price: RATES_TEXTS.priceRange,
        minStay: RATES_TEXTS.stayRange,
        maxStay: RATES_TEXTS.stayRange,
      },
    });
    const crossed = cellEdit({ ...blankCell, minStay: '5', maxStay: '3' }, cell);
    expect(crossed).toEqual({ ok: false, errors: { minStay: RATES_TEXTS.minAboveMax } });
    const free = cellEdit({ ...blankCell, price: '0' }, cell);
    expect(free).toEqual({ ok: false, errors: { price: RATES_TEXTS.priceRange } });
  });
});

describe('the bulk edit', () => {
  it('sends only what changes: a weekend 2-night minimum leaves price and closures alone', () => {
    const checked = bulkEdit(bulkForm({ minStay: { mode: 'set', value: '2' } }));
    expect(checked).toEqual({
      ok: true,
      edit: {
        ...{ from: '2030-06-01', to: '2030-06-30', weekdays: [5, 6], ratePlanIds: ['31', '32'] },
        ...{ minStay: 2, dryRun: false },
      },
    });
  });

  it.each([
    [{ priceMode: 'set', priceValue: '99.90' }, { set: 9990 }],
    [{ priceMode: 'amount', priceValue: '15' }, { adjustCents: 1500 }],
    [{ priceMode: 'amount', direction: 'lower', priceValue: '15' }, { adjustCents: -1500 }],
    [{ priceMode: 'percent', priceValue: '12.5' }, { adjustBasisPoints: 1250 }],
    [{ priceMode: 'percent', direction: 'lower', priceValue: '10' }, { adjustBasisPoints: -1000 }],
    [{ priceMode: 'clear' }, { clear: true }],
  ] as const)('turns the price change %j into %j', (change, price) => {
    const checked = bulkEdit(bulkForm(change));
    expect(checked.ok && checked.edit.price).toEqual(price);
  });

  it('sets, clears and leaves each restriction', () => {
    const checked = bulkEdit(
      bulkForm({
        maxStay: { mode: 'clear', value: '9' },
        closedToArrival: 'set',
        closedToDeparture: 'clear',
      }),
    );
    expect(checked.ok && checked.edit).toMatchObject({
      maxStay: null,
      closedToArrival: true,
      closedToDeparture: false,
    });
    expect(checked.ok && 'closed' in checked.edit).toBe(false);
    expect(checked.ok && 'minStay' in checked.edit).toBe(false);
  });

  it('refuses an edit that changes nothing, chooses nothing or sets an empty value', () => {
    expect(bulkEdit(bulkForm())).toEqual({
      ok: false,
      errors: { form: RATES_TEXTS.nothingToChange },
    });
    const none = bulkEdit(bulkForm({ weekdays: [], ratePlanIds: [], closed: 'set' }));
    expect(none).toEqual({
      ok: false,
      errors: { weekdays: RATES_TEXTS.weekdaysRequired, ratePlanIds: RATES_TEXTS.plansRequired },
    });
    const empty = bulkEdit(bulkForm({ minStay: { mode: 'set', value: ' ' } }));
    expect(empty).toEqual({ ok: false, errors: { minStay: RATES_TEXTS.stayRange } });
    const backwards = bulkEdit(bulkForm({ from: '2030-07-01', closed: 'set' }));
    expect(backwards).toEqual({ ok: false, errors: { to: RATES_TEXTS.datesOrder } });
  });

  it('says a percent or an amount that cannot be one in their own words', () => {
    const percent = bulkEdit(
      bulkForm({ priceMode: 'percent', direction: 'lower', priceValue: '100' }),
    );
    expect(percent).toEqual({ ok: false, errors: { price: RATES_TEXTS.percentRange } });
    const amount = bulkEdit(bulkForm({ priceMode: 'amount', priceValue: '15.005' }));
    expect(amount).toEqual({ ok: false, errors: { price: AMOUNT_TEXT } });
    const price = bulkEdit(bulkForm({ priceMode: 'set', priceValue: '' }));
    expect(price).toEqual({ ok: false, errors: { price: RATES_TEXTS.priceRange } });
  });
});
