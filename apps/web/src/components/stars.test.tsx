import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

describe('stars', () => {
  it.each([
    [4.5, '90%'],
    [4.3, '86%'],
    [2.7, '54%'],
    [3, '60%'],
    [0, '0%'],
  ])('fills rating %s as %s of the width', (rating, width) => {
    render(<Stars rating={rating} />);
    expect(screen.getByTestId('stars-fill')).toHaveStyle({ width });
    expect(screen.getByRole('img')).toHaveAccessibleName(`Rated ${rating} out of 5`);
  });
});
