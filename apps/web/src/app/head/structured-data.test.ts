import { describe, expect, it } from 'vitest';
import { aHotel, aRoom } from '@/test/fixtures';
import {
  hotelListStructuredData,
  hotelRating,
  hotelStructuredData,
  jsonLdScript,
} from './structured-data';

const site = 'https://stay.example/';
const page = 'https://stay.example/hotel-single/htlnfo?id=1';

/** The JSON inside a script element as a browser's HTML parser would cut it. */
function scriptJson(html: string): unknown {
  const element = document.createElement('div');
  element.innerHTML = html;
  expect(element.children).toHaveLength(1);
  return JSON.parse(element.querySelector('script')!.textContent!);
}

describe('a hotel page’s structured data', () => {
  it('is a Hotel with its address, coordinates, rating and from-price offer in USD', () => {
    const hotel = aHotel({
      Rooms: [
        aRoom({ OriginalPricePerNight: 200, Discount: 10 }),
        aRoom({ id: '12', OriginalPricePerNight: 150.5, Discount: 0 }),
      ],
    });
    expect(hotelStructuredData(hotel, page, site, 15_050)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Trastevere Suites',
      description: 'A quiet hotel in the heart of Rome.',
      url: page,
      image: 'https://stay.example/uploads/front.jpg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Monti',
        addressLocality: 'Rome',
        addressRegion: 'Lazio',
        addressCountry: 'Italy',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.9, longitude: 12.5 },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 8,
        bestRating: 5,
        worstRating: 1,
      },
      makesOffer: {
        '@type': 'Offer',
        url: page,
        // The page's one "from" price per night, as the server gave it (decision 046).
        price: 150.5,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 150.5,
          priceCurrency: 'USD',
          unitText: 'night',
        },
      },
    });
  });

  it('writes the page’s from price in dollars, and no offer without one', () => {
    expect(hotelStructuredData(aHotel(), page, site, 8_799).makesOffer?.price).toBe(87.99);
    expect(hotelStructuredData(aHotel(), page, site).makesOffer).toBeUndefined();
  });

  it('carries no personal data and no contact details', () => {
    const json = JSON.stringify(hotelStructuredData(aHotel(), page, site));
    for (const secret of ['stay@trastevere.example', '+39 391 845 6170', 'SL-ROM-001']) {
      expect(json).not.toContain(secret);
    }
  });

  it('leaves out the rating of a hotel without reviews, and the offer of one without rooms', () => {
    const data = hotelStructuredData(aHotel({ PublishedReviews: null, Rooms: [] }), page, site);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('makesOffer');
  });

  it('rates a hotel by its published reviews, not the figures an admin stored', () => {
    const hotel = aHotel({
      StarRating: 4.9,
      ReviewNumber: 900,
      PublishedReviews: { RatingValue: 3.2, ReviewCount: 5 },
    });
    expect(hotelRating(hotel)).toEqual({ ratingValue: 3.2, reviewCount: 5 });
    expect(hotelStructuredData(hotel, page, site).aggregateRating).toMatchObject({
      ratingValue: 3.2,
      reviewCount: 5,
    });
  });
});

describe('the list’s structured data', () => {
  it('is an ItemList of the hotels shown, in order', () => {
    const hotels = [aHotel(), aHotel({ id: '2', HotelName: 'Monti Rooms' })];
    expect(hotelListStructuredData(hotels, (hotel) => `${site}h/${hotel.id}`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Trastevere Suites', url: `${site}h/1` },
        { '@type': 'ListItem', position: 2, name: 'Monti Rooms', url: `${site}h/2` },
      ],
    });
  });
});

describe('the JSON-LD script element', () => {
  it('keeps a name that closes the script element inside it, and parses back unchanged', () => {
    const name = '</script><script>alert(1)</script> & <!-- \u2028\u2029';
    const html = jsonLdScript({ name });
    const open = '<script type="application/ld+json">';
    expect(html.startsWith(open) && html.endsWith('</script>')).toBe(true);
    // Between the tags, none of the characters that could end the element or the line.
    expect(html.slice(open.length, -'</script>'.length)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(html).toContain('\\u0026 \\u003c!-- \\u2028\\u2029');
    expect(scriptJson(html)).toEqual({ name });
  });
});
