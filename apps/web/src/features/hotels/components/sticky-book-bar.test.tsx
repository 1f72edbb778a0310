import { render, screen } from '@testing-library/react';
import type { HotelOffers, PlanOffer } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import { aRoom } from '@/test/fixtures';
import { StickyBookBar } from './sticky-book-bar';

const card = { current: null };
const plan = (perNightCents: number | null): PlanOffer => ({
  ratePlanId: 1,
  name: 'Standard',
  description: '',
  refundable: true,
  breakfastIncluded: false,
  cancellation: { kind: 'non-refundable' },
  totalCents: perNightCents === null ? null : perNightCents * 2,
  perNightCents,
  refusal: perNightCents === null ? 'No arrivals on this date' : null,
  nearestStay: null,
});
const offers = (fromPerNight: number | null): HotelOffers => ({
  checkIn: '2030-05-01',
  checkOut: '2030-05-03',
  nights: 2,
  guests: 2,
  fromPrice:
    fromPerNight === null
      ? null
      : { roomId: '1', ratePlanId: 1, totalCents: fromPerNight * 2, perNightCents: fromPerNight, nights: 2 },
  rooms: [
    { roomId: '1', fits: true, freeUnits: 1, plans: [plan(9_000), plan(10_000)] },
    { roomId: '2', fits: true, freeUnits: 1, plans: [plan(18_000), plan(null)] },
  ],
  flexible: [],
});

describe('StickyBookBar', () => {
  it('shows the server’s one "from" price per night', () => {
    render(<StickyBookBar selected={undefined} card={card} offers={offers(9_000)} />);
    expect(screen.getByTestId('book-bar')).toHaveTextContent('from$90 / night');
  });

  it('shows the chosen room’s cheapest plan, and says when no room is free', () => {
    const { rerender } = render(
      <StickyBookBar selected={aRoom({ id: '2', RoomName: 'Family' })} card={card} offers={offers(9_000)} />,
    );
    expect(screen.getByTestId('book-bar')).toHaveTextContent('Family$180 / night');
    rerender(<StickyBookBar selected={undefined} card={card} offers={offers(null)} />);
    expect(screen.getByTestId('book-bar')).toHaveTextContent('No room free for these dates');
  });
});
