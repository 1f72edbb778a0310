/**
 * A hotel file as the spec's own client writes it (decision 030): every list an array of
 * texts (tags, sometimes the same one twice; gallery; room amenities, inclusions, about and
 * facility; policies), coordinates and figures as its form's text, ratings with one decimal,
 * rooms without Units or MaxGuests, and HotelId sometimes null or missing. Deterministic.
 */
import { TAG_CHOICES } from '@staylane/domain';
import type { WildRecord } from './catalogue-in-the-wild.js';

const CITIES = [
  { city: 'Rome', state: 'Lazio', country: 'Italy', lat: 41.9028, lng: 12.4964 },
  { city: 'Lima', state: 'Lima', country: 'Peru', lat: -12.0464, lng: -77.0428 },
  { city: 'Oslo', state: 'Oslo', country: 'Norway', lat: 59.9139, lng: 10.7522 },
  { city: 'Kyoto', state: 'Kyoto', country: 'Japan', lat: 35.0116, lng: 135.7681 },
  {
    city: 'Cape Town',
    state: 'Western Cape',
    country: 'South Africa',
    lat: -33.9249,
    lng: 18.4241,
  },
];
const AMENITIES = ['Wifi', 'Air conditioning', 'Minibar', 'Desk', 'Bathtub', 'Balcony'];
const INCLUSIONS = ['Breakfast', 'Parking', 'Late check-out', 'Airport transfer'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

function hotelCode(n: number): { HotelId?: string | null } {
  if (n % 25 === 0) return {};
  if (n % 10 === 0) return { HotelId: null };
  return { HotelId: `SPEC-${String(n).padStart(4, '0')}` };
}

function specClientHotel(n: number): WildRecord {
  const place = pick(CITIES, n);
  const roomCount = 1 + (n % 3);
  return {
    id: n,
    HotelName: `Spec Hotel ${n}`,
    ...hotelCode(n),
    Website: `https://spec-hotel-${n}.com`,
    PhoneNumber: String(5_550_000_000 + n),
    CountryCode: String(10 + (n % 80)),
    Email: `desk${n}@spec-hotel.com`,
    HotelDescription: `Hotel number ${n} in ${place.city}, written by the spec's client.`,
    FrontImg: 'front.png',
    Gallery: ['gallery.png', 'room.jpg'].slice(0, 1 + (n % 2)),
    // Every seventh hotel names its tag twice, as the spec's two selectors allow.
    Tags:
      n % 7 === 0
        ? [pick(TAG_CHOICES, n), pick(TAG_CHOICES, n)]
        : [pick(TAG_CHOICES, n), pick(TAG_CHOICES, n + 1)],
    SpecialTags: n % 4 === 0 ? 'Recommended' : 'NoTag',
    StarRating: (n % 51) / 10,
    ReviewNumber: n % 90,
    PopularityNumber: String(n % 101),
    TrendingNumber: String(n % 40),
    DateAdded: new Date(Date.UTC(2023, 0, 1) + n * 86_400_000).toISOString(),
    location: place.city,
    category: 'Hotel',
    loc_Lat: (place.lat + (n % 100) / 1000).toFixed(4),
    loc_Lng: (place.lng - (n % 100) / 1000).toFixed(4),
    loc_Place: `Street ${n}`,
    loc_City: place.city,
    loc_State: place.state,
    loc_Country: place.country,
    SN_Facebook: `https://facebook.com/spec${n}`,
    SN_Instagram: `https://instagram.com/spec${n}`,
    SN_Twitter: `https://twitter.com/spec${n}`,
    SN_Pinterest: `https://pinterest.com/spec${n}`,
    Policies: [`Check-in from ${14 + (n % 3)}:00`, 'No smoking'],
    Rooms: Array.from({ length: roomCount }, (_, r) => ({
      Available: true,
      RoomImg: 'room.jpg',
      RoomName: `Room type ${r + 1}`,
      OriginalPricePerNight: String(60 + ((n * 7 + r * 13) % 300)),
      Discount: String((n + r) % 30),
      About: [`Room ${r + 1} of hotel ${n}`, 'Quiet'],
      Facility: [`Floors 0${r} - 1${r}`],
      Amenities: [pick(AMENITIES, n + r), pick(AMENITIES, n + r + 1)],
      Inclusions: [pick(INCLUSIONS, n + r)],
    })),
    Reviews: [],
  };
}

/** `count` hotels in the spec client's shapes. */
export function specClientCatalogue(count: number): WildRecord[] {
  return Array.from({ length: count }, (_, index) => specClientHotel(index + 1));
}
