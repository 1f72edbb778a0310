/**
 * schema.org JSON-LD for the pages the server renders (decision 025): the hotel page
 * is a `Hotel` with its address, coordinates, rating and from-price offer; the list is an
 * `ItemList` of the hotels it shows. Only what the page shows anyway: no e-mail, no phone, no
 * reviewer's name. Written into the page by jsonLdScript, which escapes it for HTML.
 */
import { centsToDollars, type HotelWire } from '@staylane/domain';

export interface HotelRating {
  /** The average of the published reviews, 1 to 5. */
  ratingValue: number;
  reviewCount: number;
}

/**
 * The hotel's rating from its published reviews (decision 024), never the figures an admin
 * typed in: a search engine shows it as what guests said. Undefined without published reviews:
 * an aggregate of nothing is not a rating.
 */
export function hotelRating(hotel: Pick<HotelWire, 'PublishedReviews'>): HotelRating | undefined {
  const published = hotel.PublishedReviews;
  if (!published || published.ReviewCount <= 0) return undefined;
  return { ratingValue: published.RatingValue, reviewCount: published.ReviewCount };
}

/** `address` resolved against the site (images are stored as /uploads/… paths). */
const absolute = (address: string, siteUrl: string) => new URL(address, siteUrl).href;

/**
 * The hotel page's `Hotel`; `pageUrl` is the page's canonical address; `fromPrice` the page's
 * one "from" price per night in cents (decision 046), no offer without one.
 */
export function hotelStructuredData(
  hotel: HotelWire,
  pageUrl: string,
  siteUrl: string,
  fromPrice?: number,
) {
  const rating = hotelRating(hotel);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.HotelName,
    description: hotel.HotelDescription,
    url: pageUrl,
    ...(hotel.FrontImg && { image: absolute(hotel.FrontImg, siteUrl) }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.loc_Place,
      addressLocality: hotel.loc_City,
      addressRegion: hotel.loc_State,
      addressCountry: hotel.loc_Country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.loc_Lat, longitude: hotel.loc_Lng },
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.ratingValue,
        reviewCount: rating.reviewCount,
        bestRating: 5,
        // A review's rating runs from 1 to 5 (decision 024).
        worstRating: 1,
      },
    }),
    // The page's "from $X / night": the stay's cheapest bookable plan, per night, in dollars.
    ...(fromPrice !== undefined && {
      makesOffer: {
        '@type': 'Offer',
        url: pageUrl,
        price: centsToDollars(fromPrice),
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: centsToDollars(fromPrice),
          priceCurrency: 'USD',
          unitText: 'night',
        },
      },
    }),
  };
}

/** The list page's `ItemList`: the hotels it shows, in order, each by name and page. */
export function hotelListStructuredData(
  hotels: HotelWire[],
  hotelUrl: (hotel: HotelWire) => string,
  firstPosition = 1,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: hotels.length,
    itemListElement: hotels.map((hotel, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: hotel.HotelName,
      url: hotelUrl(hotel),
    })),
  };
}

/**
 * `value` as a JSON-LD script element. Inside <script> the HTML parser ends the element at
 * the first `</script`, whatever the JSON says, so `<`, `>` and `&` are written as JSON
 * escapes (\u003c…), which JSON.parse reads back unchanged; U+2028 and U+2029 too, which some
 * JavaScript parsers took for line ends.
 */
export function jsonLdScript(value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
