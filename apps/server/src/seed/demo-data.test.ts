import { isTimeZone } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.js';
import type { DemoImages } from './demo-images.js';
import { DEMO_CITIES } from './demo-places.js';
import { ROOM_TYPES } from './demo-texts.js';
import { ROOM_POOL } from './scenes/demo-scenes.js';
import { ROOM_LAYOUTS } from './scenes/room-scene.js';
import { DEMO_ANCHOR } from './seed.js';

// Names stand in for stored addresses: which picture goes where is what is checked.
const images: DemoImages = {
  fronts: {
    seaside: Array.from({ length: 12 }, (_, i) => `/uploads/sea-${i}`),
    inland: Array.from({ length: 18 }, (_, i) => `/uploads/land-${i}`),
  },
  rooms: Object.fromEntries(
    ROOM_LAYOUTS.map((layout) => [
      layout,
      Array.from({ length: ROOM_POOL[layout] }, (_, i) => `/uploads/${layout}-${i}`),
    ]),
  ) as DemoImages['rooms'],
};

describe('demo pictures in the demo data', () => {
  const { hotels } = buildDemoData(DEMO_ANCHOR, images);

  it('gives any nine hotels in a row (a list page) nine different fronts', () => {
    for (let start = 0; start + 9 <= hotels.length; start++) {
      const fronts = hotels.slice(start, start + 9).map((entry) => entry.hotel.frontImg);
      expect(new Set(fronts).size).toBe(9);
    }
  });

  it('puts hotels of seaside cities by the sea or a pool, and the others inland', () => {
    const seaside = new Set(DEMO_CITIES.filter((city) => city.seaside).map((city) => city.city));
    for (const { hotel } of hotels) {
      expect(hotel.frontImg, hotel.city).toMatch(seaside.has(hotel.city) ? /sea-/ : /land-/);
    }
  });

  it('furnishes a room’s picture as its type says, and gives a hotel’s rooms distinct pictures', () => {
    for (const entry of hotels) {
      const roomImages = entry.rooms.map((room) => room.img);
      expect(new Set(roomImages).size).toBe(roomImages.length);
      for (const room of entry.rooms) {
        const type = ROOM_TYPES.find((candidate) => candidate.name === room.name)!;
        expect(room.img).toMatch(new RegExp(`/${type.layout}-`));
      }
    }
  });

  it('shows a hotel’s front and then its rooms in its gallery', () => {
    for (const entry of hotels) {
      const roomImages = entry.rooms.map((room) => room.img);
      expect(entry.hotel.gallery).toEqual([entry.hotel.frontImg, ...roomImages.slice(0, 3)]);
    }
  });
});

describe('cancellation policies in the demo data', () => {
  const { hotels } = buildDemoData(DEMO_ANCHOR, images);

  it('mixes the penalties, windows and non-refundable rooms', () => {
    const penalties = new Set(hotels.map((entry) => entry.hotel.cancellationPenalty));
    expect(penalties).toEqual(new Set(['FirstNight', 'WholeStay', 'None']));
    const windows = new Set(hotels.map((entry) => entry.hotel.freeCancellationDays));
    expect(windows.has(0)).toBe(true);
    expect(windows.size).toBeGreaterThan(3);
    const rooms = hotels.flatMap((entry) => entry.rooms);
    expect(rooms.some((room) => room.nonRefundable)).toBe(true);
    expect(rooms.some((room) => !room.nonRefundable)).toBe(true);
  });

  it('sets each hotel in its city’s real time zone', () => {
    for (const { hotel } of hotels) {
      expect(isTimeZone(hotel.timeZone), hotel.city).toBe(true);
      expect(hotel.timeZone, hotel.city).not.toBe('UTC');
    }
    const newYork = hotels.find((entry) => entry.hotel.city === 'New York');
    expect(newYork?.hotel.timeZone).toBe('America/New_York');
  });

  it('draws the same hotels as before: the policy takes no random draw', () => {
    // Pinned from the data set before policies existed: names depend on every earlier draw.
    expect(hotels.slice(0, 3).map((entry) => entry.hotel.name)).toEqual([
      'Trastevere Suites',
      'Fourvière House',
      'Golden Gate Inn',
    ]);
  });
});
