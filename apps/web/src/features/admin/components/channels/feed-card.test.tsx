import { FEED_STATES, type CalendarFeedWire } from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { aFeed } from '@/test/admin/channels';
import { FEED_STATE_TEXTS } from './feed-state';
import { FeedList } from './feed-list';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The feeds of room 11; sync answers `synced`, after `release()` when one is given. */
function serveFeeds(feeds: CalendarFeedWire[], synced?: CalendarFeedWire) {
  let list = feeds;
  let release: () => void = () => {};
  const syncDone = new Promise<void>((resolve) => (release = resolve));
  const sent = scriptApi((request) => {
    if (request.method === 'GET' && request.path === '/api/rooms/11/calendar-feeds') {
      return { status: 200, body: { message: 'Calendar feeds', data: list } };
    }
    const removed = /^\/api\/calendar-feeds\/(\w+)$/.exec(request.path);
    if (request.method === 'DELETE' && removed) {
      list = list.filter((feed) => feed.id !== removed[1]);
      return { status: 200, body: { message: 'Calendar feed removed', data: { id: removed[1] } } };
    }
    return undefined;
  });
  if (synced) {
    // Sync answers only when the test says so, to see the progress in between.
    const scripted = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/sync')) {
        sent.push({ method: 'POST', path: String(input), body: undefined });
        await syncDone;
        list = list.map((feed) => (feed.id === synced.id ? synced : feed));
        return Response.json({ message: 'Calendar feed synced', data: synced });
      }
      return scripted(input, init);
    });
  }
  return { sent, finishSync: () => release() };
}

describe('a room type’s feeds', () => {
  it('shows each state in words and by shape, with times, counts and the last error', async () => {
    serveFeeds(
      FEED_STATES.map((state, at) =>
        aFeed({
          id: String(at + 1),
          name: `Channel ${state}`,
          state,
          lastAttemptAt: state === 'never' ? null : ago(5 * 60_000),
          lastSuccessAt:
            state === 'ok' ? ago(5 * 60_000) : state === 'never' ? null : ago(3 * HOUR),
          eventsRead: state === 'ok' ? 4 : 0,
          blocksActive: state === 'ok' ? 3 : 0,
          lastError: state === 'error' || state === 'failing' ? 'The address answered 404' : null,
        }),
      ),
    );
    renderAdmin(<FeedList roomId="11" roomName="Deluxe King" />);
    for (const state of FEED_STATES) {
      const card = await screen.findByRole('article', { name: `Channel ${state}` });
      const badge = within(card).getByText(FEED_STATE_TEXTS[state]);
      // Words, and a drawn shape beside them: the colour is never the only sign.
      expect(badge.querySelector('svg')).not.toBeNull();
    }
    const never = screen.getByRole('article', { name: 'Channel never' });
    expect(within(never).getAllByText('Never')).toHaveLength(2);
    expect(within(never).getByText('Last error').nextElementSibling).toHaveTextContent('None');

    const ok = screen.getByRole('article', { name: 'Channel ok' });
    expect(within(ok).getByText('Last success').nextElementSibling).toHaveTextContent(
      /^5 minutes ago \(.+\)$/,
    );
    expect(within(ok).getByText('Events read').nextElementSibling).toHaveTextContent('4');
    expect(within(ok).getByText('Blocks active').nextElementSibling).toHaveTextContent('3');

    const failing = screen.getByRole('article', { name: 'Channel failing' });
    expect(within(failing).getByText('Failing for over an hour')).toBeInTheDocument();
    expect(within(failing).getByText('Last success').nextElementSibling).toHaveTextContent(
      /^3 hours ago/,
    );
    expect(within(failing).getByText('The address answered 404')).toBeInTheDocument();
  });

  it('syncs a feed now: progress while it reads, then the new health', async () => {
    const healthy = aFeed({
      state: 'ok',
      lastAttemptAt: ago(1000),
      lastSuccessAt: ago(1000),
      eventsRead: 2,
      blocksActive: 2,
    });
    const { sent, finishSync } = serveFeeds([aFeed()], healthy);
    renderAdmin(<FeedList roomId="11" roomName="Deluxe King" />);
    const card = await screen.findByRole('article', { name: 'Booking.com' });
    expect(within(card).getByText('Never synced')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Sync now: Booking.com' }));
    expect(within(card).getByRole('button', { name: 'Syncing Booking.com…' })).toBeDisabled();
    expect(within(card).getByRole('status')).toHaveTextContent('Syncing Booking.com…');

    finishSync();
    expect(await within(card).findByText('Synced: OK, 2 events read.')).toBeInTheDocument();
    expect(within(card).getByText('OK')).toBeInTheDocument();
    expect(within(card).getByText('Blocks active').nextElementSibling).toHaveTextContent('2');
    expect(sent.some((request) => request.path === '/api/calendar-feeds/7/sync')).toBe(true);
  });

  it('removes a feed only after the admin confirms', async () => {
    const { sent } = serveFeeds([aFeed(), aFeed({ id: '8', name: 'Airbnb' })]);
    renderAdmin(<FeedList roomId="11" roomName="Deluxe King" />);
    const card = await screen.findByRole('article', { name: 'Airbnb' });

    await userEvent.click(within(card).getByRole('button', { name: 'Remove Airbnb' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Airbnb?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep feed' }));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Remove Airbnb' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove feed' }));
    await expect.poll(() => screen.queryByRole('article', { name: 'Airbnb' })).toBeNull();
    expect(sent.find((request) => request.method === 'DELETE')?.path).toBe('/api/calendar-feeds/8');
    expect(screen.getByRole('article', { name: 'Booking.com' })).toBeInTheDocument();
  });
});
