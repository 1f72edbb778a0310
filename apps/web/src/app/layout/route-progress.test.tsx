import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackPageLoad } from '../page-loads';
import { RouteProgress } from './route-progress';

describe('route progress', () => {
  it('shows a bar while a page chunk loads and hides it once the chunk has arrived', async () => {
    render(<RouteProgress />);
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();

    let arrive!: () => void;
    const load = trackPageLoad(new Promise<void>((resolve) => (arrive = resolve)));
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();

    await act(async () => {
      arrive();
      await load;
    });
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});
