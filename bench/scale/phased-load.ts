/**
 * Bookings and searches at once, through one address, for as long as the caller's phases
 * last: searches paced (open loop, lib/paced-load.ts), bookings in a closed loop of bounded
 * concurrency (lib/booking-load.ts). Every request (a booking: its whole flow) is counted in the
 * phase its answer came in: a flow begun before a kill that fails because of it counts as
 * failed while the process is down, where it belongs.
 */
import { bookingLoad } from '../lib/booking-load.js';
import type { BookingOutcome } from '../lib/booking-client.js';
import { pacedLoad } from '../lib/paced-load.js';
import { percentile } from '../lib/report.js';

export interface PhaseTally {
  name: string;
  startedAt: number;
  endedAt: number;
  searchLatencies: number[];
  /** Searches answered 2xx. */
  searchesOk: number;
  /** Searches answered 5xx or not at all (status 0). */
  searchErrors: number;
  bookingLatencies: number[];
  booked: number;
  /** A full room (409 on the hold) and the like: refused, nothing lost. */
  refused: Record<string, number>;
  /** Attempts that ended in a 5xx or no answer at some step. */
  bookingErrors: number;
  /** What the first errors were (a few per phase). */
  errorSamples: string[];
}

export interface PhaseFigures {
  phase: string;
  seconds: number;
  searchesPerSecond: number;
  searchP99: number;
  searchErrors: number;
  bookingsPerSecond: number;
  bookingP99: number;
  bookingErrors: number;
  refused: Record<string, number>;
}

export function figuresOf(tally: PhaseTally): PhaseFigures {
  const seconds = (tally.endedAt - tally.startedAt) / 1000;
  return {
    phase: tally.name,
    seconds,
    searchesPerSecond: tally.searchesOk / seconds,
    searchP99: percentile(tally.searchLatencies, 99),
    searchErrors: tally.searchErrors,
    bookingsPerSecond: tally.booked / seconds,
    bookingP99: percentile(tally.bookingLatencies, 99),
    bookingErrors: tally.bookingErrors,
    refused: tally.refused,
  };
}

function newTally(name: string): PhaseTally {
  const now = performance.now();
  return {
    name,
    startedAt: now,
    endedAt: now,
    searchLatencies: [],
    searchesOk: 0,
    searchErrors: 0,
    bookingLatencies: [],
    booked: 0,
    refused: {},
    bookingErrors: 0,
    errorSamples: [],
  };
}

function sample(tally: PhaseTally, error: string): void {
  if (tally.errorSamples.length < 5) tally.errorSamples.push(error);
}

function isError(outcome: BookingOutcome): boolean {
  return outcome.kind === 'failed' || (outcome.kind === 'refused' && outcome.status >= 500);
}

export interface MixedLoad {
  /** Ends the current phase and counts what is sent from now on in a new one. */
  nextPhase(name: string): void;
  /** Stops sending, waits for the requests in flight, answers the phases. */
  stop(): Promise<{ phases: PhaseTally[]; acknowledged: number[] }>;
}

export function startMixedLoad(
  url: string,
  /** One traveller's token per concurrent booker: a user holds at most two rooms. */
  tokens: string[],
  options: {
    firstPhase: string;
    searchPaths: string[];
    searchRate: number;
    rooms: string[];
    bookingConcurrency: number;
    /** The bound on the whole run, whatever the phases do. */
    maxSeconds: number;
  },
): MixedLoad {
  const phases = [newTally(options.firstPhase)];
  let stopped = false;
  const stop = () => stopped;
  const acknowledged: number[] = [];
  const searches = pacedLoad(url, options.searchPaths, {
    rate: options.searchRate,
    seconds: options.maxSeconds,
    stop,
    onResponse: (latency, status) => {
      const tally = phaseAt(performance.now());
      if (status >= 200 && status < 300) {
        tally.searchesOk += 1;
        tally.searchLatencies.push(latency);
      } else if (status === 0 || status >= 500) {
        tally.searchErrors += 1;
      }
    },
  });
  const bookings = bookingLoad(url, tokens, options.rooms, {
    seconds: options.maxSeconds,
    concurrency: options.bookingConcurrency,
    stop,
    onAttempt: (outcome, latency) => {
      const tally = phaseAt(performance.now());
      if (outcome.kind === 'booked') {
        tally.booked += 1;
        tally.bookingLatencies.push(latency);
        acknowledged.push(outcome.bookingId);
      } else if (isError(outcome)) {
        tally.bookingErrors += 1;
        sample(
          tally,
          outcome.kind === 'failed'
            ? `booking at ${outcome.step}: ${outcome.error}`
            : `booking at ${outcome.step}: ${outcome.status} ${outcome.code ?? ''}`,
        );
      } else if (outcome.kind === 'refused') {
        const key = `${outcome.step} ${outcome.status}${outcome.code ? ` ${outcome.code}` : ''}`;
        tally.refused[key] = (tally.refused[key] ?? 0) + 1;
      }
    },
  });
  function phaseAt(time: number): PhaseTally {
    for (let i = phases.length - 1; i >= 0; i -= 1) {
      if (phases[i]!.startedAt <= time) return phases[i]!;
    }
    return phases[0]!;
  }
  return {
    nextPhase(name) {
      const next = newTally(name);
      phases.at(-1)!.endedAt = next.startedAt;
      phases.push(next);
    },
    async stop() {
      stopped = true;
      phases.at(-1)!.endedAt = performance.now();
      await Promise.all([searches, bookings]);
      return { phases, acknowledged };
    },
  };
}
