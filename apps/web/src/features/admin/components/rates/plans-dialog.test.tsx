import { RATES_TEXTS, type RatePlanWire } from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { aRatePlanWire } from '@staylane/domain/testing';
import { aGrid } from '@/test/admin/rates';
import { RatesScreen } from './rates-screen';

/** The rates API with Sea Suite's plans kept as the server would keep them. */
function servePlans() {
  let plans: RatePlanWire[] = aGrid('2030-06-01', 1).roomTypes[0]!.plans.map((plan) => ({
    ...plan,
  }));
  const sent = scriptApi((request) => {
    const url = new URL(request.path, 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/api/admin/hotels/7/rates') {
      const data = aGrid(url.searchParams.get('from')!, Number(url.searchParams.get('days')));
      return { status: 200, body: { message: 'Rates found', data } };
    }
    if (url.pathname === '/api/admin/rooms/3/rate-plans') {
      if (request.method === 'GET') return { status: 200, body: { message: 'Plans', data: plans } };
      const added = aRatePlanWire({
        ...(request.body as Partial<RatePlanWire>),
        id: '33',
        kind: 'custom',
      });
      plans = [...plans, added];
      return { status: 201, body: { message: 'Rate plan added', data: added } };
    }
    const one = /^\/api\/admin\/rate-plans\/(\d+)$/.exec(url.pathname);
    const plan = one && plans.find((entry) => entry.id === one[1]);
    if (plan && request.method === 'PATCH') {
      Object.assign(plan, request.body);
      return { status: 200, body: { message: 'Rate plan saved', data: plan } };
    }
    if (plan && request.method === 'DELETE') {
      if (plan.kind === 'standard') {
        return { status: 409, body: { message: RATES_TEXTS.standardKept, code: 'CONFLICT' } };
      }
      plans = plans.filter((entry) => entry !== plan);
      return { status: 200, body: { message: 'Rate plan deleted', data: plan } };
    }
    return undefined;
  });
  return sent;
}

async function openPlans() {
  await screen.findByRole('grid');
  await userEvent.click(screen.getByRole('button', { name: 'Rate plans of Sea Suite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate plans of Sea Suite' });
  await within(dialog).findByRole('article', { name: 'Standard' });
  return dialog;
}

describe('a room type’s rate plans', { timeout: 30_000 }, () => {
  it('lists the plans with their pricing and conditions, and adds one', async () => {
    const sent = servePlans();
    renderAdmin(<RatesScreen hotelId="7" />);
    const dialog = await openPlans();
    const saver = within(dialog).getByRole('article', { name: 'Non-refundable' });
    expect(saver).toHaveTextContent('Standard −10 %');
    expect(saver).toHaveTextContent('Non-refundable');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a plan' }));
    const form = within(dialog).getByRole('form', { name: 'Add a plan' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Bed and breakfast');
    await userEvent.click(within(form).getByLabelText('Breakfast included'));
    await userEvent.selectOptions(
      within(form).getByLabelText('Priced as'),
      'Standard’s price ± an amount',
    );
    await userEvent.selectOptions(within(form).getByLabelText('Than Standard'), 'More');
    await userEvent.type(within(form).getByLabelText('By amount ($ per night)'), '18.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a discount' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save plan' }));

    const added = await within(dialog).findByRole('article', { name: 'Bed and breakfast' });
    expect(added).toHaveTextContent('Standard +$18.50 a night');
    expect(added).toHaveTextContent('Breakfast included · 7+ nights −10 %');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Bed and breakfast',
      description: '',
      refundable: true,
      breakfastIncluded: true,
      pricing: 'amount',
      adjustmentBasisPoints: 0,
      adjustmentCents: 1850,
      lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
      onSale: true,
    });
  });

  it('edits a plan, takes it off sale and deletes it; the Standard plan’s refusal is said', async () => {
    const sent = servePlans();
    renderAdmin(<RatesScreen hotelId="7" />);
    const dialog = await openPlans();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Non-refundable' }));
    const form = within(dialog).getByRole('form', { name: 'Edit Non-refundable' });
    expect(within(form).getByLabelText('By percent (%)')).toHaveValue('10');
    await userEvent.clear(within(form).getByLabelText('By percent (%)'));
    await userEvent.type(within(form).getByLabelText('By percent (%)'), '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    await expect
      .poll(() => within(dialog).getByRole('article', { name: 'Non-refundable' }).textContent)
      .toContain('Standard −15 %');
    expect(sent.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      adjustmentBasisPoints: -1500,
    });

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Take off sale Non-refundable' }),
    );
    expect(
      await within(dialog).findByRole('button', { name: 'Put on sale Non-refundable' }),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({
      onSale: false,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Standard' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Standard?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RATES_TEXTS.standardKept);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Non-refundable' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Non-refundable?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await expect
      .poll(() => within(dialog).queryByRole('article', { name: 'Non-refundable' }))
      .toBeNull();
  });

  it('keeps the Standard plan’s name and pricing, and changes only what it may', async () => {
    const sent = servePlans();
    renderAdmin(<RatesScreen hotelId="7" />);
    const dialog = await openPlans();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Standard' }));
    const form = within(dialog).getByRole('form', { name: 'Edit Standard' });
    expect(within(form).getByLabelText('Name')).toBeDisabled();
    expect(within(form).queryByLabelText('Priced as')).toBeNull();
    await userEvent.click(within(form).getByLabelText('Breakfast included'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    await expect.poll(() => sent.some((request) => request.method === 'PATCH')).toBe(true);
    const body = sent.find((request) => request.method === 'PATCH')!.body as object;
    expect(Object.keys(body).sort()).toEqual([
      'breakfastIncluded',
      'description',
      'lengthOfStayDiscounts',
      'onSale',
      'refundable',
    ]);
  });
});
