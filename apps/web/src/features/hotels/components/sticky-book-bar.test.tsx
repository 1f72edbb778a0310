import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aHotelOffers, aPlanOffer, aRoom, aRoomOffers } from '@/test/fixtures';
import { StickyBookBar } from './sticky-book-bar';

const card = { current: null };
const offers = (fromPerNight: number | null) =>
  aHotelOffers(fromPerNight ?? 0, {
    fromPrice: fromPerNight === null ? null : aHotelOffers(fromPerNight).fromPrice,
    rooms: [
      aRoomOffers(9_000),
      aRoomOffers(18_000, {
        roomId: '2',
        plans: [
          aPlanOffer({ perNightCents: 18_000 }),
          aPlanOffer({
            perNightCents: null,
            totalCents: null,
            refusal: 'No arrivals on this date',
          }),
        ],
      }),
    ],
  });

describe('StickyBookBar', () => {
  it('shows the server’s one "from" price per night', () => {
    render(<StickyBookBar selected={undefined} card={card} offers={offers(9_000)} />);
    expect(screen.getByTestId('book-bar')).toHaveTextContent('from$90 / night');
  });

  it('shows the chosen room’s cheapest plan, and says when no room is free', () => {
    const { rerender } = render(
      <StickyBookBar
        selected={aRoom({ id: '2', RoomName: 'Family' })}
        card={card}
        offers={offers(9_000)}
      />,
    );
    expect(screen.getByTestId('book-bar')).toHaveTextContent('Family$180 / night');
    rerender(<StickyBookBar selected={undefined} card={card} offers={offers(null)} />);
    expect(screen.getByTestId('book-bar')).toHaveTextContent('No room free for these dates');
  });
});
