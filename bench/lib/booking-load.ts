/**
 * Bookings end to end under load: a loop with bounded concurrency running hold → card →
 * authorize → book for random stays over many rooms, for a fixed time. Answers bookings per
 * second and what the refusals were (a full room is a 409 on the hold, not a loss).
 */
import { bookStay, isoDay, type BookingOutcome } from './booking-client.js';
import { percentile } from './report.js';

export interface BookingLoadFigures {
  attempts: number;
  booked: number;
  refused: Record<string, number>;
  failed: number;
  seconds: number;
  bookingsPerSecond: number;
  p50: number;
  p99: number;
  bookingIds: number[];
}

/** Room ids from hotel details spread over the catalogue (about five per hotel). */
export async function sampleRooms(url: string, hotelIds: number[]): Promise<string[]> {
  const rooms: string[] = [];
  for (const id of hotelIds) {
    const response = await fetch(`${url}/api/hotels/${id}`);
    if (!response.ok) continue;
    const hotel = (await response.json()) as {
      data: { Rooms: Array<{ id: string; Units: number }> };
    };
    for (const room of hotel.data.Rooms) if (room.Units > 0) rooms.push(room.id);
  }
  return rooms;
}

export async function bookingLoad(
  url: string,
  /** One traveller's token per concurrent booker. */
  tokens: string[],
  rooms: string[],
  options: {
    /** The most the run lasts. */
    seconds: number;
    concurrency: number;
    /** Asked before each attempt: true ends the run early (a caller's phases). */
    stop?: () => boolean;
    /** Told of every attempt when it ends, with the whole flow's time. */
    onAttempt?: (outcome: BookingOutcome, latencyMs: number) => void;
  },
): Promise<BookingLoadFigures> {
  const outcomes: BookingOutcome[] = [];
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, worker) => {
      const token = tokens[worker % tokens.length]!;
      while (performance.now() < deadline && !options.stop?.()) {
        const checkIn = 20 + random(300);
        const began = performance.now();
        const outcome = await bookStay(url, token, {
          roomId: rooms[random(rooms.length)]!,
          checkInDate: isoDay(checkIn),
          checkOutDate: isoDay(checkIn + 1 + random(3)),
          guests: 1 + random(2),
        });
        const latency = performance.now() - began;
        latencies.push(latency);
        outcomes.push(outcome);
        options.onAttempt?.(outcome, latency);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const refused: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.kind === 'refused') {
      const key = `${outcome.step} ${outcome.status}${outcome.code ? ` ${outcome.code}` : ''}`;
      refused[key] = (refused[key] ?? 0) + 1;
    }
  }
  const booked = outcomes.filter((o) => o.kind === 'booked');
  return {
    attempts: outcomes.length,
    booked: booked.length,
    refused,
    failed: outcomes.filter((o) => o.kind === 'failed').length,
    seconds,
    bookingsPerSecond: booked.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bookingIds: booked.map((o) => (o.kind === 'booked' ? o.bookingId : 0)),
  };
}
