import { addDays, hotelToday } from '@staylane/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancellationTerms } from './cancellation-terms';

const TIME_ZONE = 'Pacific/Kiritimati';
const policy = (days: number) => ({
  FreeCancellationDays: days,
  Penalty: 'FirstNight' as const,
  TimeZone: TIME_ZONE,
});
/** A check-in `days` after today at the hotel. */
const checkInIn = (days: number) => addDays(hotelToday(TIME_ZONE), days);

describe('CancellationTerms', () => {
  it('advertises the free window in green while its last day is still ahead', () => {
    render(<CancellationTerms policy={policy(2)} nonRefundable={false} checkIn={checkInIn(10)} />);
    const headline = screen.getByText(/^Free cancellation until /);
    expect(headline).toHaveClass('text-emerald-800');
  });

  it('says there is no free cancellation, not in green, for a stay whose window has closed', () => {
    render(
      <CancellationTerms
        policy={policy(7)}
        nonRefundable={false}
        checkIn={checkInIn(2)}
        detailed
      />,
    );
    expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
    const headline = screen.getByText('No free cancellation for these dates');
    expect(headline).not.toHaveClass('text-emerald-800');
    expect(screen.getByTestId('cancellation-terms')).toHaveTextContent(
      'Cancelling costs the first night.',
    );
  });
});
