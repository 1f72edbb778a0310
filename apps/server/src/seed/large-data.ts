/**
 * A large data set for benchmarks: thousands of hotels with rooms, reviews and booked nights,
 * generated inside the database with `insert … select generate_series` so that 10 000 hotels
 * take seconds, not minutes. Adds to whatever is there (the demo data included). Values are
 * arithmetic on the row number: varied enough for search and filters, cheap to compute.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { ImageStore } from '../storage/storage.js';
import { storeDemoImages } from './demo-images.js';
import { DEMO_CITIES } from './demo-places.js';
import { HOTEL_TAGS, ROOM_TYPES } from './demo-texts.js';
import { hotelSearchKey } from '@staylane/domain';

export interface LargeDataCounts {
  hotels: number;
  rooms: number;
  reviews: number;
  roomNights: number;
}

const intArray = (values: readonly number[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  )}]::int[]`;

/** Booked nights per room, from tomorrow on. */
const NIGHTS_PER_ROOM = 4;

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;

const cityTable = () =>
  sql`(values ${sql.join(
    DEMO_CITIES.map(
      (c, i) =>
        sql`(${i}::int, ${c.city}::text, ${c.state}::text, ${c.country}::text, ${c.dialCode}::text, ${c.lat}::float8, ${c.lng}::float8, ${hotelSearchKey(c)}::text)`,
    ),
    sql`, `,
  )}) as c(idx, city, state, country, dial, lat, lng, search_key)`;

async function scalar(db: Pick<Database, 'execute'>, query: SQL): Promise<number> {
  const result = await db.execute(query);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return Number(Object.values(row)[0] ?? 0);
}

