import { act, waitFor } from '@testing-library/react';
import { type PageRenderRequest, type RenderedPage } from '@staylane/domain';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aHotel, aHotelOffers } from '@/test/fixtures';
import { fakeToken, inOneHour } from '@/test/render';
import { localToday } from '@/lib/dates';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { seedFromPage } from './page-data';
import { renderPage } from './render-page';

const hotel = aHotel({ Gallery: '/uploads/a.jpg-//-/uploads/b.jpg' });
const stay = 'checkInDate=2031-03-02&checkOutDate=2031-03-04';
const hotelPage = `/hotel-single/htlnfo?id=1&city=Rome&${stay}&guestnumber=2`;

const hotelAnswers = vi.fn<PageRenderRequest['hotel']>();
const offerAnswers = vi.fn<NonNullable<PageRenderRequest['offers']>>();
const render = (url: string, cookies = '') =>
  renderPage({ url, cookies, hotel: hotelAnswers, offers: offerAnswers }) as Promise<RenderedPage>;

/** The text a browser shows for `html`. */
function textOf(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
}

let root: Root | undefined;
let fetches: string[];

beforeEach(() => {
  // Only in a test do the server's and the browser's renderers share one React (a browser
  // never runs the server's). The server's renderer marks each context provider as its own
  // and leaves the mark, so the browser's warns at every provider.
  const logError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
    logError(...args);
  });
  hotelAnswers.mockReset().mockResolvedValue({ message: 'Hotel', data: hotel });
  offerAnswers.mockReset().mockResolvedValue({ message: 'Offers', data: aHotelOffers(18_000) });
  fetches = [];
  // What the page asks the API for stays pending: the page keeps the loading states it
  // was rendered with.
  vi.stubGlobal('fetch', (input: string) => {
    fetches.push(String(input));
    return new Promise(() => {});
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Loads the server's page at `url` as the browser would and hydrates it; the errors React reports. */
async function hydrate(url: string, page: RenderedPage, ready: () => void): Promise<unknown[]> {
  // The server's last render leaves its contexts (the StaticRouter's) current until its next
  // render starts, which restores them (one React for both renderers: see beforeEach).
  await prerender(<div />);
  window.history.replaceState(null, '', url);
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="page-data">${page.data}</script>`;
  const errors: unknown[] = [];
  const queryClient = createQueryClient();
  const renderedToday = seedFromPage(queryClient, document);
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App queryClient={queryClient} renderedToday={renderedToday} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  await waitFor(ready);
  return errors;
}

describe('the server’s render of the pages people arrive on', () => {
  it('renders the home page with its heading and search, and leaves private pages to the browser', async () => {
    const home = await render('/home');
    expect(home.html).toContain('BOOK ROOMS, HOMES &amp; APTS');
    expect(home.html).toMatch(/<form[^>]*aria-label="Search hotels"|role="search"/);
    expect(JSON.parse(home.data)).toEqual({ today: localToday(), queries: [] });
    for (const url of ['/dashboard', '/admin-dashboard', '/bookings/bkngcd?id=1', '/login']) {
      expect(await renderPage({ url, cookies: '', hotel: hotelAnswers })).toBeUndefined();
    }
  });

  it('renders the hotel list for the city in the address', async () => {
    const list = await render(`/hotel-list/search?city=new_york&${stay}&guests=2`);
    expect(textOf(list.html)).toContain('HOTELS IN NEW YORK');
    expect(textOf(list.html)).toContain('Mar 2, 2031 – Mar 4, 2031 · 2 guests');
  });

  it('names the listed place as people write it when the server knows it (HOTELS IN SÃO PAULO)', async () => {
    const place = vi.fn<NonNullable<PageRenderRequest['place']>>().mockResolvedValue('São Paulo');
    const url = `/hotel-list/search?city=saopaulo&${stay}&guests=2`;
    const list = (await renderPage({ url, cookies: '', hotel: hotelAnswers, place }))!;
    expect(place).toHaveBeenCalledWith('saopaulo');
    expect(textOf(list.html)).toContain('HOTELS IN SÃO PAULO');
    const errors = await hydrate(url, list, () =>
      expect(document.querySelector('h1')).toHaveTextContent('HOTELS IN SÃO PAULO'),
    );
    await act(() => import('@/features/hotels/routes/hotel-list-page'));
    expect(document.querySelector('h1')).toHaveTextContent('HOTELS IN SÃO PAULO');
    expect(errors).toEqual([]);
  });

  it('renders the list’s first page of hotels, its first photo fetched first, and hands the page over', async () => {
    const answer = {
      message: 'Hotels',
      data: [hotel, aHotel({ id: '2', HotelName: 'Monti Rooms' })],
      meta: { total: 2, page: 1, pageSize: 9, pageCount: 1, place: 'Rome' },
    };
    const hotels = vi.fn<NonNullable<PageRenderRequest['hotels']>>().mockResolvedValue(answer);
    const url = `/hotel-list/search?city=rome&${stay}&guests=2`;
    const list = (await renderPage({ url, cookies: '', hotel: hotelAnswers, hotels }))!;
    // Asked once, for the cards and the head alike.
    expect(hotels).toHaveBeenCalledTimes(1);
    expect(textOf(list.html)).toContain('2 hotels found');
    const cards = document.createElement('div');
    cards.innerHTML = list.html;
    const photos = [...cards.querySelectorAll('article img')];
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Trastevere Suites, Rome',
      'Monti Rooms, Rome',
    ]);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual(['high', null]);
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(JSON.parse(list.data).queries).toContainEqual(
      expect.objectContaining({ key: ['hotels', expect.objectContaining({ city: 'rome' })] }),
    );

    const errors = await hydrate(url, list, () =>
      expect(document.querySelector('article img')).not.toBeNull(),
    );
    const first = document.querySelector('article');
    await act(() => import('@/features/hotels/routes/hotel-list-page'));
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('HOTELS IN ROME'));
    expect(document.querySelector('article')).toBe(first);
    expect(fetches.filter((address) => address.includes('/api/hotels'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders the hotel page with the hotel and its offers the server supplies, and hands them over', async () => {
    const page = await render(hotelPage);
    expect(hotelAnswers).toHaveBeenCalledWith('1', {
      checkInDate: '2031-03-02',
      checkOutDate: '2031-03-04',
    });
    expect(page.html).toContain('Trastevere Suites (1 of 3)');
    expect(JSON.parse(page.data).queries).toEqual([
      expect.objectContaining({
        key: ['hotel', '1', '2031-03-02', '2031-03-04'],
        data: { message: 'Hotel', data: hotel },
      }),
      // The offers under the key the page asks with: its stay and its party (decision 046).
      expect.objectContaining({
        key: ['hotel-offers', '1', '2031-03-02', '2031-03-04', 2],
        data: { message: 'Offers', data: aHotelOffers(18_000) },
      }),
    ]);
    expect(textOf(page.html)).toContain('from $180 / night$360 for 2 nights');
  });

  it('leaves the hotel to the browser when the address has no stay the page accepts', async () => {
    const withoutStay = await render('/hotel-single/htlnfo?id=1');
    expect(JSON.parse(withoutStay.data).queries).toEqual([]);
    expect(withoutStay.html).toContain('Loading hotel');
    const withoutHotel = await render(`/hotel-single/htlnfo?id=x&${stay}`);
    expect(withoutHotel.html).toContain('This hotel could not be found');
    expect(hotelAnswers).not.toHaveBeenCalled();
  });

  it('greets a signed-in visitor from the request’s cookies', async () => {
    const token = fakeToken({ id: 5, role: 'User', exp: inOneHour() });
    const page = await render('/about-us', `cookieToken=${token}; cookieName=Ana%20Silva`);
    expect(page.html).toMatch(/data-testid="user-first-name"[^>]*>Ana</);
    expect(page.html).not.toContain('>Log In<');
  });

  it('renders odd addresses as the page itself answers them, never failing', async () => {
    const odd = [
      '/hotel-list/search?city=%E0%A4%A&checkInDate=abc&checkOutDate=&guests=-5',
      '/hotel-list/search?city=' + 'x'.repeat(2000),
      `/hotel-single/htlnfo?id=1&checkInDate=2031-03-04&checkOutDate=2031-03-02`,
      '/hotel-single/htlnfo?id=99999999999999999999&' + stay,
      '/home?%zz=1',
    ];
    for (const url of odd) {
      const page = await render(url);
      expect(page.html, url).toContain('</main>');
    }
    // A reversed stay is no stay, and an id past the database's integers names no hotel
    // (domain wireIdFromText, as the API reads ids): neither reaches the server.
    expect(hotelAnswers).not.toHaveBeenCalled();
  });

  it('keeps "<" in the data from closing the script element it travels in', async () => {
    hotelAnswers.mockResolvedValue({
      message: 'Hotel',
      data: { ...hotel, HotelDescription: '</script><script>alert(1)</script>' },
    });
    const page = await render(hotelPage);
    expect(page.data).not.toContain('<');
    expect(JSON.parse(page.data).queries[0].data.data.HotelDescription).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});

describe('the not-found screen the server answers 404 with', () => {
  it('renders any address outside the route table as the not-found screen, kept out of indexes', async () => {
    for (const url of ['/nowhere', '/metrics?x=1', '/404-page-not-found']) {
      const page = (await renderPage({
        url,
        cookies: '',
        hotel: hotelAnswers,
        siteUrl: 'https://s.example',
      }))!;
      expect(textOf(page.html), url).toContain("There's nothing here :(");
      // The screen of product §2: no navigation bar or footer.
      expect(page.html, url).not.toContain('<header');
      expect(page.html, url).not.toContain('<footer');
      expect(page.head, url).toContain('<meta name="robots" content="noindex">');
      expect(page.head, url).not.toContain('canonical');
    }
  });

  it('is taken over at the unknown address without a mismatch, then shown at /404-page-not-found', async () => {
    const page = await render('/nowhere');
    const errors = await hydrate('/nowhere', page, () =>
      expect(document.querySelector('h1')).toHaveTextContent("There's nothing here :("),
    );
    await act(() => import('@/features/not-found/routes/not-found-page'));
    await waitFor(() => expect(window.location.pathname).toBe('/404-page-not-found'));
    expect(document.querySelector('h1')).toHaveTextContent("There's nothing here :(");
    expect(errors).toEqual([]);
  });
});

describe('the browser taking over the server’s HTML', () => {
  it('hydrates the home page: the same elements, no mismatch', async () => {
    const page = await render('/home');
    const errors = await hydrate('/home', page, () =>
      expect(document.querySelector('h1')?.textContent).toBe('BOOK ROOMS, HOMES & APTS'),
    );
    const heading = document.querySelector('h1');
    // Let the page's own code arrive and hydrate its part.
    await act(() => import('@/features/home/routes/home-page'));
    expect(document.querySelector('h1')).toBe(heading);
    expect(errors).toEqual([]);
  });

  it('hydrates a signed-in visitor’s page without redrawing the header', async () => {
    const token = fakeToken({ id: 5, role: 'User', exp: inOneHour() });
    const cookies = `cookieToken=${token}; cookieName=Ana%20Silva`;
    const page = await render('/about-us', cookies);
    document.cookie = `cookieToken=${token}; Path=/`;
    document.cookie = 'cookieName=Ana%20Silva; Path=/';
    const greeting = () => document.querySelector('[data-testid="user-first-name"]');
    const errors = await hydrate('/about-us', page, () =>
      expect(greeting()).toHaveTextContent('Ana'),
    );
    const rendered = greeting();
    await act(() => import('@/features/about/routes/about-page'));
    expect(greeting()).toBe(rendered);
    expect(errors).toEqual([]);
  });

  it('hydrates the hotel page from the handed-over data: no fetch of the hotel, and it responds', async () => {
    const page = await render(hotelPage);
    const errors = await hydrate(hotelPage, page, () =>
      expect(document.querySelector('img[alt$="(1 of 3)"]')).not.toBeNull(),
    );
    const photo = document.querySelector('img[alt$="(1 of 3)"]');
    await act(() => import('@/features/hotels/routes/hotel-detail-page'));
    expect(document.querySelector('img[alt$="(1 of 3)"]')).toBe(photo);
    // Hydrated: the gallery's buttons work.
    await waitFor(async () => {
      await act(async () =>
        document.querySelector<HTMLButtonElement>('button[aria-label="Next photo"]')!.click(),
      );
      expect(document.querySelector('img[alt$="(2 of 3)"]')).not.toBeNull();
    });
    expect(fetches.filter((address) => address.includes('/api/hotels/'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the visitor’s own today once it differs from the day the server rendered on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-05-10T12:00:00Z'));
      const page = await render('/home');
      vi.setSystemTime(new Date('2031-05-11T12:00:00Z')); // the visitor is a day ahead
      const checkIn = () => document.querySelector<HTMLInputElement>('input[type="date"]');
      const errors = await hydrate('/home', page, () => expect(checkIn()).not.toBeNull());
      const rendered = checkIn();
      await act(() => import('@/features/home/routes/home-page'));
      await waitFor(() => expect(checkIn()?.value).toBe('2031-05-11'));
      expect(checkIn()).toBe(rendered);
      expect(checkIn()?.min).toBe('2031-05-11');
      expect(document.querySelector('a[href*="city=rome"]')?.getAttribute('href')).toContain(
        'checkInDate=2031-05-11',
      );
      expect(errors).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the head of a rendered page', () => {
  const site = 'https://stay.example';
  const headOf = (page: RenderedPage) => {
    const head = document.createElement('head');
    head.innerHTML = page.head ?? '';
    return head;
  };
  const jsonLd = (head: HTMLElement) =>
    [...head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );

  it('gives the hotel page a Hotel whose offer is the from-price the page shows', async () => {
    const page = (await renderPage({
      url: hotelPage,
      cookies: '',
      hotel: hotelAnswers,
      offers: offerAnswers,
      siteUrl: site,
    }))!;
    const head = headOf(page);
    const canonical = `${site}/hotel-single/htlnfo?id=1`;
    expect(head.querySelector('title')?.textContent).toBe('Trastevere Suites, Rome · Staylane');
    expect(head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(canonical);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${site}/uploads/front.jpg`,
    );
    const [data] = jsonLd(head);
    expect(data).toMatchObject({ '@type': 'Hotel', name: 'Trastevere Suites', url: canonical });
    // The server's one "from" price for the page's stay and party: the header's "from $180".
    expect(offerAnswers).toHaveBeenCalledWith('1', {
      checkInDate: '2031-03-02',
      checkOutDate: '2031-03-04',
      guests: '2',
    });
    const shown = /data-testid="hotel-from-price"[^>]*>\$([\d.]+)</.exec(page.html)?.[1];
    expect(data.makesOffer.price).toBe(Number(shown));
    expect(data.makesOffer.priceCurrency).toBe('USD');
  });

  it('describes the hotel of an address without a stay too, asking for any stay', async () => {
    const page = (await renderPage({
      url: '/hotel-single/htlnfo?id=1',
      cookies: '',
      hotel: hotelAnswers,
      siteUrl: `${site}/`,
    }))!;
    expect(JSON.parse(page.data).queries).toEqual([]);
    expect(jsonLd(headOf(page))[0]).toMatchObject({
      '@type': 'Hotel',
      url: `${site}/hotel-single/htlnfo?id=1`,
    });
  });

  it('gives the list an ItemList of the first page’s hotels, asked as the browser asks', async () => {
    const hotels = vi.fn<NonNullable<PageRenderRequest['hotels']>>().mockResolvedValue({
      message: 'Hotels',
      data: [hotel, aHotel({ id: '2', HotelName: 'Monti Rooms' })],
      meta: { total: 2, page: 1, pageSize: 9, pageCount: 1, place: 'Rome' },
    });
    const url = `/hotel-list/search?city=rome&${stay}&guests=2`;
    const page = (await renderPage({
      url,
      cookies: '',
      hotel: hotelAnswers,
      hotels,
      siteUrl: site,
    }))!;
    expect(hotels).toHaveBeenCalledWith({
      city: 'rome',
      checkInDate: '2031-03-02',
      checkOutDate: '2031-03-04',
      guests: 2,
      filter: 'all',
      page: 1,
      pageSize: 9,
    });
    const head = headOf(page);
    expect(head.querySelector('title')?.textContent).toBe('Hotels in Rome · Staylane');
    expect(head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      `${site}/hotel-list/search?city=rome`,
    );
    expect(jsonLd(head)).toEqual([
      expect.objectContaining({
        '@type': 'ItemList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Trastevere Suites' }),
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Monti Rooms',
            url: `${site}/hotel-single/htlnfo?id=2`,
          },
        ],
      }),
    ]);
  });

  it('keeps a hotel named to break out of the script element inside it', async () => {
    const name = '</script><script>alert(1)</script>';
    hotelAnswers.mockResolvedValue({ message: 'Hotel', data: { ...hotel, HotelName: name } });
    const page = (await renderPage({
      url: hotelPage,
      cookies: '',
      hotel: hotelAnswers,
      offers: offerAnswers,
      siteUrl: site,
    }))!;
    const head = headOf(page);
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(jsonLd(head)[0].name).toBe(name);
    expect(head.querySelector('title')?.textContent).toBe(`${name}, Rome · Staylane`);
  });
});
