import { addDays, RATES_TEXTS, type RatesBulkEdit } from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi, type SentRequest } from '@/test/admin/render';
import { aGrid } from '@/test/admin/rates';
import { RatesScreen } from './rates-screen';

type Answer = { status: number; body: unknown };

/** Counts nights as the server would for the fixture: weekdays × plans, two weeks long. */
const counted = (edit: RatesBulkEdit): Answer => ({
  status: 200,
  body: {
    message: edit.dryRun ? 'Nights counted' : 'Rates changed',
    data: {
      nightsChanged: edit.weekdays.length * 2 * edit.ratePlanIds.length,
      dryRun: edit.dryRun,
    },
  },
});

function serveRates(bulk: (edit: RatesBulkEdit) => Answer = counted) {
  return scriptApi((request) => {
    const url = new URL(request.path, 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/api/admin/hotels/7/rates') {
      const data = aGrid(url.searchParams.get('from')!, Number(url.searchParams.get('days')));
      return { status: 200, body: { message: 'Rates found', data } };
    }
    if (request.method === 'POST' && url.pathname === '/api/admin/hotels/7/rates/bulk') {
      return bulk(request.body as RatesBulkEdit);
    }
    return undefined;
  });
}

const posts = (sent: SentRequest[], dryRun: boolean) =>
  sent
    .filter((request) => request.method === 'POST')
    .map((request) => request.body as RatesBulkEdit)
    .filter((edit) => edit.dryRun === dryRun);

async function openBulkEdit() {
  await screen.findByRole('grid');
  await userEvent.click(screen.getByRole('button', { name: 'Bulk edit' }));
  return screen.findByRole('dialog', { name: 'Bulk edit' });
}

describe('the bulk edit', { timeout: 30_000 }, () => {
  it('previews a weekend 2-night minimum for the chosen plans, then saves it and reloads the grid', async () => {
    const sent = serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const dialog = await openBulkEdit();
    const preview = within(dialog).getByText(/^Nothing to preview yet/);
    expect(preview).toHaveTextContent(RATES_TEXTS.nothingToChange);

    // The window in view, every night and every plan, to begin with.
    const from = within(dialog).getByLabelText('From (first night)');
    expect(within(dialog).getByLabelText('To (last night)')).toHaveValue(
      addDays((from as HTMLInputElement).value, 13),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Weekend nights (Fri, Sat)' }),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Garden Twin' }));
    expect(
      within(dialog).getByRole('checkbox', { name: 'Standard, Garden Twin' }),
    ).not.toBeChecked();
    await userEvent.selectOptions(within(dialog).getByLabelText('Minimum stay'), 'Set to');
    await userEvent.type(within(dialog).getByLabelText('Minimum stay (nights)'), '2');

    // 2 weekdays × 2 weeks × 2 plans, counted by a dry run once the form rests.
    await expect.poll(() => preview.textContent).toBe('This changes 8 nights');
    const dryRuns = posts(sent, true);
    expect(dryRuns).toHaveLength(1);
    expect(dryRuns[0]).toEqual({
      from: (from as HTMLInputElement).value,
      to: addDays((from as HTMLInputElement).value, 13),
      weekdays: [5, 6],
      ratePlanIds: ['31', '32'],
      minStay: 2,
      dryRun: true,
    });

    const loads = sent.filter((request) => request.path.includes('/rates?')).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(posts(sent, false)).toEqual([{ ...dryRuns[0], dryRun: false }]);
    expect(await screen.findByText('Changed 8 nights')).toBeInTheDocument();
    await expect
      .poll(() => sent.filter((request) => request.path.includes('/rates?')).length)
      .toBeGreaterThan(loads);
  });

  it('chooses plans as a tree: a room type is mixed while only some of its plans are chosen', async () => {
    serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const dialog = await openBulkEdit();
    const suite = within(dialog).getByRole('checkbox', { name: 'Sea Suite' });
    expect(suite).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Non-refundable, Sea Suite' }),
    );
    expect(suite).toBePartiallyChecked();
    await userEvent.click(suite);
    expect(suite).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Non-refundable, Sea Suite' }),
    ).toBeChecked();
  });

  it('lowers prices by a percent, and says the server’s refusal in the preview and on Save', async () => {
    const sent = serveRates(() => ({
      status: 400,
      body: { message: RATES_TEXTS.pricedBelowOneCent, code: 'VALIDATION' },
    }));
    renderAdmin(<RatesScreen hotelId="7" />);
    const dialog = await openBulkEdit();
    await userEvent.selectOptions(within(dialog).getByLabelText('Price'), 'Lower by a percent');
    await userEvent.type(within(dialog).getByLabelText('Percent (%)'), '99');

    expect(await within(dialog).findByText(RATES_TEXTS.pricedBelowOneCent)).toBeInTheDocument();
    expect(posts(sent, true).at(-1)?.price).toEqual({ adjustBasisPoints: -9900 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      RATES_TEXTS.pricedBelowOneCent,
    );
    expect(screen.getByRole('dialog', { name: 'Bulk edit' })).toBeInTheDocument();
  });

  it('says what is missing when Save is pressed on an incomplete edit, and sends nothing', async () => {
    const sent = serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const dialog = await openBulkEdit();
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name: day }));
    }
    await userEvent.selectOptions(within(dialog).getByLabelText('Closed'), 'Yes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      RATES_TEXTS.weekdaysRequired,
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
