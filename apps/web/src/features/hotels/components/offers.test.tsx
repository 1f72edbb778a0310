/**
 * The hotel page's offers as the guest reads them (decision 046): the plan list, the
 * flexible-dates strip and the price calendar's day names. The server priced every figure.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aPlanOffer } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { FlexibleDates } from './flexible-dates';
import { MonthGrid, priceDayName, shiftMonth } from './price-calendar';
import { RoomPlans } from './room-plans';

describe('a room’s plans', () => {
  it('lists each plan with its conditions, its total and per-night average, and a Book link with the plan', () => {
    const onMoveStay = vi.fn();
    renderWithRouter(
      <RoomPlans
        roomName="Double"
        nights={2}
        bookable
        bookingHref={(id) => `/bookings/bkngcd?id=1&roomId=2&ratePlanId=${id}`}
        onMoveStay={onMoveStay}
        plans={[
          aPlanOffer({ ratePlanId: '5', totalCents: 30_000, perNightCents: 15_000 }),
          aPlanOffer({
            ratePlanId: '6',
            name: 'Non-refundable',
            refundable: false,
            breakfastIncluded: true,
            cancellation: { kind: 'non-refundable' },
            totalCents: 27_050,
            perNightCents: 13_525,
          }),
          aPlanOffer({
            ratePlanId: '7',
            name: 'Long stay',
            totalCents: null,
            perNightCents: null,
            refusal: 'Minimum 3 nights for arrivals on Fri 12 Jun',
            nearestStay: { checkIn: '2026-06-12', checkOut: '2026-06-15', totalCents: 45_000 },
          }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Rates for Double' });
    const [standard, nonRefundable, longStay] = within(list).getAllByTestId('rate-plan');
    expect(standard).toHaveTextContent('Free cancellation until Mar 1, 2031');
    expect(standard).toHaveTextContent('$300total for 2 nights$150 / night average');
    expect(
      within(standard!).getByRole('link', { name: 'Book Double, Standard, $300 total' }),
    ).toHaveAttribute('href', '/bookings/bkngcd?id=1&roomId=2&ratePlanId=5');
    expect(nonRefundable).toHaveTextContent('Non-refundable');
    expect(nonRefundable).toHaveTextContent('Breakfast included');
    expect(nonRefundable).toHaveTextContent('$270.50');
    expect(longStay).toHaveTextContent('Minimum 3 nights for arrivals on Fri 12 Jun');
    expect(within(longStay!).queryByRole('link')).toBeNull();
    fireEvent.click(
      within(longStay!).getByRole('button', { name: 'Try Fri 12 Jun – Mon 15 Jun, $450' }),
    );
    expect(onMoveStay).toHaveBeenCalledWith({
      checkInDate: '2026-06-12',
      checkOutDate: '2026-06-15',
    });
  });
});

describe('the flexible-dates strip', () => {
  it('shows each nearby arrival’s total, marks the cheapest, and moves the search with one click', () => {
    const onMoveStay = vi.fn();
    const arrival = (day: number, totalCents: number | null, cheapest = false) => ({
      checkIn: `2026-06-${day}`,
      checkOut: `2026-06-${day + 2}`,
      totalCents,
      cheapest,
    });
    render(
      <FlexibleDates
        chosenCheckIn="2026-06-12"
        onMoveStay={onMoveStay}
        arrivals={[
          arrival(11, 32_000),
          arrival(12, 30_000),
          arrival(13, 24_000, true),
          arrival(14, null),
        ]}
      />,
    );
    const strip = screen.getByRole('region', { name: 'Flexible dates' });
    expect(
      within(strip).getByRole('button', { name: 'Fri 12 Jun, $300, your dates' }),
    ).toBeDisabled();
    expect(within(strip).getByRole('button', { name: 'Sun 14 Jun, Not available' })).toBeDisabled();
    fireEvent.click(within(strip).getByRole('button', { name: 'Sat 13 Jun, $240, cheapest' }));
    expect(onMoveStay).toHaveBeenCalledWith({
      checkInDate: '2026-06-13',
      checkOutDate: '2026-06-15',
    });
  });
});

describe('the price calendar', () => {
  it('names each day button with its price or that it cannot be an arrival', () => {
    const onChoose = vi.fn();
    render(
      <>
        <h3 id="month">June 2026</h3>
        <MonthGrid
          labelledBy="month"
          chosen="2026-06-02"
          onChoose={onChoose}
          days={[
            { checkIn: '2026-06-01', checkOut: '2026-06-03', totalCents: null },
            { checkIn: '2026-06-02', checkOut: '2026-06-04', totalCents: 24_000 },
            { checkIn: '2026-06-03', checkOut: '2026-06-05', totalCents: 26_050 },
          ]}
        />
      </>,
    );
    const month = screen.getByRole('group', { name: 'June 2026' });
    expect(within(month).getByRole('button', { name: 'Mon 1 Jun, no arrivals' })).toBeDisabled();
    expect(within(month).getByRole('button', { name: 'Tue 2 Jun, from $240' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(month).getByRole('button', { name: 'Wed 3 Jun, from $260.50' }));
    expect(onChoose).toHaveBeenCalledWith('2026-06-03');
    expect(
      priceDayName({ checkIn: '2027-06-12', checkOut: '2027-06-14', totalCents: 24_000 }),
    ).toBe('Sat 12 Jun, from $240');
    expect([shiftMonth('2026-12', 1), shiftMonth('2026-01', -1)]).toEqual(['2027-01', '2025-12']);
  });
});
