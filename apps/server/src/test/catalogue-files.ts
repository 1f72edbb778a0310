/**
 * Files for the catalogue import and export tests: small real images made with sharp, one file
 * that only pretends to be a PNG, and a catalogue in the shape of /DB/HotelDataBase.json with
 * numbers as numeric text, a record without its city and records whose images cannot be read.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export async function solidImage(format: 'png' | 'jpeg', colour: string, size = 24) {
  const image = sharp({
    create: { width: size, height: Math.round(size * 0.75), channels: 3, background: colour },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** front.png, room.jpg and gallery.png, and fake.png (text with a PNG name) in `directory`. */
export async function writeSampleImages(directory: string): Promise<void> {
  await writeFile(path.join(directory, 'front.png'), await solidImage('png', '#c0392b'));
  await writeFile(path.join(directory, 'room.jpg'), await solidImage('jpeg', '#2980b9'));
  await writeFile(path.join(directory, 'gallery.png'), await solidImage('png', '#27ae60'));
  await writeFile(path.join(directory, 'fake.png'), 'this is not an image');
}

/** Two hotels that import, in the file's shape (the first with its numbers as text). */
export function goodHotels(): Record<string, unknown>[] {
  return [
    {
      id: 901,
      HotelName: 'Casa Azul',
      HotelId: 'CA-1',
      HotelDescription: 'Blue house by the sea',
      FrontImg: 'front.png',
      Gallery: 'gallery.png-//-room.jpg',
      Tags: 'Beach-/-Family',
      SpecialTags: 'NoTag',
      StarRating: '4.5',
      ReviewNumber: '12',
      PopularityNumber: '7',
      TrendingNumber: '3',
      DateAdded: '2025-05-06T07:08:09.000Z',
      loc_Lat: '-12.05',
      loc_Lng: '-77.04',
      loc_City: 'Lima',
      loc_Country: 'Peru',
      CountryCode: 51,
      CheckInHour: '15',
      Rooms: [
        {
          id: 77,
          RoomName: 'Double',
          RoomImg: 'room.jpg',
          OriginalPricePerNight: '120.5',
          Discount: '10',
          Amenities: 'Wifi-/-TV',
          Inclusions: 'Breakfast',
          Units: '3',
          MaxGuests: '2',
          Available: 'true',
        },
        { RoomName: 'Suite', OriginalPricePerNight: 300, Units: 1, MaxGuests: 4 },
      ],
      Reviews: [
        {
          id: 5,
          User: 'Ana',
          Rating: '5',
          HotelReview: 'Lovely',
          Date: '2025-06-01T10:00:00.000Z',
        },
        { id: 6, User: 'Ben', Rating: 3, HotelReview: 'Fine', Date: '2025-07-01T10:00:00.000Z' },
      ],
    },
    {
      HotelName: 'Hotel Sol',
      HotelId: 42,
      loc_City: 'Cusco',
      loc_Country: 'Peru',
      StarRating: 4,
      ReviewNumber: 1,
      DateAdded: '2024-01-02T03:04:05.000Z',
      Rooms: [{ RoomName: 'Single', OriginalPricePerNight: 55.25 }],
      Reviews: [{ User: 'Cy', Rating: 4, HotelReview: 'Good', Date: '2025-02-01T10:00:00.000Z' }],
    },
  ];
}

/** Records that must be rejected, each with the reason the import gives. */
export function badHotels(): { record: unknown; hotel: string; reason: string }[] {
  return [
    {
      record: { HotelName: 'No City', HotelId: 'NC-1', loc_Country: 'Peru' },
      hotel: '"No City" (NC-1)',
      reason: 'loc_City must be text',
    },
    {
      record: {
        HotelName: 'Fake Picture',
        HotelId: 'FP-1',
        loc_City: 'Lima',
        loc_Country: 'Peru',
        FrontImg: 'fake.png',
        Rooms: [{ RoomName: 'Double', OriginalPricePerNight: 80 }],
      },
      hotel: '"Fake Picture" (FP-1)',
      reason: 'FrontImg "fake.png": Only PNG and JPEG images are accepted',
    },
    {
      record: {
        HotelName: 'Lost Room Picture',
        HotelId: 'LR-1',
        loc_City: 'Lima',
        loc_Country: 'Peru',
        Rooms: [{ RoomName: 'Double', OriginalPricePerNight: 80, RoomImg: 'nowhere.png' }],
      },
      hotel: '"Lost Room Picture" (LR-1)',
      reason: 'Room 1: RoomImg "nowhere.png": no such file in',
    },
    {
      record: {
        HotelName: 'Bad Price',
        HotelId: 'BP-1',
        loc_City: 'Lima',
        loc_Country: 'Peru',
        Rooms: [{ RoomName: 'Double', OriginalPricePerNight: 'cheap' }],
      },
      hotel: '"Bad Price" (BP-1)',
      reason: 'Room 1: OriginalPricePerNight must be a number',
    },
    {
      record: {
        HotelName: 'Bad Review',
        HotelId: 'BR-1',
        loc_City: 'Lima',
        loc_Country: 'Peru',
        Reviews: [{ User: 'Dee', Rating: 9, HotelReview: 'Wow', Date: '2025-01-01' }],
      },
      hotel: '"Bad Review" (BR-1)',
      reason: 'Review 1: Rating must be from 1 to 5',
    },
    { record: 'not a hotel', hotel: '', reason: 'Not a hotel: each entry must be an object' },
  ];
}

/** The good hotels with the bad records between them, as one file's entries. */
export function sampleCatalogue(): unknown[] {
  const [first, second] = goodHotels();
  return [first, ...badHotels().map((bad) => bad.record), second];
}
