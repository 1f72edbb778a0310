import type { AdminHoldWire } from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { HoldList } from './hold-list';

const hold = (id: string, userEmail: string, RoomType: string): AdminHoldWire => ({
  id,
  roomId: 3,
  RoomType,
  hotelId: 1,
  HotelName: 'Hotel Mar',
  userEmail,
  checkInDate: '2030-05-01',
  checkOutDate: '2030-05-03',
  guests: 2,
  expiresAt: '2030-04-01T10:05:00.000Z',
});

function serveHolds() {
  let holds = [
    hold('11111111-1111-4111-8111-111111111111', 'ana@example.com', 'Sea View'),
    hold('22222222-2222-4222-8222-222222222222', 'bo@example.com', 'Garden'),
  ];
  return scriptApi((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/holds') {
      return { status: 200, body: { message: 'Holds found', data: holds } };
    }
    const release = /^\/api\/admin\/holds\/(.+)$/.exec(request.path);
    if (request.method === 'DELETE' && release) {
      holds = holds.filter((entry) => entry.id !== release[1]);
      return { status: 200, body: { message: 'Hold released', data: { id: release[1] } } };
    }
    return undefined;
  });
}

describe('Active Holds', () => {
  it('lists each live hold with room, hotel, user, stay and expiry, and releases one', async () => {
    const sent = serveHolds();
    renderAdmin(<HoldList />);
    const card = await screen.findByRole('article', { name: 'Sea View · Hotel Mar' });
    expect(within(card).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(card).getByText(/May 1, 2030 – May 3, 2030, 2 guests/)).toBeInTheDocument();
    expect(within(card).getByText('Expires')).toBeInTheDocument();
    expect(screen.getByText('2 active holds')).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', {
        name: 'Release the hold of ana@example.com on Sea View, Hotel Mar',
      }),
    );
    await expect
      .poll(() => screen.queryByRole('article', { name: 'Sea View · Hotel Mar' }))
      .toBeNull();
    expect(sent.find((request) => request.method === 'DELETE')?.path).toBe(
      '/api/admin/holds/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByRole('article', { name: 'Garden · Hotel Mar' })).toBeInTheDocument();
  });
});
