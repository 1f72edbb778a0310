/**
 * The demo data set (design §2), computed from a fixed seed: the same anchor date and images
 * always give the same hotels, rooms, reviews and accounts, in the same order. Dates are
 * offsets back from the anchor, so "Latest" (added within 365 days) picks about half.
 */
import {
  COUPON_EXTRA_PERCENT,
  type CancellationPenalty,
  foldForSearch,
  hotelSearchKey,
  ROLE_ADMIN,
  ROLE_USER,
} from '@staylane/domain';
import type { coupons, hotels, reviews, rooms, users } from '../db/schema.js';
import type { DemoImages } from './demo-images.js';
import type { RoomLayout } from './scenes/room-scene.js';
import { DEMO_CITIES, type DemoCity } from './demo-places.js';
import {
  AMENITIES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_MIDDLES,
  DESCRIPTION_OPENINGS,
  FIRST_NAMES,
  HOTEL_KINDS,
  HOTEL_TAGS,
  INCLUSIONS,
  LAST_INITIALS,
  NAME_ADJECTIVES,
  REVIEW_CONTEXTS,
  REVIEW_SENTENCES,
  ROOM_ABOUT,
  ROOM_TYPES,
  SPECIAL_TAGS,
} from './demo-texts.js';
import { createRandom, type Random } from './random.js';

export type HotelRow = Omit<typeof hotels.$inferInsert, 'id'>;
export type RoomRow = Omit<typeof rooms.$inferInsert, 'id' | 'hotelId'>;
export type ReviewRow = Omit<typeof reviews.$inferInsert, 'id' | 'hotelId'>;
export type UserRow = Omit<typeof users.$inferInsert, 'id' | 'passwordHash'> & { password: string };

export interface DemoHotel {
  hotel: HotelRow;
  rooms: RoomRow[];
  reviews: ReviewRow[];
}

export interface DemoData {
  users: UserRow[];
  hotels: DemoHotel[];
  coupons: (typeof coupons.$inferInsert)[];
}

export const DEMO_SEED = 20_260_101;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@staylane.test', password: 'Admin123!', fullName: 'Ada Admin' },
  guest: { email: 'guest@staylane.test', password: 'Guest123!', fullName: 'Gus Guest' },
} as const;

export const DEMO_COUPON = { code: 'STAYLANE15', percent: COUPON_EXTRA_PERCENT } as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A moment `maxDays` or fewer days before the anchor, to the second. */
const daysBefore = (random: Random, anchor: Date, minDays: number, maxDays: number) =>
  new Date(anchor.getTime() - random.int(minDays, maxDays) * DAY_MS - random.int(0, 86_399) * 1000);

function demoUsers(anchor: Date): UserRow[] {
  const { admin, guest } = DEMO_ACCOUNTS;
  // Fixed creation times: defaultNow() would make two seeds differ.
  const createdAt = new Date(anchor.getTime() - 730 * DAY_MS);
  return [
    {
      ...admin,
      createdAt,
      role: ROLE_ADMIN,
      gender: 'Femenino',
      phoneNumber: '2125550100',
      streetAddress: '350 Fifth Avenue',
      zipCode: '10118',
      city: 'New York',
    },
    {
      ...guest,
      createdAt,
      role: ROLE_USER,
      gender: 'Masculino',
      phoneNumber: '6001234567',
      streetAddress: 'Calle Mayor 12',
      city: 'Madrid',
      zipCode: '28013',
    },
  ];
}

function hotelName(random: Random, city: DemoCity, taken: Set<string>) {
  for (;;) {
    const kind = random.pick(HOTEL_KINDS);
    const word = random.pick(city.nameWords);
    const name = random.chance(0.3)
      ? `${random.pick(NAME_ADJECTIVES)} ${word} ${kind.word}`
      : `${word} ${kind.word}`;
    if (!taken.has(name)) {
      taken.add(name);
      return { name, kind };
    }
  }
}

