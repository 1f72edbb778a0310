import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

const long = 'A'.repeat(60) + ' ' + 'B'.repeat(80);
const review = {
  id: '1',
  User: 'Yuki T.',
  Rating: 4,
  HotelReview: long,
  Date: '2026-06-01T10:00:00.000Z',
};

describe('home review card', () => {
  it("shows the first 100 characters and '...' until READ MORE is pressed; READ LESS folds it again", () => {
    render(<ReviewCard review={review} />);
    const text = screen.getByTestId('review-text');
    expect(text).toHaveTextContent(`${long.slice(0, 100)}...`);
    fireEvent.click(screen.getByRole('button', { name: 'READ MORE' }));
    expect(text).toHaveTextContent(long);
    expect(text.textContent).toBe(long);
    expect(screen.queryByRole('button', { name: 'READ MORE' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'READ LESS', expanded: true }));
    expect(text.textContent).toBe(`${long.slice(0, 100)}...`);
    expect(screen.getByRole('button', { name: 'READ MORE', expanded: false })).toBeInTheDocument();
  });

  it('shows the weekday index + 1 as two digits and the month as three letters', () => {
    // 2026-06-01 is a Monday: weekday index 1, shown as 02.
    render(<ReviewCard review={review} />);
    expect(screen.getByText('02')).toBeInTheDocument();
    expect(screen.getByText('Jun')).toBeInTheDocument();
  });

  it('needs no READ MORE for a short review', () => {
    render(<ReviewCard review={{ ...review, HotelReview: 'Lovely stay.' }} />);
    expect(screen.getByTestId('review-text')).toHaveTextContent(/^Lovely stay\.$/);
    expect(screen.queryByRole('button', { name: 'READ MORE' })).not.toBeInTheDocument();
  });
});
