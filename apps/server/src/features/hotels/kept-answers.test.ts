import { describe, expect, it } from 'vitest';
import { InventoryVersion } from './inventory-version.js';
import { ANSWER_KEPT_MS, KeptAnswers } from './kept-answers.js';

/** A reading the test finishes by hand, and how many were started. */
function reader() {
  const started: Array<(answer: string) => void> = [];
  return {
    started,
    read: () => new Promise<string>((resolve) => started.push(resolve)),
  };
}

function listeningInventory() {
  const inventory = new InventoryVersion();
  inventory.listening();
  return inventory;
}

describe('KeptAnswers', () => {
  it('answers from memory until the inventory changes, then reads again', async () => {
    const inventory = listeningInventory();
    const kept = new KeptAnswers(inventory, () => 0);
    expect(await kept.obtain('paris', async () => 'first')).toBe('first');
    expect(await kept.obtain('paris', async () => 'second')).toBe('first');
    inventory.changed();
    expect(await kept.obtain('paris', async () => 'third')).toBe('third');
  });

  it('reads again in the background once an answer is ANSWER_KEPT_MS old (a lapsed hold changes no row), sending the kept one meanwhile', async () => {
    let now = 0;
    const kept = new KeptAnswers(listeningInventory(), () => now);
    await kept.obtain('paris', async () => 'first');
    now = ANSWER_KEPT_MS - 1;
    expect(await kept.obtain('paris', async () => 'second')).toBe('first');
    now = ANSWER_KEPT_MS;
    const { started, read } = reader();
    // Nobody waits for the refresh, and the searches asked while it runs share it.
    expect(await kept.obtain('paris', read)).toBe('first');
    expect(await kept.obtain('paris', read)).toBe('first');
    expect(started).toHaveLength(1);
    started[0]!('refreshed');
    await Promise.resolve();
    expect(await kept.obtain('paris', async () => 'unread')).toBe('refreshed');
  });

  it('waits for a reading once an answer is twice ANSWER_KEPT_MS old', async () => {
    let now = 0;
    const kept = new KeptAnswers(listeningInventory(), () => now);
    await kept.obtain('paris', async () => 'first');
    now = 2 * ANSWER_KEPT_MS;
    expect(await kept.obtain('paris', async () => 'second')).toBe('second');
  });

  it('keeps sending the kept answer when a refresh fails, and tries again on the next search', async () => {
    let now = 0;
    const kept = new KeptAnswers(listeningInventory(), () => now);
    await kept.obtain('paris', async () => 'first');
    now = ANSWER_KEPT_MS;
    expect(await kept.obtain('paris', () => Promise.reject(new Error('database gone')))).toBe(
      'first',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await kept.obtain('paris', async () => 'second')).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await kept.obtain('paris', async () => 'unread')).toBe('second');
  });

  it('keeps nothing while changes could go unheard', async () => {
    const inventory = new InventoryVersion();
    const kept = new KeptAnswers(inventory, () => 0);
    expect(await kept.obtain('paris', async () => 'first')).toBe('first');
    expect(await kept.obtain('paris', async () => 'second')).toBe('second');
    inventory.listening();
    await kept.obtain('paris', async () => 'third');
    inventory.lost();
    expect(await kept.obtain('paris', async () => 'fourth')).toBe('fourth');
  });

  it('reads once for the searches that miss together', async () => {
    const kept = new KeptAnswers(listeningInventory(), () => 0);
    const { started, read } = reader();
    const answers = Promise.all([1, 2, 3].map(() => kept.obtain('paris', read)));
    expect(started).toHaveLength(1);
    started[0]!('first');
    expect(await answers).toEqual(['first', 'first', 'first']);
  });

  it('neither keeps nor shares a reading that a change overtook', async () => {
    const inventory = listeningInventory();
    const kept = new KeptAnswers(inventory, () => 0);
    const { started, read } = reader();
    const before = kept.obtain('paris', read);
    inventory.changed();
    // Asked after the change: a reading of its own, not the one begun before it.
    const after = kept.obtain('paris', read);
    expect(started).toHaveLength(2);
    started[0]!('old');
    started[1]!('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await kept.obtain('paris', async () => 'unread')).toBe('new');
  });

  it('does not keep an answer whose reading a change overtook', async () => {
    const inventory = listeningInventory();
    const kept = new KeptAnswers(inventory, () => 0);
    const { started, read } = reader();
    const answer = kept.obtain('paris', read);
    inventory.changed();
    started[0]!('maybe stale');
    expect(await answer).toBe('maybe stale');
    expect(await kept.obtain('paris', async () => 'fresh')).toBe('fresh');
  });
});
