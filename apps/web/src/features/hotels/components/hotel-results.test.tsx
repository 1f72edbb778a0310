import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aHotel } from '@/test/fixtures';
import {
  jsonResponse,
  LAZY_PAGE_TEST_TIMEOUT,
  LAZY_PAGE_WAIT,
  renderWithRouter,
} from '@/test/render';
import { useSearchParams } from 'react-router';
import { readListSearch } from '../utils/search-params';
import { HotelResults } from './hotel-results';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The browser's network edge is stubbed: 20 hotels, 9 per page, as the server pages them.
function serveHotels(total = 20) {
  const fetch = vi.fn(async (url: string) => {
    const params = new URL(url, 'http://x').searchParams;
    const page = Number(params.get('page'));
    const count = Math.max(0, Math.min(9, total - (page - 1) * 9));
    const data = Array.from({ length: count }, (_, i) =>
      aHotel({ id: String((page - 1) * 9 + i + 1), HotelName: `Hotel ${(page - 1) * 9 + i + 1}` }),
    );
    return jsonResponse({
      message: 'Hotels',
      data,
      meta: { total, page, pageSize: 9, pageCount: Math.ceil(total / 9) },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requested = (fetch: ReturnType<typeof serveHotels>) =>
  fetch.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

const search = {
  city: 'rome',
  checkInDate: '2099-01-01',
  checkOutDate: '2099-01-03',
  guests: 2,
};

/** The results as the list page shows them: their filter and page from the address. */
function ResultsAtAddress() {
  const [params] = useSearchParams();
  const { filter, page } = readListSearch(params, '2026-11-28');
  return <HotelResults search={{ ...search, filter, page }} />;
}

describe('hotel results', () => {
  it('asks the server for 9 hotels of the city, stay and guests, and shows the count', async () => {
    const fetch = serveHotels();
    renderWithRouter(<HotelResults search={search} />);
    expect(await screen.findByText('20 hotels found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(requested(fetch)[0]).toEqual({
      city: 'rome',
      checkInDate: '2099-01-01',
      checkOutDate: '2099-01-03',
      guests: '2',
      filter: 'all',
      page: '1',
      pageSize: '9',
    });
  });

  it('pages with pagination above and below the cards, each page in the address', async () => {
    const fetch = serveHotels();
    const { router } = renderWithRouter(<ResultsAtAddress />, { path: '/?city=rome' });
    await screen.findByText('20 hotels found');
    expect(screen.getAllByText('1 / 3')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Last page' })[1]!);
    expect(await screen.findAllByText('3 / 3')).toHaveLength(2);
    expect(requested(fetch).at(-1)).toMatchObject({ page: '3' });
    expect(router.state.location.search).toBe('?city=rome&page=3');
  });

  it('goes back to the first page and shows the overlay for 500 ms when the filter changes', async () => {
    const fetch = serveHotels();
    const { router } = renderWithRouter(<ResultsAtAddress />);
    await screen.findByText('20 hotels found');
    fireEvent.click(screen.getAllByRole('button', { name: 'Next page' })[0]!);
    await screen.findAllByText('2 / 3');
    await vi.waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Popular' }));
    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await screen.findAllByText('1 / 3');
    expect(requested(fetch).at(-1)).toMatchObject({ filter: 'popular', page: '1' });
    expect(router.state.location.search).toBe('?filter=popular');
    await act(async () => {
      vi.advanceTimersByTime(450);
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('says there are no hotels in the city when the search finds none', async () => {
    serveHotels(0);
    renderWithRouter(<HotelResults search={{ ...search, city: 'atlantis' }} />);
    expect(await screen.findByText('There are no hotels in atlantis.')).toBeInTheDocument();
  });

  it("sends no city for 'All'", async () => {
    const fetch = serveHotels();
    renderWithRouter(<HotelResults search={{ ...search, city: 'All' }} />);
    await screen.findByText('20 hotels found');
    expect(requested(fetch)[0]).not.toHaveProperty('city');
  });
});

describe('the map beside the results', () => {
  // Leaflet's first import takes a few seconds on a busy machine: not the test's to time.
  beforeAll(() => import('@/components/map/leaflet-maps'), 60_000);

  it(
    'shows a marker per hotel on the phone’s map, named and priced, lit up with its card',
    async () => {
      serveHotels();
      const { router } = renderWithRouter(<HotelResults search={search} />);
      await screen.findByText('20 hotels found');
      // jsdom matches no media query: a phone, where the list comes first.
      expect(screen.queryByTestId('results-map')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
      expect(screen.getByRole('button', { name: 'Show list' })).toBeInTheDocument();
      // Markers are links named by hotel and price: $200 less 10 %, as the hotel page says it.
      // (Role queries scan the whole page; the rest finds elements by their ids, which is quicker.)
      const markers = await screen.findAllByRole(
        'link',
        { name: /^Hotel \d+, from \$180 a night$/ },
        LAZY_PAGE_WAIT,
      );
      expect(markers.map((marker) => marker.dataset.markerId)).toEqual(
        Array.from({ length: 9 }, (_, i) => String(i + 1)),
      );

      const card = (id: string) => document.querySelector(`article[data-hotel-id="${id}"]`)!;
      const marker = (id: string) =>
        document.querySelector<HTMLElement>(`[data-marker-id="${id}"]`)!;
      fireEvent.mouseEnter(card('3'));
      expect(marker('3')).toHaveClass('is-active');
      expect(marker('4')).not.toHaveClass('is-active');
      fireEvent.mouseLeave(card('3'));
      expect(marker('3')).not.toHaveClass('is-active');

      fireEvent.mouseOver(marker('5'));
      expect(card('5')).toHaveAttribute('data-highlighted', 'true');
      fireEvent.mouseOut(marker('5'));
      expect(card('5')).not.toHaveAttribute('data-highlighted');
      act(() => marker('6').focus());
      expect(card('6')).toHaveAttribute('data-highlighted', 'true');
      expect(marker('6')).toHaveAttribute('tabindex', '0');

      fireEvent.keyDown(marker('6'), { key: 'Enter' });
      expect(router.state.location.pathname).toBe('/hotel-single/htlnfo');
      expect(router.state.location.search).toContain('id=6');
    },
    LAZY_PAGE_TEST_TIMEOUT,
  );
});
