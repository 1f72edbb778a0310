import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SessionWire } from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { SessionList } from './session-list';

afterEach(() => vi.unstubAllGlobals());

const session = (id: string, device: string, current = false): SessionWire => ({
  id,
  device,
  current,
  provisional: false,
  started: '2026-11-20T10:00:00.000Z',
  lastUsed: '2026-11-24T09:30:00.000Z',
});
const LAPTOP = session('11111111-1111-4111-8111-111111111111', 'Chrome on Linux', true);
const PHONE = session('22222222-2222-4222-8222-222222222222', 'Safari on iOS');

/** A server that answers the list, then the list without what was signed out. */
function sessionServer(initial: SessionWire[]) {
  let list = initial;
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse({ message: 'Sessions', data: list });
    if (url === '/api/users/me/sessions') {
      list = list.filter((item) => item.current);
      return jsonResponse({ message: 'Signed out everywhere else', data: { ended: 1 } });
    }
    const id = url.split('/').pop();
    list = list.filter((item) => item.id !== id);
    return jsonResponse({ message: 'Signed out', data: { id } });
  });
}

describe('signed-in devices', () => {
  it('lists each session with its device, start and last use; this device has no Sign out', async () => {
    vi.stubGlobal('fetch', sessionServer([LAPTOP, PHONE]));
    renderWithRouter(<SessionList />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(laptop).toHaveTextContent('Chrome on Linux');
    expect(laptop).toHaveTextContent('This device');
    expect(laptop).toHaveTextContent(/Started Nov 20, 2026/);
    expect(within(laptop!).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent(/Last used Nov 24, 2026/);
  });

  it('signs out one device by its named button', async () => {
    const fetch = sessionServer([LAPTOP, PHONE]);
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<SessionList />);
    const button = await screen.findByRole('button', {
      name: /^Sign out\s*Safari on iOS, started/,
    });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(fetch).toHaveBeenCalledWith(
      `/api/users/me/sessions/${PHONE.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(screen.getByText('No other device is signed in.')).toBeInTheDocument();
  });

  it('signs out everywhere else with one call', async () => {
    const fetch = sessionServer([
      LAPTOP,
      PHONE,
      session('33333333-3333-4333-8333-333333333333', 'Firefox on Windows'),
    ]);
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<SessionList />);
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    expect(button).toHaveAccessibleDescription('Every other device; this one stays signed in.');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/users/me/sessions',
      expect.objectContaining({ method: 'DELETE' }),
    );
    await vi.waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Chrome on Linux'),
      ]),
    );
  });
});
