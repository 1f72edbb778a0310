/**
 * What the FACILITY tab lists (it showed "Floors 05 - 17" once per room). The
 * hotel's tags in words a guest reads ("Swimming" is a swimming pool), then one line for the
 * floors its rooms are on, worked out from every room's "Floors 05 - 17" facility line;
 * another facility line an administrator wrote is shown as written. Each once, in that order.
 */
import { TAG_SEPARATOR, splitList, type HotelWire } from '@staylane/domain';

// The seed's and the product's tags as a guest would say them; others are shown as written.
const TAG_WORDS: Record<string, string> = {
  swimming: 'Swimming pool',
  parking: 'Parking',
  helicopter: 'Helicopter pad',
  bar: 'Bar',
  breakfast: 'Breakfast',
  dinner: 'Restaurant for dinner',
};

const FLOORS = /^floors?\s+(\d+)\s*-\s*(\d+)$/i;

const floorName = (floor: number) => (floor === 0 ? 'the ground floor' : `floor ${floor}`);

/** "Rooms on floors 5 to 17", from the lowest and highest floor of all the rooms. */
function floorsLine(ranges: Array<[number, number]>): string | undefined {
  if (ranges.length === 0) return undefined;
  const low = Math.min(...ranges.map(([from]) => from));
  const high = Math.max(...ranges.map(([, to]) => to));
  if (low === high) return `Rooms on ${floorName(low)}`;
  if (low === 0) return `Rooms from the ground floor to floor ${high}`;
  return `Rooms on floors ${low} to ${high}`;
}

export function hotelFacilities(hotel: Pick<HotelWire, 'Tags' | 'Rooms'>): string[] {
  const tags = splitList(hotel.Tags, TAG_SEPARATOR).map(
    (tag) => TAG_WORDS[tag.toLowerCase()] ?? tag.charAt(0).toUpperCase() + tag.slice(1),
  );
  const floors: Array<[number, number]> = [];
  const others: string[] = [];
  // A room's facility may be several lines joined by '-/-' (decision 030).
  for (const line of hotel.Rooms.flatMap((room) => splitList(room.Facility, TAG_SEPARATOR))) {
    const range = FLOORS.exec(line);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      floors.push([Math.min(from, to), Math.max(from, to)]);
    } else others.push(line);
  }
  const lines = [...tags, floorsLine(floors), ...others].filter((line) => line !== undefined);
  // Once each, whatever the case ("Parking" as a tag and "parking" in a room's line).
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
