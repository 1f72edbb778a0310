/** The words the demo data is written with: hotel kinds, room types, review phrases, names. */
import type { RoomLayout } from './scenes/room-scene.js';

export const HOTEL_KINDS = [
  { word: 'Hotel', category: 'Hotel' },
  { word: 'Grand Hotel', category: 'Hotel' },
  { word: 'Suites', category: 'Apartment Hotel' },
  { word: 'Resort & Spa', category: 'Resort' },
  { word: 'Boutique Hotel', category: 'Boutique Hotel' },
  { word: 'Inn', category: 'Inn' },
  { word: 'Palace', category: 'Hotel' },
  { word: 'House', category: 'Boutique Hotel' },
] as const;

export const NAME_ADJECTIVES = [
  'Grand',
  'Royal',
  'Golden',
  'Azure',
  'Old Town',
  'Little',
  'Silver',
];

export const HOTEL_TAGS = ['Swimming', 'Parking', 'Helicopter', 'Bar', 'Breakfast', 'Dinner'];
export const SPECIAL_TAGS = ['Recommended', 'Best Price', 'Popular Choice'];

export const DESCRIPTION_OPENINGS = [
  'A {kind} in the heart of {district}, a short walk from the best of {city}.',
  'Set on {street}, this {kind} pairs classic {city} charm with modern comfort.',
  'Wake up in {district} and step straight into the life of {city}.',
  'Our {kind} welcomes travellers to {city} with bright rooms and a warm team.',
];
export const DESCRIPTION_MIDDLES = [
  'Rooms are quiet, light-filled and furnished with local craft.',
  'The rooftop terrace serves cocktails at sunset and coffee at sunrise.',
  'Families love the spacious suites; couples love the late breakfast.',
  'Guests get free bicycles to explore the neighbourhood at their own pace.',
  'The restaurant cooks with produce from the morning market.',
];
export const DESCRIPTION_CLOSINGS = [
  'Public transport stops at the door, and the front desk never sleeps.',
  'Ask the concierge for tables at the places locals keep to themselves.',
  'Check-in is quick, and the welcome drink is on us.',
  'A good base for business and pleasure alike.',
];

export interface RoomType {
  name: string;
  /** Its price over the hotel's base price. */
  factor: number;
  bed: string;
  /** How its picture is furnished (scenes/room-scene.ts). */
  layout: RoomLayout;
  /** How many guests it sleeps, as its beds say. */
  maxGuests: number;
}

export const ROOM_TYPES: readonly RoomType[] = [
  { name: 'Standard Double', factor: 1, bed: 'double', layout: 'double', maxGuests: 2 },
  { name: 'Superior Twin', factor: 1.15, bed: 'twin', layout: 'twin', maxGuests: 2 },
  { name: 'Garden Studio', factor: 1.25, bed: 'queen-size', layout: 'double', maxGuests: 2 },
  { name: 'Deluxe King', factor: 1.4, bed: 'king-size', layout: 'double', maxGuests: 2 },
  { name: 'Junior Suite', factor: 1.7, bed: 'queen-size', layout: 'suite', maxGuests: 3 },
  {
    name: 'Family Suite',
    factor: 1.9,
    bed: 'king-size and a bunk',
    layout: 'family',
    maxGuests: 4,
  },
  { name: 'Executive Suite', factor: 2.3, bed: 'king-size', layout: 'suite', maxGuests: 2 },
  { name: 'Penthouse', factor: 3.2, bed: 'king-size', layout: 'loft', maxGuests: 3 },
];

export const AMENITIES = [
  'Wi-Fi',
  'Air-conditioning',
  'Minibar',
  'Safe',
  'Television',
  'Kettle',
  'Bathtub',
  'Rain-shower',
  'Balcony',
  'Desk',
  'Hairdryer',
  'Espresso-machine',
];
export const INCLUSIONS = [
  'Breakfast',
  'Parking',
  'Late-checkout',
  'Airport-transfer',
  'Spa-access',
  'Welcome-drink',
  'Free-cancellation',
  'Dinner',
];

export const ROOM_ABOUT = [
  'A calm {size} m² room with a {bed} bed, blackout curtains and a view over {district}.',
  'Light and airy, {size} m², with a {bed} bed, a reading corner and a walk-in shower.',
  'Our {name}: {size} m² of space, a {bed} bed and a sofa that opens for a third guest.',
  '{size} m² with a {bed} bed, a work desk and windows that open onto the street life.',
];

export const FIRST_NAMES = [
  'Amelia',
  'Lucas',
  'Sofia',
  'Hiroshi',
  'Mateo',
  'Chloé',
  'Liam',
  'Giulia',
  'Noah',
  'Inês',
  'Yuki',
  'Olivia',
  'Diego',
  'Emma',
  'João',
  'Priya',
  'Marco',
  'Léa',
  'Ethan',
  'Camila',
];
export const LAST_INITIALS = ['A.', 'B.', 'C.', 'D.', 'F.', 'G.', 'K.', 'M.', 'R.', 'S.', 'T.'];

/** Review sentences by the rating they fit (index 0 is a one-star review). */
export const REVIEW_SENTENCES: string[][] = [
  [
    'The room was not cleaned during our stay.',
    'Noise from the street kept us up every night.',
    'Check-in took over an hour and nobody apologised.',
    'The photos are much nicer than the real thing.',
  ],
  [
    'The location is fine but the room felt tired.',
    'Breakfast was cold and the coffee was worse.',
    'The air conditioning rattled all night long.',
    'Staff were polite but could not fix the shower.',
  ],
  [
    'A decent stay for the price.',
    'The bed was comfortable, the bathroom small.',
    'Good location, average service.',
    'Nothing special, nothing wrong either.',
  ],
  [
    'Very friendly staff and a spotless room.',
    'Great breakfast with lots of fresh fruit.',
    'Quiet at night even though it is central.',
    'We would happily stay here again.',
  ],
  [
    'Absolutely wonderful, from the welcome to the goodbye.',
    'The view from our balcony was unforgettable.',
    'The team remembered our names and our coffee orders.',
    'Best hotel of our whole trip, by far.',
    'Every detail was thought through, down to the pillows.',
  ],
];

/** Openings that make a review long, whatever its rating. */
export const REVIEW_CONTEXTS = [
  'We stayed four nights in spring with our two children and a lot of luggage.',
  'I was in town for a conference and needed somewhere close to the centre.',
  'This was our anniversary weekend, booked at the last minute after a cancellation.',
  'Second visit here after a lovely first stay last year, so expectations were high.',
];
