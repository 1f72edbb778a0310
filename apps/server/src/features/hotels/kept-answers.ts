/**
 * Search answers kept until the inventory changes (decision 028). The same search asked again
 * is answered from memory, with no PostgreSQL round trip, as long as no process has committed a
 * change to hotels, rooms, nights or holds since the answer was read (InventoryVersion) and the
 * answer is younger than ANSWER_KEPT_MS: a hold that lapses changes nothing in the database, so
 * its room shows free again within that time. Searches that miss together share one reading.
 *
 * An answer past that age but unchanged is still sent for another ANSWER_KEPT_MS while one
 * reading in the background replaces it: otherwise every search asked during the re-reading
 * waited for it, 8 requests of 20–25 ms every 5 s at 300 searches a second, which was the
 * whole of search's p99 (bench/RESULTS.md §9). Past twice the age, a search waits for a reading.
 */
import type { InventoryVersion } from './inventory-version.js';

export const ANSWER_KEPT_MS = 5_000;
/** About 30 KB each: at most ~15 MB of answers per process. */
const MAX_ANSWERS = 500;

interface KeptAnswer<Answer> {
  answer: Answer;
  version: number;
  /** When its reading began: its data is at least that recent. */
  readAt: number;
}

export class KeptAnswers<Answer> {
  private readonly answers = new Map<string, KeptAnswer<Answer>>();
  /** Readings under way, by version and key: a reading begun before a change serves nobody after it. */
  private readonly readings = new Map<string, Promise<Answer>>();

  constructor(
    private readonly inventory: Pick<InventoryVersion, 'current'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer for `key`: kept when still good, else `read`'s, read once for every caller waiting. */
  obtain(key: string, read: () => Promise<Answer>): Promise<Answer> {
    const version = this.inventory.current;
    if (version === undefined) return read();
    const kept = this.answers.get(key);
    const age = kept && kept.version === version ? this.now() - kept.readAt : Infinity;
    if (age < ANSWER_KEPT_MS) return Promise.resolve(kept!.answer);
    if (age < 2 * ANSWER_KEPT_MS) {
      // A failed refresh is tried again by the next search; the kept answer serves meanwhile.
      this.reading(key, version, read).catch(() => {});
      return Promise.resolve(kept!.answer);
    }
    return this.reading(key, version, read);
  }

  /** The reading of `key` at `version`: the one under way, or a new one. */
  private reading(key: string, version: number, read: () => Promise<Answer>): Promise<Answer> {
    const readingKey = `${version}\n${key}`;
    const pending = this.readings.get(readingKey);
    if (pending) return pending;
    const readAt = this.now();
    const reading = read()
      .then((answer) => {
        // A change heard while reading may or may not be in the answer: keep it only if none was.
        if (this.inventory.current === version) this.keep(key, { answer, version, readAt });
        return answer;
      })
      .finally(() => this.readings.delete(readingKey));
    this.readings.set(readingKey, reading);
    return reading;
  }

  private keep(key: string, kept: KeptAnswer<Answer>): void {
    this.answers.delete(key);
    if (this.answers.size >= MAX_ANSWERS) {
      // Maps iterate in insertion order: forget the oldest.
      this.answers.delete(this.answers.keys().next().value!);
    }
    this.answers.set(key, kept);
  }
}
