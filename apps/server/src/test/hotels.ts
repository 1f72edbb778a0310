/**
 * Test fixture: hotel payloads as the admin form sends them, and hotels created through
 * POST /api/hotels by an administrator.
 */
import type { HotelPayloadInput, RoomPayloadInput } from '@staylane/domain';
import type { FastifyInstance } from 'fastify';

export function roomPayload(overrides: Partial<RoomPayloadInput> = {}): RoomPayloadInput {
  return {
    Available: true,
    RoomImg: '/uploads/room.jpg',
    RoomName: 'Double Room',
    OriginalPricePerNight: 120,
    Discount: 10,
    About: 'A quiet room over the garden',
    Facility: 'Floors 00 - 20',
    Amenities: 'Wifi-/-Desk',
    Inclusions: 'Breakfast-/-Parking',
    Units: 2,
    ...overrides,
  };
}

export function hotelPayload(overrides: Partial<HotelPayloadInput> = {}): HotelPayloadInput {
  return {
    HotelName: 'Hotel Aurora',
    HotelId: 'AUR-1',
    Website: 'https://aurora.example.com',
    PhoneNumber: '5551234567',
    CountryCode: '57',
    Email: 'stay@aurora.example.com',
    HotelDescription: 'A small hotel near the old town',
    FrontImg: '/uploads/front.jpg',
    Gallery: '/uploads/a.jpg-//-/uploads/b.jpg',
    Tags: 'Swimming-/-Bar',
    SpecialTags: 'Recommended',
    PopularityNumber: 50,
    TrendingNumber: 50,
    location: 'Old town',
    category: 'Hotel',
    loc_Lat: 4.6,
    loc_Lng: -74.08,
    loc_Place: 'Calle 10 # 5-20',
    loc_City: 'Bogotá',
    loc_State: 'Cundinamarca',
    loc_Country: 'Colombia',
    SN_Facebook: 'fb/aurora',
    SN_Instagram: 'ig/aurora',
    SN_Twitter: 'tw/aurora',
    SN_Pinterest: 'pin/aurora',
    CheckInHour: 15,
    CheckOutHour: 11,
    Rooms: { create: [roomPayload()] },
    ...overrides,
  };
}

/** Creates a hotel through the API; answers its wire form (with room ids). */
export async function createHotel(
  app: FastifyInstance,
  adminHeaders: { authorization: string },
  overrides: Partial<HotelPayloadInput> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/hotels',
    headers: adminHeaders,
    payload: hotelPayload(overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`hotel not created: ${response.statusCode} ${response.body}`);
  }
  return response.json().data as { id: string; Rooms: { id: string }[] } & Record<string, unknown>;
}
