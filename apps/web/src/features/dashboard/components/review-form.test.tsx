import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BookingWire } from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { ReviewFormDialog } from './review-form';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: '12',
  hotelId: '3',
  HotelName: 'Casa Azul',
  RoomType: 'Double',
  CheckInDate: '2026-03-01',
  CheckOutDate: '2026-03-04',
} as BookingWire;

const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
  });

function choose(dialog: HTMLElement, legend: string, score: number) {
  fireEvent.click(
    within(dialog).getByRole('group', { name: legend }).querySelector(`input[value="${score}"]`)!,
  );
}

describe('the review form', () => {
  it('names every missing score and the text under its field, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<ReviewFormDialog booking={booking} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Review your stay at Casa Azul' });
    await send();
    for (const message of [
      'Please choose a score for overall rating',
      'Please choose a score for cleanliness',
      'Please choose a score for value for money',
      'Please write about your stay',
    ]) {
      expect(within(dialog).getByText(message)).toHaveAttribute('role', 'alert');
    }
    expect(within(dialog).getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the scores as numbers with the text, and shows the server’s refusal', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(
        { message: 'You have already reviewed this stay', code: 'ALREADY_REVIEWED' },
        409,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<ReviewFormDialog booking={booking} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    choose(dialog, 'Overall rating', 4);
    choose(dialog, 'Cleanliness', 5);
    choose(dialog, 'Location', 3);
    choose(dialog, 'Staff', 4);
    choose(dialog, 'Value for money', 2);
    const text = 'Friendly staff and a quiet room over the garden.';
    fireEvent.change(within(dialog).getByLabelText('Your review'), { target: { value: text } });
    expect(within(dialog).getByText(`${text.length} / 2000`)).toBeInTheDocument();
    await send();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bookings/12/review');
    expect(JSON.parse(String(init.body))).toEqual({
      rating: 4,
      cleanliness: 5,
      location: 3,
      staff: 4,
      value: 2,
      text,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this stay',
    );
  });
});
