import { addDays, RATES_TEXTS } from '@staylane/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, scriptApi, type SentRequest } from '@/test/admin/render';
import { aGrid } from '@/test/admin/rates';
import { longDayOf } from '../calendar/calendar-text';
import { addMonths } from './rates-range-controls';
import { RatesScreen } from './rates-screen';

type Answer = { status: number; body: unknown };

function serveRates(bulk: (request: SentRequest) => Answer = () => ok(1)) {
  return scriptApi((request) => {
    const url = new URL(request.path, 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/api/admin/hotels/7/rates') {
      const data = aGrid(url.searchParams.get('from')!, Number(url.searchParams.get('days')));
      return { status: 200, body: { message: 'Rates found', data } };
    }
    if (request.method === 'POST' && url.pathname === '/api/admin/hotels/7/rates/bulk') {
      return bulk(request);
    }
    return undefined;
  });
}

const ok = (nightsChanged: number, dryRun = false): Answer => ({
  status: 200,
  body: { message: 'Rates changed', data: { nightsChanged, dryRun } },
});

const gridRequests = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.path.includes('/rates?'))
    .map((request) => new URL(request.path, 'http://localhost').searchParams);

/** The grid's cells (its buttons with a night), row by row. */
async function cells() {
  const grid = await screen.findByRole('grid');
  return within(grid)
    .getAllByRole('button')
    .filter((button) => button.dataset.night !== undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Forty-two cells a render and typing through dialogs: slower than the default 5 s allows on a
// busy two-core machine.
describe('the rates grid', { timeout: 30_000 }, () => {
  it('shows each night’s price and restrictions as badges, and in words to screen readers', async () => {
    const sent = serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const all = await cells();
    // Three plans (two of Sea Suite, one of Garden Twin) × two weeks.
    expect(all).toHaveLength(42);
    const from = gridRequests(sent)[0]!.get('from')!;
    expect(gridRequests(sent)[0]!.get('days')).toBe('14');

    const grid = screen.getByRole('grid');
    expect(within(grid).getByRole('rowheader', { name: /Non-refundable/ })).toBeInTheDocument();
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(15);
    expect(all[0]).toHaveAccessibleName(
      `$120, plan default, Standard, Sea Suite, ${longDayOf(from)}`,
    );
    expect(all[1]).toHaveTextContent('$150min 2');
    expect(all[1]).toHaveAccessibleName(
      `$150, minimum stay 2 nights, Standard, Sea Suite, ${longDayOf(addDays(from, 1))}`,
    );
    expect(all[2]).toHaveTextContent('ClosedCTA');
    expect(all[2]!.getAttribute('aria-label')).toMatch(
      /^\$120, plan default, closed, closed to arrival, Standard/,
    );
    expect(all[14]).toHaveAccessibleName(
      `$108, plan default, Non-refundable, Sea Suite, ${longDayOf(from)}`,
    );
  });

  it('moves with the arrow keys across room types, opens a cell with Enter and gives focus back on Escape', async () => {
    // jsdom lays nothing out, and focus goes back only to a control that is shown.
    const shown = [new DOMRect(0, 0, 80, 56)] as unknown as DOMRectList;
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue(shown);
    serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const all = await cells();
    expect(all.filter((cell) => cell.tabIndex === 0)).toEqual([all[0]]);

    all[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(all[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // From Sea Suite's Non-refundable row down to Garden Twin's heading, one stop whatever the
    // night, and on to its Standard row in the same night's column.
    expect(screen.getByRole('button', { name: 'Rate plans of Garden Twin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{End}{ArrowDown}');
    expect(all[29]).toHaveFocus();
    expect(all[29]!.getAttribute('aria-label')).toMatch(/Standard, Garden Twin/);
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(all[41]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}');
    expect(all[14]).toHaveFocus();
    // One tab stop in the whole grid, the "Plans" buttons included.
    const grid = screen.getByRole('grid');
    const stops = [...grid.querySelectorAll<HTMLElement>('button')].filter((b) => b.tabIndex === 0);
    expect(stops).toEqual([all[14]]);

    await userEvent.keyboard('{Enter}');
    const editor = await screen.findByRole('dialog', { name: 'Non-refundable, Sea Suite' });
    expect(within(editor).getByLabelText('Price per night ($)')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(all[14]).toHaveFocus();
  });

  it('opens a cell with Space, steps its price with the arrow keys without moving the grid, and reaches the plans from the grid', async () => {
    const shown = [new DOMRect(0, 0, 80, 56)] as unknown as DOMRectList;
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue(shown);
    serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const all = await cells();
    all[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ }');
    const editor = await screen.findByRole('dialog', { name: 'Standard, Sea Suite' });
    const price = within(editor).getByLabelText('Price per night ($)');
    expect(price).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(price).toHaveValue('151.00');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{ArrowDown}');
    expect(price).toHaveValue('130.00');
    await userEvent.clear(price);
    // From the plan's default when the field is empty.
    await userEvent.keyboard('{ArrowDown}');
    expect(price).toHaveValue('149.00');
    expect(price).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(all[1]).toHaveFocus();

    // Up from the first plan is the room type's "Plans"; it opens with Enter and gives focus back.
    await userEvent.keyboard('{ArrowUp}');
    const plans = screen.getByRole('button', { name: 'Rate plans of Sea Suite' });
    expect(plans).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Rate plans of Sea Suite' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(plans).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(all[1]).toHaveFocus();

    const bulk = screen.getByRole('button', { name: 'Bulk edit' });
    await userEvent.click(bulk);
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit' });
    // Tab stays inside the dialog.
    for (let press = 0; press < 40; press += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(bulk).toHaveFocus();
  });

  it('shows what the guest pays where the room’s Discount applies, as the server gave it', async () => {
    serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const all = await cells();
    // Garden Twin's Standard: $80, $72 to the guest after its 10 % Discount.
    expect(all[28]).toHaveTextContent(/^\$80guest \$72$/);
    expect(all[28]!.getAttribute('aria-label')).toMatch(/^\$80, plan default, guest pays \$72, /);
    // Sea Suite has no Discount: one price.
    expect(all[0]).not.toHaveTextContent('guest');
  });

  it('saves a cell as a bulk edit of its one plan and night, and reloads the grid', async () => {
    const sent = serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    const all = await cells();
    const night = all[1]!.dataset.night!;
    await userEvent.click(all[1]!);
    const editor = await screen.findByRole('dialog', { name: 'Standard, Sea Suite' });
    const price = within(editor).getByLabelText('Price per night ($)');
    expect(price).toHaveValue('150.00');
    expect(within(editor).getByLabelText('Minimum stay (nights)')).toHaveValue('2');
    await userEvent.clear(price);
    await userEvent.type(price, '175.5');
    await userEvent.type(within(editor).getByLabelText('Maximum stay (nights)'), '7');
    await userEvent.click(within(editor).getByLabelText('Closed to departure'));
    const loads = gridRequests(sent).length;
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    const posted = sent.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      from: night,
      to: night,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      ratePlanIds: ['31'],
      price: { set: 17550 },
      minStay: 2,
      maxStay: 7,
      closedToArrival: false,
      closedToDeparture: true,
      closed: false,
      dryRun: false,
    });
    await expect.poll(() => gridRequests(sent).length).toBeGreaterThan(loads);
  });

  it('sends an emptied price back to the plan’s default, and shows the server’s refusal in the form', async () => {
    const sent = serveRates(() => ({
      status: 400,
      body: {
        message: RATES_TEXTS.pricedBelowOneCent,
        code: 'VALIDATION',
        fields: { minStay: RATES_TEXTS.stayRange, 'price.clear': 'Not this' },
      },
    }));
    renderAdmin(<RatesScreen hotelId="7" />);
    const all = await cells();
    await userEvent.click(all[1]!);
    const editor = await screen.findByRole('dialog', { name: 'Standard, Sea Suite' });
    await userEvent.clear(within(editor).getByLabelText('Price per night ($)'));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));

    const alerts = await within(editor).findAllByRole('alert');
    // A field's error is shown at its field, whatever the depth of its path in the body.
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Not this',
      RATES_TEXTS.stayRange,
      RATES_TEXTS.pricedBelowOneCent,
    ]);
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      price: { clear: true },
    });
    // A mistake the schema knows is said before anything is sent.
    await userEvent.type(within(editor).getByLabelText('Maximum stay (nights)'), '1');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(RATES_TEXTS.minAboveMax)).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('moves by week and month, shows two to five weeks and jumps to a typed day', async () => {
    const sent = serveRates();
    renderAdmin(<RatesScreen hotelId="7" />);
    await cells();
    const from = gridRequests(sent)[0]!.get('from')!;
    const last = () => gridRequests(sent).at(-1)!;

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await expect.poll(() => last().get('from')).toBe(addDays(from, 7));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await expect.poll(() => last().get('from')).toBe(addMonths(addDays(from, 7), 1));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await expect.poll(() => last().get('from')).toBe(from);

    await userEvent.selectOptions(screen.getByLabelText('Show'), '5 weeks');
    await expect.poll(() => screen.getAllByRole('columnheader')).toHaveLength(36);
    expect(last().get('days')).toBe('35');

    fireEvent.change(screen.getByLabelText('Starting on'), { target: { value: '2031-02-01' } });
    await expect.poll(() => last().get('from')).toBe('2031-02-01');
  });

  it('adds months as calendars do, keeping the day or the month’s last', () => {
    expect(addMonths('2031-01-31', 1)).toBe('2031-02-28');
    expect(addMonths('2031-03-15', -1)).toBe('2031-02-15');
    expect(addMonths('2030-12-10', 1)).toBe('2031-01-10');
  });
});
