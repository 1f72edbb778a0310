import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRoom } from '@/test/fixtures';
import { StickyBookBar } from './sticky-book-bar';

const card = { current: null };
const rooms = [
  aRoom({ id: '1', RoomName: 'Double', OriginalPricePerNight: 100, Discount: 0, MaxGuests: 2 }),
  aRoom({ id: '2', RoomName: 'Family', OriginalPricePerNight: 180, Discount: 0, MaxGuests: 4 }),
];

describe('StickyBookBar', () => {
  it('shows the lowest price of the rooms that sleep the chosen guests', () => {
    render(<StickyBookBar rooms={rooms} selected={undefined} card={card} guests={3} />);
    expect(screen.getByTestId('book-bar')).toHaveTextContent('from$180 / night');
  });

  it('shows the lowest price of every free room for guests any room sleeps', () => {
    render(<StickyBookBar rooms={rooms} selected={undefined} card={card} guests={2} />);
    expect(screen.getByTestId('book-bar')).toHaveTextContent('from$100 / night');
  });
});
