/**
 * What recent searches found, by what decides them, kept for SEARCH_MEMO_MS per process (the
 * place names a search's city stands for, place-names.ts). A search's total and its pages are
 * no longer kept here: one statement reads them together (decision 042).
 *
 * `obtain` is how the hot paths read it (decision 028): searches that miss together share one
 * computation, and a value used after REFRESH_AFTER_MS is recomputed in the background while
 * the memo still answers it.
 */
export const SEARCH_MEMO_MS = 5_000;
/** A value this old is recomputed ahead of its expiry; the answer never lags more than SEARCH_MEMO_MS. */
export const REFRESH_AFTER_MS = 4_000;
const MAX_ENTRIES = 1_000;

export class SearchMemo<Value> {
  private readonly entries = new Map<string, { value: Value; at: number }>();
  /** Computations under way, by key: callers that miss meanwhile wait for the same one. */
  private readonly pending = new Map<string, Promise<Value>>();

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

  /**
   * The value for `key`: the memo's while it is fresh (starting its recomputation once it is
   * REFRESH_AFTER_MS old), else `compute`'s, computed once for every caller waiting for it.
   */
  obtain(key: string, compute: () => Promise<Value>): Promise<Value> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age < SEARCH_MEMO_MS) {
      if (age >= REFRESH_AFTER_MS && !this.pending.has(key)) {
        // Nobody waits for it: a failed refresh leaves the value to expire and be recomputed.
        this.computeOnce(key, compute).catch(() => undefined);
      }
      return Promise.resolve(entry.value);
    }
    if (entry) this.entries.delete(key);
    return this.pending.get(key) ?? this.computeOnce(key, compute);
  }

  private computeOnce(key: string, compute: () => Promise<Value>): Promise<Value> {
    const started = this.now();
    const computed = compute()
      .then((value) => {
        // Dated from when the computation began: its data is at least that recent.
        this.setAt(key, value, started);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, computed);
    return computed;
  }

  set(key: string, value: Value): void {
    this.setAt(key, value, this.now());
  }

  private setAt(key: string, value: Value, at: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, at });
  }
}
