/**
 * What recent searches found, by what decides them, kept for SEARCH_MEMO_MS per process: a
 * search's total (counting decides availability for every hotel of the city, the dearest part
 * of a search) and where its pages begin (so a deep page starts there instead of walking past
 * every hotel before it). Rows are always read fresh; only a total or a page's start may lag a
 * booking by up to SEARCH_MEMO_MS. A hotel write forgets everything (the catalogue version is
 * part of every key).
 */
export const SEARCH_MEMO_MS = 5_000;
const MAX_ENTRIES = 1_000;

export class SearchMemo<Value> {
  private readonly entries = new Map<string, { value: Value; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= SEARCH_MEMO_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, at: this.now() });
  }
}
