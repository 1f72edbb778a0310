import { fireEvent, screen } from '@testing-library/react';
import { addDays } from '@staylane/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { localToday } from '@/lib/dates';
import { aRoom } from '@/test/fixtures';
import { fakeToken, inOneHour, renderWithRouter } from '@/test/render';
import { BookingCard, type BookingChoice } from './booking-card';

const today = localToday();

function Harness({ initial }: { initial: Partial<BookingChoice> }) {
  const [choice, setChoice] = useState<BookingChoice>({
    checkInDate: today,
    checkOutDate: addDays(today, 1),
    roomId: undefined,
    guests: undefined,
    ...initial,
  });
  return (
    <BookingCard
      city="Rome"
      rooms={[
        aRoom({ id: '1', RoomName: 'Deluxe King' }),
        aRoom({ id: '2', RoomName: 'Attic', FreeUnits: 0 }),
        aRoom({ id: '3', RoomName: 'Saver Double', NonRefundable: true }),
      ]}
      policy={{ FreeCancellationDays: 3, Penalty: 'WholeStay', TimeZone: 'Europe/Rome' }}
      choice={choice}
      onChange={setChoice}
      bookingUrl="/bookings/bkngcd?id=1&roomId=1"
      pageUrl="/hotel-single/htlnfo?id=1&guestnumber=2&roomId=1"
    />
  );
}

describe('booking card', () => {
  it('keeps Book This Now disabled until a room and the guests are chosen', () => {
    renderWithRouter(<Harness initial={{}} />);
    const book = screen.getByRole('button', { name: 'Book This Now' });
    expect(book).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: '1' } });
    expect(book).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '2' } });
    expect(book).toBeEnabled();
  });

  it('does not let a room too small for the guests be booked, and says why', () => {
    renderWithRouter(<Harness initial={{ roomId: '1', guests: 2 }} />);
    const book = screen.getByRole('button', { name: 'Book This Now' });
    expect(book).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    expect(book).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This room sleeps at most 2 guests');
    expect(screen.getByLabelText('Room')).toHaveAccessibleDescription(
      'This room sleeps at most 2 guests. Choose a larger room or fewer guests.',
    );
    expect(screen.getByRole('option', { name: 'Deluxe King (sleeps 2)' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '2' } });
    expect(book).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not offer a room that is sold out for the dates', () => {
    renderWithRouter(<Harness initial={{}} />);
    expect(screen.getByRole('option', { name: 'Attic (sold out)' })).toBeDisabled();
  });

  it('moves check-out to the day after a new check-in', () => {
    renderWithRouter(<Harness initial={{}} />);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: addDays(today, 5) } });
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(today, 6));
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('min', addDays(today, 6));
  });

  it('asks a visitor to register and sends them to /login, to come back here, on Yes', async () => {
    const { router } = renderWithRouter(<Harness initial={{ roomId: '1', guests: 2 }} />, {
      path: '/hotel-single/htlnfo',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book This Now' }));
    // The dialog's code loads on demand: it appears a moment after the click.
    const dialog = await screen.findByRole('dialog', { name: 'You should register...' });
    expect(dialog).toHaveTextContent(
      'You need to be logged in order to book a hotel. By pressing yes you will be redirected to our login page.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/hotel-single/htlnfo?id=1&guestnumber=2&roomId=1',
    );
  });

  it('asks a logged-in user to proceed; No closes, Yes goes to the booking page', async () => {
    document.cookie = `cookieToken=${fakeToken({ id: 1, role: 'User', exp: inOneHour() })}; Path=/`;
    const { router } = renderWithRouter(<Harness initial={{ roomId: '1', guests: 2 }} />, {
      path: '/hotel-single/htlnfo',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book This Now' }));
    expect(await screen.findByRole('dialog', { name: 'Proceed to booking' })).toHaveTextContent(
      'Do you want to proceed with the current booking?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book This Now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(router.state.location.pathname).toBe('/bookings/bkngcd');
    expect(router.state.location.search).toBe('?id=1&roomId=1');
  });
});

describe('booking card cancellation policy', () => {
  it('shows the chosen room’s policy for the chosen dates, and Non-refundable for such a room', () => {
    renderWithRouter(
      <Harness initial={{ checkInDate: '2030-06-10', checkOutDate: '2030-06-12', roomId: '1' }} />,
    );
    expect(screen.getByText('Free cancellation until Jun 7, 2030')).toBeInTheDocument();
    expect(screen.getByText(/After that, cancelling costs the whole stay\./)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: '3' } });
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
  });

  it('says nothing of cancellation before a room is chosen', () => {
    renderWithRouter(<Harness initial={{}} />);
    expect(screen.queryByTestId('cancellation-terms')).not.toBeInTheDocument();
  });
});