function demoReviews(random: Random, anchor: Date, quality: number): ReviewRow[] {
  return Array.from({ length: random.int(3, 10) }, () => {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2.4)));
    const sentences = REVIEW_SENTENCES[rating - 1]!;
    // One review in four is long, so that the 180-character cut shows.
    const long = random.chance(0.25);
    const body = random.sample(sentences, long ? random.int(3, 4) : random.int(1, 2));
    return {
      userName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_INITIALS)}`,
      rating,
      body: (long ? [random.pick(REVIEW_CONTEXTS), ...body] : body).join(' '),
      date: daysBefore(random, anchor, 1, 729),
    };
  });
}

/**
 * Hands out the pictures in turn, fronts by the sea and inland apart: with at least nine in
 * each pool, any nine hotels in a row (a list page in id order) show nine different fronts.
 * A room gets the next picture furnished as its type is (a twin room shows twin beds), so a
 * hotel's three kinds of double show three different doubles.
 */
function pictureDealer(images: DemoImages) {
  const turns = new Map<string, number>();
  const next = (pool: string, list: string[]) => {
    const turn = turns.get(pool) ?? 0;
    turns.set(pool, turn + 1);
    return list[turn % list.length]!;
  };
  return {
    front: (seaside: boolean) =>
      seaside ? next('seaside', images.fronts.seaside) : next('inland', images.fronts.inland),
    room: (layout: RoomLayout) => next(layout, images.rooms[layout]),
  };
}
type PictureDealer = ReturnType<typeof pictureDealer>;

/**
 * The demo hotels' cancellation policies, a mix. Taken from the hotel's number, not
 * from the random sequence: a new draw would change every hotel drawn after it.
 */
const DEMO_POLICIES = [
  { freeCancellationDays: 1, cancellationPenalty: 'FirstNight' },
  { freeCancellationDays: 3, cancellationPenalty: 'WholeStay' },
  { freeCancellationDays: 0, cancellationPenalty: 'FirstNight' },
  { freeCancellationDays: 7, cancellationPenalty: 'None' },
  { freeCancellationDays: 2, cancellationPenalty: 'FirstNight' },
  { freeCancellationDays: 14, cancellationPenalty: 'WholeStay' },
] as const satisfies { freeCancellationDays: number; cancellationPenalty: CancellationPenalty }[];

/** Every third hotel sells its cheapest room non-refundable, as booking sites do. */
const isNonRefundableRoom = (hotelIndex: number, position: number) =>
  hotelIndex % 3 === 0 && position === 0;

function demoRooms(random: Random, pictures: PictureDealer, basePrice: number, district: string) {
  // Cheapest first: the hotel card shows the first room's price, as a "from" price.
  const types = random.sample(ROOM_TYPES, random.int(3, 6)).sort((a, b) => a.factor - b.factor);
  return types.map((type, position): RoomRow => {
    const dollars = Math.round(basePrice * type.factor);
    const lowFloor = random.int(0, 5);
    return {
      position,
      name: type.name,
      img: pictures.room(type.layout),
      // About a third end in .99, as real price lists do.
      priceCents: dollars * 100 - (random.chance(0.35) ? 1 : 0),
      discountBasisPoints: random.pick([0, 0, 5, 10, 15, 20, 25, 30]) * 100,
      about: fill(random.pick(ROOM_ABOUT), {
        size: Math.round(18 * type.factor + random.int(0, 8)),
        bed: type.bed,
        district,
        name: type.name,
      }),
      facility: `Floors ${String(lowFloor).padStart(2, '0')} - ${String(lowFloor + random.int(3, 15)).padStart(2, '0')}`,
      amenities: random.sample(AMENITIES, random.int(3, 6)),
      inclusions: random.sample(INCLUSIONS, random.int(2, 4)),
      units: random.int(1, 8),
      maxGuests: type.maxGuests,
      available: true,
    };
  });
}

function demoHotel(
  random: Random,
  anchor: Date,
  pictures: PictureDealer,
  city: DemoCity,
  index: number,
  taken: Set<string>,
): DemoHotel {
  const { name, kind } = hotelName(random, city, taken);
  const slug = foldForSearch(name).replace(/[^a-z0-9]/g, '');
  const district = random.pick(city.districts);
  const street = random.pick(city.streets);
  const quality = 2.6 + random.next() * 2.4;
  const reviewRows = demoReviews(random, anchor, quality);
  const average = reviewRows.reduce((sum, review) => sum + review.rating, 0) / reviewRows.length;
  const front = pictures.front(city.seaside);
  const values = { kind: kind.word.toLowerCase(), city: city.city, district, street };
  const hotel: HotelRow = {
    name,
    hotelCode: `SL-${foldForSearch(city.city).slice(0, 3).toUpperCase()}-${String(index).padStart(3, '0')}`,
    website: `https://www.${slug}.test`,
    phoneNumber: `${city.dialCode}${random.int(100, 999)}${random.int(100, 999)}${random.int(1000, 9999)}`,
    countryCode: city.dialCode,
    email: `stay@${slug}.test`,
    description: [
      fill(random.pick(DESCRIPTION_OPENINGS), values),
      ...random.sample(DESCRIPTION_MIDDLES, random.int(1, 2)),
      random.pick(DESCRIPTION_CLOSINGS),
    ].join(' '),
    frontImg: front,
    gallery: [front], // and its rooms', below
    tags: random.sample(HOTEL_TAGS, random.int(2, 4)),
    specialTags: random.chance(0.5) ? 'NoTag' : random.pick(SPECIAL_TAGS),
    starRating: Math.round(average * 10) / 10,
    reviewCount: reviewRows.length,
    popularity: random.int(0, 100),
    trending: random.int(0, 100),
    dateAdded: daysBefore(random, anchor, 0, 729),
    location: `${random.int(1, 220)} ${street}`,
    category: kind.category,
    lat: Number((city.lat + (random.next() - 0.5) * 0.04).toFixed(6)),
    lng: Number((city.lng + (random.next() - 0.5) * 0.05).toFixed(6)),
    place: district,
    city: city.city,
    state: city.state,
    country: city.country,
    searchKey: hotelSearchKey(city),
    snFacebook: `https://www.facebook.com/${slug}`,
    snInstagram: `https://www.instagram.com/${slug}`,
    snTwitter: `https://x.com/${slug}`,
    snPinterest: `https://www.pinterest.com/${slug}`,
    // Sensible hours rather than the spec's random placeholders: in from 14–16, out by 10–12.
    checkInHour: random.int(14, 16),
    checkOutHour: random.int(10, 12),
    ...DEMO_POLICIES[index % DEMO_POLICIES.length]!,
    timeZone: city.timeZone,
  };
  const basePrice = 45 + random.int(0, 60) + Math.round(quality * 20);
  const roomRows = demoRooms(random, pictures, basePrice, district).map((room) => ({
    ...room,
    nonRefundable: isNonRefundableRoom(index, room.position ?? 0),
  }));
  // The gallery: the hotel from outside, then its own rooms.
  hotel.gallery = [front, ...roomRows.slice(0, 3).flatMap((room) => (room.img ? [room.img] : []))];
  return { hotel, rooms: roomRows, reviews: reviewRows };
}

export function buildDemoData(anchor: Date, images: DemoImages): DemoData {
  const random = createRandom(DEMO_SEED);
  // Three to five hotels per city, shuffled so that the first page mixes cities.
  const slots = random.sample(
    DEMO_CITIES.flatMap((city) => Array.from({ length: random.int(3, 5) }, () => city)),
    Number.MAX_SAFE_INTEGER,
  );
  const taken = new Set<string>();
  const pictures = pictureDealer(images);
  return {
    users: demoUsers(anchor),
    hotels: slots.map((city, index) => demoHotel(random, anchor, pictures, city, index + 1, taken)),
    coupons: [{ ...DEMO_COUPON, active: true }],
  };
}
