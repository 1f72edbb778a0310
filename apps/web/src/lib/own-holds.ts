/**
 * The signed-in user's own live holds of a hotel over a stay (GET /api/holds). A hold keeps
 * its unit from everyone else, not from the one who holds it: the hotel page shows the room
 * free to them, and the booking page takes the hold up again after a reload, in a second tab
 * or on coming back (decision 017). Shared because both pages read it; the hotel's own answer
 * stays the same for every visitor, so it can be kept and preloaded for all of them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoldWire, PriceBreakdownWire, RoomWire } from '@staylane/domain';
import { api, type Envelope } from './api-client';
import { useSession, userIdOf } from './session';

export interface OwnHold extends HoldWire {
  hotelId: string;
  HotelName: string;
  RoomType: string;
  heldSeconds: number;
  /** Seconds the hold had left when the server answered. */
  secondsLeft: number;
  /** The free units of the held room over the asked stay, as its holder sees them. */
  FreeUnits: number;
  price: PriceBreakdownWire & { RoomName: string; PromoCode: string | null };
}

export interface OwnHolds {
  holds: OwnHold[];
  /** When the request left (this page's clock): a countdown from it never outlasts a hold. */
  requestedAt: number;
}

export interface OwnHoldsStay {
  hotelId: string | undefined;
  checkInDate: string;
  checkOutDate: string;
}

export async function getOwnHolds(stay: OwnHoldsStay, signal?: AbortSignal): Promise<OwnHolds> {
  const requestedAt = Date.now();
  const { hotelId, checkInDate, checkOutDate } = stay;
  const query = { hotelId, checkInDate, checkOutDate };
  const answer = await api.get<Envelope<OwnHold[]>>('/api/holds', query, signal);
  return { holds: answer.data, requestedAt };
}

export const ownHoldsQueryOptions = (userId: number | undefined, stay: OwnHoldsStay) =>
  queryOptions({
    queryKey: ['holds', 'own', userId, stay.hotelId, stay.checkInDate, stay.checkOutDate],
    queryFn: ({ signal }) => getOwnHolds(stay, signal),
    enabled: userId !== undefined && stay.hotelId !== undefined,
    // A hold lasts minutes and changes on another page: asked again on every visit.
    staleTime: 0,
  });

/** The user's own holds of the hotel over the stay; disabled for a visitor not signed in. */
export function useOwnHolds(stay: OwnHoldsStay, options: { refetchOnMount?: 'always' } = {}) {
  const { token, isLoggedIn } = useSession();
  const userId = isLoggedIn && token ? userIdOf(token) : undefined;
  return useQuery({ ...ownHoldsQueryOptions(userId, stay), ...options });
}

/** The rooms with the free units their viewer sees of those they hold themselves. */
export function withOwnHolds<Room extends Pick<RoomWire, 'id' | 'FreeUnits'>>(
  rooms: Room[],
  own: OwnHolds | undefined,
): Room[] {
  if (!own || own.holds.length === 0) return rooms;
  return rooms.map((room) => {
    const held = own.holds.find((hold) => hold.roomId === room.id);
    return held ? { ...room, FreeUnits: held.FreeUnits } : room;
  });
}
