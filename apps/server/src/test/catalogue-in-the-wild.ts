/**
 * Catalogue files as other systems really write them (decision 030): catalogue-in-the-wild.json
 * mixes every shape a field takes in the wild, and `expectedHotel` says, field by field and
 * without the server's code, what a hotel of such a file must look like once imported.
 */
import { readFile } from 'node:fs/promises';

export type WildRecord = Record<string, unknown> & { Rooms: Record<string, unknown>[] };

export async function catalogueInTheWild(): Promise<WildRecord[]> {
  const file = new URL('./catalogue-in-the-wild.json', import.meta.url);
  return JSON.parse(await readFile(file, 'utf8')) as WildRecord[];
}

/** A list given as an array or as one text joined by `separator`, as its items. */
function items(value: unknown, separator: string): string[] {
  const list = Array.isArray(value) ? (value as string[]) : [String(value ?? '')];
  return list
    .flatMap((item) => item.split(separator))
    .map((item) => item.trim())
    .filter(Boolean);
}

const joined = (value: unknown, { unique = false } = {}) => {
  const list = items(value, '-/-');
  return (unique ? [...new Set(list)] : list).join('-/-');
};

/** The record's fields as the hotel file must answer them (images and ids aside). */
export function expectedHotel(record: WildRecord) {
  return {
    HotelName: record.HotelName,
    Website: record.Website,
    PhoneNumber: record.PhoneNumber,
    CountryCode: String(record.CountryCode),
    Email: record.Email,
    HotelDescription: record.HotelDescription,
    galleryImages: items(record.Gallery, '-//-').length,
    // A tag named twice is one tag.
    Tags: joined(record.Tags, { unique: true }),
    SpecialTags: record.SpecialTags,
    StarRating: Number(record.StarRating),
    ReviewNumber: Number(record.ReviewNumber),
    PopularityNumber: Number(record.PopularityNumber),
    TrendingNumber: Number(record.TrendingNumber),
    DateAdded: new Date(String(record.DateAdded)).toISOString(),
    loc_Lat: Number(record.loc_Lat),
    loc_Lng: Number(record.loc_Lng),
    loc_City: record.loc_City,
    loc_State: record.loc_State,
    loc_Country: record.loc_Country,
    SN_Facebook: record.SN_Facebook,
    Policies: joined(record.Policies),
    Rooms: record.Rooms.map((room) => ({
      RoomName: room.RoomName,
      OriginalPricePerNight: Number(room.OriginalPricePerNight),
      Discount: Number(room.Discount ?? 0),
      About: joined(room.About),
      Facility: room.Facility === undefined ? 'Floors 00 - 20' : joined(room.Facility),
      Amenities: joined(room.Amenities),
      Inclusions: joined(room.Inclusions),
      // What the import gives a room that says nothing (NEW_ROOM_UNITS, NEW_ROOM_MAX_GUESTS).
      Units: Number(room.Units ?? 1),
      MaxGuests: Number(room.MaxGuests ?? 2),
      Available: room.Available === true || room.Available === 'true',
      hasImage: Boolean(room.RoomImg),
    })),
  };
}

interface FileHotel {
  Gallery: string;
  Rooms: (Record<string, unknown> & { RoomImg: string })[];
  [field: string]: unknown;
}

/** A hotel of the hotel file reduced to the fields `expectedHotel` gives. */
export function comparableHotel(hotel: FileHotel) {
  const expected = expectedHotel({ ...hotel, Rooms: hotel.Rooms });
  const pick = <T extends object>(source: Record<string, unknown>, like: T) =>
    Object.fromEntries(Object.keys(like).map((key) => [key, source[key]]));
  return {
    ...pick(hotel, expected),
    galleryImages: hotel.Gallery === '' ? 0 : hotel.Gallery.split('-//-').length,
    Rooms: hotel.Rooms.map((room, index) => ({
      ...pick(room, expected.Rooms[index]!),
      hasImage: room.RoomImg !== '',
    })),
  };
}
