import {
  addDays,
  BLOCK_TEXTS,
  nightsOfStay,
  type AvailabilityCalendar as CalendarData,
  type CalendarNight,
} from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { AvailabilityCalendar } from './availability-calendar';

const hotel = { id: '7', HotelName: 'Hotel Mar', loc_City: 'Lisbon' };

function calendarFor(from: string, to: string): CalendarData {
  const night = (date: string, index: number): CalendarNight => {
    const base = { night: date, units: 3, booked: 0, held: 0, blocked: 0, free: 3 };
    if (index !== 1) return { ...base, bookings: [], blocks: [] };
    return {
      ...{ ...base, booked: 1, held: 1, blocked: 1, free: 0 },
      bookings: [
        {
          ...{ id: '41', guestName: 'Ada Lovelace', checkIn: date, checkOut: addDays(date, 2) },
          ...{ guests: 2, status: 'confirmed' as const },
        },
      ],
      blocks: [
        {
          id: '9',
          from: date,
          to: addDays(date, 1),
          units: 1,
          reason: 'Painting',
          source: 'admin',
        },
      ],
    };
  };
  return {
    ...{ hotelId: '7', hotelName: 'Hotel Mar', today: from, from, to },
    rooms: [
      {
        ...{ id: '3', name: 'Sea Suite', units: 3, available: true },
        nights: nightsOfStay(from, to).map(night),
      },
    ],
  };
}

function serveCalendar() {
  return scriptApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/api/admin/hotels?')) {
      const meta = { total: 1, page: 1, pageSize: 10, pageCount: 1 };
      return { status: 200, body: { message: 'Hotels found', data: [hotel], meta } };
    }
    const url = new URL(request.path, 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/api/admin/hotels/7/calendar') {
      const data = calendarFor(url.searchParams.get('from')!, url.searchParams.get('to')!);
      return { status: 200, body: { message: 'Calendar found', data } };
    }
    if (request.method === 'GET' && url.pathname === '/api/admin/bookings/41') {
      return { status: 404, body: { message: 'Booking not found', code: 'NOT_FOUND' } };
    }
    if (request.method === 'POST' && url.pathname === '/api/admin/blocks') {
      return { status: 409, body: { message: BLOCK_TEXTS.notFree, code: 'UNITS_NOT_FREE' } };
    }
    return undefined;
  });
}

describe('the availability calendar', () => {
  it('shows each night’s counts in words and opens a night with Enter', async () => {
    const sent = serveCalendar();
    renderAdmin(<AvailabilityCalendar hotelId="7" />);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('rowheader', { name: /Sea Suite/ })).toBeInTheDocument();
    const cells = within(grid).getAllByRole('button');
    expect(cells).toHaveLength(14);
    expect(cells[0]).toHaveTextContent('3 free');
    expect(cells[1]).toHaveTextContent('0 free');
    expect(cells[1]).toHaveTextContent('1 booked · 1 held · 1 blocked');
    expect(cells[1]!.getAttribute('aria-label')).toMatch(
      /^0 free · 1 booked · 1 held · 1 blocked, Sea Suite, /,
    );

    // One cell in the tab order; the arrow keys move along the row.
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    cells[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(cells[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Sea Suite' });
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog).getByText('#41')).toBeInTheDocument();
    expect(within(dialog).getByText('Painting')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Remove block: Painting/ })).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Leak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block units' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BLOCK_TEXTS.notFree);
    const posted = sent.find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({ roomId: '3', units: 1, reason: 'Leak' });
  });

  it('moves a week on and shows four weeks when asked', async () => {
    const sent = serveCalendar();
    renderAdmin(<AvailabilityCalendar hotelId="7" />);
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await userEvent.selectOptions(screen.getByLabelText('Show'), '4 weeks');
    await expect.poll(() => screen.getAllByRole('columnheader')).toHaveLength(29);
    const calendarCalls = sent.filter((request) => request.path.includes('/calendar'));
    const last = new URL(calendarCalls.at(-1)!.path, 'http://localhost').searchParams;
    const first = new URL(calendarCalls[0]!.path, 'http://localhost').searchParams;
    expect(last.get('from')).toBe(addDays(first.get('from')!, 7));
    expect(last.get('to')).toBe(addDays(first.get('from')!, 35));
  });

  it('opens a night’s booking in the reservations detail', async () => {
    const sent = serveCalendar();
    renderAdmin(<AvailabilityCalendar hotelId="7" />);
    const grid = await screen.findByRole('grid');
    await userEvent.click(within(grid).getAllByRole('button')[1]!);
    const night = await screen.findByRole('dialog', { name: 'Sea Suite' });
    await userEvent.click(within(night).getByRole('button', { name: 'Open booking #41' }));

    const detail = await screen.findByRole('dialog', { name: /^Booking #41/ });
    expect(await within(detail).findByRole('alert')).toHaveTextContent('Booking not found');
    expect(sent.some((request) => request.path === '/api/admin/bookings/41')).toBe(true);
  });
});
