import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.js';
import type { DemoImages } from './demo-images.js';
import { DEMO_CITIES } from './demo-places.js';
import { DEMO_ANCHOR } from './seed.js';

// Names stand in for stored addresses: which picture goes where is what is checked.
const images: DemoImages = {
  fronts: {
    seaside: Array.from({ length: 12 }, (_, i) => `/uploads/sea-${i}`),
    inland: Array.from({ length: 18 }, (_, i) => `/uploads/land-${i}`),
  },
  rooms: Array.from({ length: 15 }, (_, i) => `/uploads/room-${i}`),
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

  it('gives a hotel distinct room pictures, and shows its front and rooms in its gallery', () => {
    for (const entry of hotels) {
      const roomImages = entry.rooms.map((room) => room.img);
      expect(new Set(roomImages).size).toBe(roomImages.length);
      expect(entry.hotel.gallery).toEqual([entry.hotel.frontImg, ...roomImages.slice(0, 3)]);
    }
  });
});
