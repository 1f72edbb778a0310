import type { CalendarConflictWire } from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { aHotel, aRoom } from '@/test/fixtures';
import { aConflict, anExport } from '@/test/admin/channels';
import { ChannelsView } from './channels-view';
import { COPIED, COPY_BY_HAND, ROTATE_CONFIRM } from './export-address';

const hotel = aHotel({
  Rooms: [aRoom(), aRoom({ id: '12', RoomName: 'Garden Twin', Units: 1 })],
});

function serveChannels(conflicts: CalendarConflictWire[]) {
  let token = 'first-secret';
  return scriptApi((request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/calendar-conflicts') {
      return { status: 200, body: { message: 'Conflicts', data: conflicts } };
    }
    if (method === 'GET' && path.startsWith('/api/admin/hotels?')) {
      const meta = { total: 1, page: 1, pageSize: 10, pageCount: 1 };
      return { status: 200, body: { message: 'Hotels', data: [hotel], meta } };
    }
    if (method === 'GET' && path === '/api/hotels/1') {
      return { status: 200, body: { message: 'Hotel', data: hotel } };
    }
    const room = /^\/api\/rooms\/(\d+)\/(calendar|calendar\/rotate|calendar-feeds)$/.exec(path);
    if (room?.[2] === 'calendar-feeds') {
      return { status: 200, body: { message: 'Feeds', data: [] } };
    }
    if (room?.[2] === 'calendar/rotate' && method === 'POST') token = 'second-secret';
    if (room && room[1] === '11') {
      return { status: 200, body: { message: 'Export address rotated', data: anExport(token) } };
    }
    if (room) return { status: 404, body: { message: 'Room not found', code: 'NOT_FOUND' } };
    return undefined;
  });
}

/** The hotel the back office's switcher chose: its room types. */
const chosenHotelRoom = () => screen.findByRole('region', { name: 'Deluxe King' });

describe('Channels', () => {
  it('lists open conflicts first, with room, nights, booking, feed and when first seen', async () => {
    serveChannels([aConflict()]);
    renderAdmin(<ChannelsView hotelId={undefined} />);
    const conflicts = screen.getByRole('region', { name: /Open conflicts/ });
    const card = await within(conflicts).findByRole('article', {
      name: 'Deluxe King · Trastevere Suites',
    });
    expect(card).toHaveTextContent('May 1, 2030 – May 3, 2030, 2 nights');
    expect(card).toHaveTextContent('#42');
    expect(card).toHaveTextContent('Booking.com');
    expect(within(card).getByText('First seen')).toBeInTheDocument();
  });

  it('says so when there are no conflicts, and shows each room type of the chosen hotel', async () => {
    serveChannels([]);
    renderAdmin(<ChannelsView hotelId="1" />);
    expect(await screen.findByText('No conflicts')).toBeInTheDocument();
    const room = await chosenHotelRoom();
    expect(screen.getByRole('region', { name: 'Garden Twin' })).toBeInTheDocument();
    expect(await within(room).findByLabelText('Export address')).toHaveValue(
      'http://localhost:3000/ical/first-secret.ics',
    );
    expect(
      await within(room).findByText('No feed is imported into Deluxe King yet.'),
    ).toBeVisible();
    // A room whose address cannot be read says why, in words.
    const garden = screen.getByRole('region', { name: 'Garden Twin' });
    expect(await within(garden).findByRole('alert')).toHaveTextContent('Room not found');
  });

  it('copies the export address and confirms it, or leaves it selected when copying is refused', async () => {
    const user = userEvent.setup();
    serveChannels([]);
    renderAdmin(<ChannelsView hotelId="1" />);
    const room = await chosenHotelRoom();
    const copy = await within(room).findByRole('button', {
      name: 'Copy the export address of Deluxe King',
    });
    await user.click(copy);
    expect(await within(room).findByText(COPIED)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost:3000/ical/first-secret.ics',
    );

    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    await user.click(copy);
    expect(await within(room).findByText(COPY_BY_HAND)).toBeVisible();
    const field = within(room).getByLabelText('Export address') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
  });

  it('rotates the export address only after the admin confirms, and shows the new one', async () => {
    const sent = serveChannels([]);
    renderAdmin(<ChannelsView hotelId="1" />);
    const room = await chosenHotelRoom();
    const rotate = await within(room).findByRole('button', {
      name: 'Rotate address of Deluxe King',
    });
    await userEvent.click(rotate);
    const dialog = screen.getByRole('dialog', { name: ROTATE_CONFIRM.title });
    expect(dialog).toHaveTextContent(ROTATE_CONFIRM.message);
    await userEvent.click(
      within(dialog).getByRole('button', { name: ROTATE_CONFIRM.confirmLabel }),
    );

    await expect
      .poll(() => (within(room).getByLabelText('Export address') as HTMLInputElement).value)
      .toBe('http://localhost:3000/ical/second-secret.ics');
    expect(sent.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      '/api/rooms/11/calendar/rotate',
    ]);
  });
});
