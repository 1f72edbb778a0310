import { describe, expect, it } from 'vitest';
import { hotelFacilities } from './facilities';

const rooms = (...facilities: string[]) =>
  facilities.map((Facility) => ({ Facility })) as Parameters<typeof hotelFacilities>[0]['Rooms'];

describe('hotelFacilities', () => {
  it('lists the floors once for all the rooms instead of one "Floors" line per room', () => {
    const facilities = hotelFacilities({
      Tags: 'Bar-/-Parking',
      Rooms: rooms('Floors 05 - 17', 'Floors 05 - 17', 'Floors 03 - 12'),
    });
    expect(facilities).toEqual(['Bar', 'Parking', 'Rooms on floors 3 to 17']);
  });

  it('says the tags in words a guest reads', () => {
    expect(hotelFacilities({ Tags: 'Swimming-/-Helicopter-/-Dinner', Rooms: [] })).toEqual([
      'Swimming pool',
      'Helicopter pad',
      'Restaurant for dinner',
    ]);
  });

  it('names the ground floor and a single floor', () => {
    expect(hotelFacilities({ Tags: '', Rooms: rooms('Floors 00 - 20') })).toEqual([
      'Rooms from the ground floor to floor 20',
    ]);
    expect(hotelFacilities({ Tags: '', Rooms: rooms('Floors 04 - 04') })).toEqual([
      'Rooms on floor 4',
    ]);
  });

  it('keeps other facility lines as written, each once whatever the case', () => {
    expect(
      hotelFacilities({ Tags: 'rooftop terrace', Rooms: rooms('Rooftop terrace', 'Gym', 'gym') }),
    ).toEqual(['Rooftop terrace', 'Gym']);
  });

  it('reads a facility of several items joined by the separator as one line each', () => {
    expect(
      hotelFacilities({ Tags: '', Rooms: rooms('Floors 01 - 04-/-Lift-/-Gym', 'Floor 05') }),
    ).toEqual(['Rooms on floors 1 to 4', 'Lift', 'Gym', 'Floor 05']);
  });
});
