import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, LAZY_PAGE_TEST_TIMEOUT, LAZY_PAGE_WAIT } from '@/test/render';
import { App } from './app';

afterEach(() => vi.unstubAllGlobals());

describe('App', { timeout: LAZY_PAGE_TEST_TIMEOUT }, () => {
  it('redirects / to /home and shows the home headline once its chunk has loaded', async () => {
    // The home page asks for review data; an empty list is enough here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(
      await screen.findByRole('heading', { name: 'BOOK ROOMS, HOMES & APTS' }, LAZY_PAGE_WAIT),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
  });
});
