import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { Newsletter, NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS } from './newsletter';

// The browser's network edge is stubbed here; the real endpoint is covered by the e2e tests.
function answer(status: number) {
  const fetch = vi.fn(async (..._args: unknown[]) =>
    status < 400
      ? jsonResponse({ message: 'ok' }, status)
      : jsonResponse({ message: 'bad', code: 'VALIDATION' }, status),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function subscribe(email: string) {
  const input = screen.getByLabelText('Email address for the newsletter');
  fireEvent.change(input, { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  });
  return input;
}

describe('newsletter', () => {
  // The message is a chunk of its own that the page fetches as focus enters the form (long
  // before an answer comes); loaded here first, so the timings below are the message's own.
  beforeAll(() => import('@/components/floating-message'));
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the Email, shows the success message for 4.8 s and clears the input', async () => {
    const fetch = answer(201);
    renderWithRouter(<Newsletter />);
    const input = await subscribe('ana@example.com');
    expect(await screen.findByText(NEWSLETTER_SUCCESS)).toBeInTheDocument();
    expect(JSON.parse((fetch.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      Email: 'ana@example.com',
    });
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(4700));
    expect(screen.getByText(NEWSLETTER_SUCCESS)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(NEWSLETTER_SUCCESS)).not.toBeInTheDocument();
  });

  it('shows the failure message on any error, clears the input, and closes on demand', async () => {
    answer(400);
    renderWithRouter(<Newsletter />);
    const input = await subscribe('not-an-email');
    expect(await screen.findByText(NEWSLETTER_FAILURE)).toBeInTheDocument();
    expect(input).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText(NEWSLETTER_FAILURE)).not.toBeInTheDocument();
  });
});
