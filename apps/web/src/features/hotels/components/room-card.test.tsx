import { addDays, hotelToday } from '@staylane/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aPlanOffer, aRoom, aRoomOffers } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { RoomCard, SOLD_OUT } from './room-card';

describe('room card', () => {
  it('shows the struck original price, the discounted price, amenities and inclusions; Book Now selects', () => {
    const onSelect = vi.fn();
    render(
      <RoomCard
        room={aRoom({ OriginalPricePerNight: 200, Discount: 10 })}
        selected={false}
        onSelect={onSelect}
      />,
    );
    expect(document.querySelector('s')).toHaveTextContent('$200');
    expect(screen.getByText('$180')).toBeInTheDocument();
    expect(screen.getByText('Wi-Fi')).toBeInTheDocument();
    expect(screen.getByText('Breakfast')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(onSelect).toHaveBeenCalled();
  });

  it('shows a two-decimal discount: 120.50 at 12.5 % off is 105.50 (15.0625 rounds to 15)', () => {
    render(
      <RoomCard
        room={aRoom({ OriginalPricePerNight: 120.5, Discount: 12.5 })}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(document.querySelector('s')).toHaveTextContent('$120.50');
    expect(screen.getByText('$105.50')).toBeInTheDocument();
    expect(screen.getByText('12.5% off')).toBeInTheDocument();
  });

  it('says a room with no free unit is sold out and cannot be chosen', () => {
    render(<RoomCard room={aRoom({ FreeUnits: 0 })} selected={false} onSelect={() => {}} />);
    expect(screen.getByText(SOLD_OUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it("shows an About written as several items without the file's separator", () => {
    render(
      <RoomCard
        room={aRoom({ About: 'Quiet courtyard view-/-Marble bathroom' })}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('Quiet courtyard view · Marble bathroom')).toBeInTheDocument();
    expect(screen.queryByText(/-\/-/)).toBeNull();
  });

  it('says how many guests a room sleeps', () => {
    render(<RoomCard room={aRoom({ MaxGuests: 4 })} selected={false} onSelect={() => {}} />);
    expect(screen.getByText('Sleeps 4')).toBeInTheDocument();
  });

  it('marks a room too small for the chosen guests and does not let Book Now choose it', () => {
    const onSelect = vi.fn();
    render(
      <RoomCard room={aRoom({ MaxGuests: 2 })} selected={false} onSelect={onSelect} guests={3} />,
    );
    expect(screen.getByText('Too small for 3 guests')).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book Now' });
    expect(book).toBeDisabled();
    fireEvent.click(book);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('lets Book Now choose a room that sleeps the chosen guests', () => {
    render(
      <RoomCard room={aRoom({ MaxGuests: 2 })} selected={false} onSelect={() => {}} guests={2} />,
    );
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });
});

describe('room card cancellation policy', () => {
  const policy = {
    FreeCancellationDays: 2,
    Penalty: 'FirstNight' as const,
    TimeZone: 'Europe/Rome',
  };

  it('says until which day cancelling is free for the chosen check-in', () => {
    render(
      <RoomCard
        room={aRoom()}
        selected={false}
        onSelect={() => {}}
        policy={policy}
        checkIn="2030-03-30"
      />,
    );
    expect(screen.getByText('Free cancellation until Mar 28, 2030')).toBeInTheDocument();
  });

  it('says there is no free cancellation when the chosen check-in is inside the window', () => {
    render(
      <RoomCard
        room={aRoom()}
        selected={false}
        onSelect={() => {}}
        policy={{ ...policy, FreeCancellationDays: 7 }}
        checkIn={addDays(hotelToday('Europe/Rome'), 1)}
      />,
    );
    expect(screen.getByText('No free cancellation for these dates')).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
  });

  it('says Non-refundable for a non-refundable room', () => {
    render(
      <RoomCard
        room={aRoom({ NonRefundable: true })}
        selected={false}
        onSelect={() => {}}
        policy={policy}
        checkIn="2030-03-30"
      />,
    );
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).not.toBeInTheDocument();
  });
});

describe('room card headline with a stay (decision 048)', () => {
  const stayCard = (offers: ReturnType<typeof aRoomOffers>) =>
    renderWithRouter(
      <RoomCard
        room={aRoom({ OriginalPricePerNight: 200, Discount: 10 })}
        selected={false}
        onSelect={() => {}}
        offers={offers}
        nights={2}
        bookingHref={(ratePlanId) => `/booking?ratePlanId=${ratePlanId}`}
        onMoveStay={() => {}}
      />,
    );

  it('shows "from" the cheapest plan per night, not the room’s own price, when the season costs more', () => {
    // High season: every plan costs more than the room's $180 card price.
    stayCard(
      aRoomOffers(26_000, {
        plans: [
          aPlanOffer({ totalCents: 52_000, perNightCents: 26_000 }),
          aPlanOffer({ ratePlanId: '2', name: 'Bed and breakfast', perNightCents: 29_000 }),
        ],
      }),
    );
    const headline = screen.getByTestId('room-from-price');
    expect(headline).toHaveTextContent('from$260 / night');
    expect(screen.queryByText('$180')).not.toBeInTheDocument();
    // No reduction, so nothing struck and no "10% off".
    expect(headline.querySelector('s')).toBeNull();
    expect(screen.queryByText('10% off')).not.toBeInTheDocument();
  });

  it('strikes the per-night base through only when the stay’s reductions lower it', () => {
    // The room's 10 % Discount on a stay of its own $200 nights: $183 a night after the tax.
    stayCard(aRoomOffers(18_300, { basePerNightCents: 20_000 }));
    const headline = screen.getByTestId('room-from-price');
    expect(headline.querySelector('s')).toHaveTextContent('Original price $200');
    expect(headline).toHaveTextContent('$183 / night');
  });

  it('shows no figure when no plan can be booked for the stay', () => {
    stayCard(aRoomOffers(null));
    expect(screen.queryByTestId('room-from-price')).not.toBeInTheDocument();
    expect(screen.queryByText('$180')).not.toBeInTheDocument();
  });
});
