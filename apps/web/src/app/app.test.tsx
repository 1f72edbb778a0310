import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('shows the home headline', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'BOOK ROOMS, HOMES & APTS' })).toBeInTheDocument();
  });
});
