/** Hotels made through the API for tests that start from an existing hotel. */
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, tokenFor } from './accounts';
import { pngFile } from './png';

async function upload(request: APIRequestContext, token: string, count: number) {
  const multipart = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `file ${index}`,
      pngFile(`api-${index}.png`, [40 + index * 50, 120, 200 - index * 40]),
    ]),
  );
  const answer = await request.post('/test-formdata', {
    headers: { Authorization: `Bearer ${token}` },
    multipart,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const stored = (await answer.json()) as Record<string, string>;
  return Array.from({ length: count }, (_, index) => stored[`file ${index}`]!);
}

/** A hotel whose every field passes the wizard's rules, with real stored images. */
export async function createHotelThroughApi(
  request: APIRequestContext,
  name: string,
  /** The only room's fields beyond the defaults (its `Discount`, say). */
  roomFields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const token = await tokenFor(request, ADMIN);
  const [front, first, second, room] = await upload(request, token, 4);
  const answer = await request.post('/api/hotels', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      HotelName: name,
      Website: 'www.api-made.example.com',
      PhoneNumber: '6015550199',
      Email: 'stay@apimade.com',
      HotelDescription: 'Made through the API by the admin tests.',
      FrontImg: front,
      Gallery: `${first}-//-${second}`,
      Tags: 'Bar-/-Dinner',
      PopularityNumber: 50,
      TrendingNumber: 5,
      loc_Lat: 59.9,
      loc_Lng: 10.7,
      loc_Place: '2 Test Street',
      loc_City: 'Apiville',
      loc_State: 'Testshire',
      loc_Country: 'Norway',
      SN_Facebook: 'facebook.com/apimade',
      SN_Instagram: 'instagram.com/apimade',
      SN_Twitter: 'x.com/apimade',
      SN_Pinterest: 'pinterest.com/apimade',
      Rooms: {
        create: [
          {
            RoomName: 'Only',
            OriginalPricePerNight: 50,
            RoomImg: room,
            About: 'The only room.',
            Amenities: 'WiFi-/-Desk',
            Inclusions: 'Breakfast-/-Parking',
            ...roomFields,
          },
        ],
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: string } }).data;
}