export async function fillLargeData(
  db: Database,
  images: ImageStore,
  options: { hotels: number },
): Promise<LargeDataCounts> {
  const stored = await storeDemoImages(images);
  const fronts = [...stored.fronts.seaside, ...stored.fronts.inland];
  const roomImages = Object.values(stored.rooms).flat();
  const n = Math.max(0, Math.floor(options.hotels));
  const cityCount = DEMO_CITIES.length;
  return db.transaction(async (tx) => {
    const before = await scalar(tx, sql`select coalesce(max(id), 0) from hotels`);
    const beforeRoom = await scalar(tx, sql`select coalesce(max(id), 0) from rooms`);
    await tx.execute(sql`
      insert into hotels (name, hotel_code, website, phone_number, country_code, email,
        description, front_img, gallery, tags, special_tags, popularity, trending, date_added,
        location, category, lat, lng, place, city, state, country, search_key,
        sn_facebook, sn_instagram, sn_twitter, sn_pinterest, check_in_hour, check_out_hour)
      select
        (${textArray(['Grand', 'Royal', 'Golden', 'Azure', 'Harbour', 'Garden', 'Silver'])})[1 + g % 7]
          || ' ' || c.city || ' ' || (${textArray(['Hotel', 'Suites', 'Inn', 'Resort'])})[1 + (g / 7) % 4]
          || ' ' || (${before} + g),
        'BULK-' || (${before} + g),
        'https://www.hotel' || (${before} + g) || '.example',
        '+' || c.dial || ' 555 ' || lpad((g % 10000)::text, 4, '0'),
        c.dial,
        'stay@hotel' || (${before} + g) || '.example',
        'A comfortable place to stay in ' || c.city || ', close to the sights, with friendly staff, '
          || 'quiet rooms and a generous breakfast served until late every morning.',
        (${textArray(fronts)})[1 + g % ${fronts.length}],
        array[(${textArray(fronts)})[1 + g % ${fronts.length}],
              (${textArray(fronts)})[1 + (g + 1) % ${fronts.length}],
              (${textArray(roomImages)})[1 + g % ${roomImages.length}]],
        array[(${textArray(HOTEL_TAGS)})[1 + g % 6], (${textArray(HOTEL_TAGS)})[1 + (g + 2) % 6]],
        (${textArray(['NoTag', 'NoTag', 'Recommended', 'Best Price'])})[1 + g % 4],
        (g * 37) % 101,
        (g * 53) % 101,
        now() - ((g * 7919) % 730) * interval '1 day',
        (1 + g % 200) || ' Main Street',
        'Hotel',
        c.lat + ((g % 100) - 50) * 0.0004,
        c.lng + (((g / 100) % 100) - 50) * 0.0005,
        'Centre',
        c.city, c.state, c.country, c.search_key,
        'https://www.facebook.com/hotel' || (${before} + g),
        'https://www.instagram.com/hotel' || (${before} + g),
        'https://x.com/hotel' || (${before} + g),
        'https://www.pinterest.com/hotel' || (${before} + g),
        14 + g % 3,
        10 + g % 3
      from generate_series(1, ${n}::int) as g
      join ${cityTable()} on c.idx = g % ${cityCount}
      order by g`);
    // Four to six rooms per hotel: about five on average.
    await tx.execute(sql`
      insert into rooms (hotel_id, position, name, img, price_cents, discount_basis_points, about,
        facility, amenities, inclusions, units, available, max_guests, created_at)
      select h.id, p - 1,
        (${textArray(ROOM_TYPES.map((type) => type.name))})[p],
        (${textArray(roomImages)})[1 + (h.id + p) % ${roomImages.length}],
        (50 + (h.id * 31 + p * 17) % 250) * 100 - ((h.id + p) % 3 = 0)::int,
        ((h.id + p) % 7) * 500,
        'A bright room with a comfortable bed, a desk and a walk-in shower.',
        'Floors 00 - 10',
        array['Wi-Fi', 'Minibar', 'Safe'],
        array['Breakfast', 'Parking'],
        1 + (h.id * 7 + p) % 8,
        true,
        -- As the type's beds say: only the sixth room of a hotel (a third have one) sleeps 4.
        (${intArray(ROOM_TYPES.map((type) => type.maxGuests))})[p],
        -- Added with their hotel, so the occupancy report counts them from its first day.
        h.date_added
      from hotels h cross join lateral generate_series(1, 4 + h.id % 3) as p
      where h.id > ${before}
      order by h.id, p`);
    await tx.execute(sql`
      insert into reviews (hotel_id, user_name, rating, body, date)
      select h.id,
        (${textArray(['Amelia R.', 'Lucas M.', 'Sofia K.', 'Hiroshi T.', 'Mateo G.', 'Emma S.'])})[1 + (h.id + r) % 6],
        2 + (h.id * 13 + r * 7) % 4,
        (${textArray([
          'Great location and friendly staff.',
          'Clean room, quiet nights, good breakfast. We would happily come back next year with the whole family, and we already recommended it to friends.',
          'Fine for a short stay.',
        ])})[1 + (h.id + r) % 3],
        now() - ((h.id * 13 + r * 101) % 700) * interval '1 day'
      from hotels h cross join lateral generate_series(1, 3 + h.id % 5) as r
      where h.id > ${before}
      order by h.id, r`);
    await tx.execute(sql`
      update hotels h set star_rating = s.average, review_count = s.total
      from (select hotel_id, round(avg(rating), 1)::real as average, count(*)::int as total
            from reviews where hotel_id > ${before} group by hotel_id) s
      where h.id = s.hotel_id`);
    // Never more booked than the room has units: the CHECK on room_nights guards it too.
    await tx.execute(sql`
      insert into room_nights (room_id, night, units, booked)
      select r.id, current_date + 1 + (r.id % 60) + d, r.units, 1 + (r.id + d) % r.units
      from rooms r cross join generate_series(0, ${NIGHTS_PER_ROOM - 1}::int) as d
      where r.id > ${beforeRoom}`);
    return {
      hotels: await scalar(tx, sql`select count(*) from hotels where id > ${before}`),
      rooms: await scalar(tx, sql`select count(*) from rooms where id > ${beforeRoom}`),
      reviews: await scalar(tx, sql`select count(*) from reviews where hotel_id > ${before}`),
      roomNights: await scalar(
        tx,
        sql`select count(*) from room_nights where room_id > ${beforeRoom}`,
      ),
    };
  });
}
