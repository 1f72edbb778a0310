/**
 * Room capacity (design §5): a stay fits a room only when its guests fit in one unit. The
 * server refuses a hold with roomTooSmallMessage; the hotel page shows the same rule before
 * anyone tries.
 */
const guestsWord = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** Whether `guests` fit in one unit of the room; no guests chosen yet fits every room. */
export function roomFits(room: { MaxGuests: number }, guests: number | undefined): boolean {
  return guests === undefined || guests <= room.MaxGuests;
}

/** The server's refusal of a room too small for the stay, shown the same way on the page. */
export const roomTooSmallMessage = (maxGuests: number) =>
  `This room sleeps at most ${guestsWord(maxGuests)}`;

/** What a room card says of a room the chosen guests do not fit in. */
export const tooSmallLabel = (guests: number) => `Too small for ${guestsWord(guests)}`;

/** What a room card says of its capacity. */
export const sleepsLabel = (maxGuests: number) => `Sleeps ${maxGuests}`;
