// Home's saved-games list in two steps: the newest screenful and the count first, every save (and
// every unreadable record) once that is drawn; later refreshes never shrink the list on screen.
import { describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREENFUL,
  allSavedMatches,
  openMatch,
  refreshMatches,
  savedCount,
  savedListed,
  savedMatches,
  useStore,
} from '../../src/app/app-state';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchStore } from '../../src/storage/match-store';
import { makeMeta, makeSnap, unwrap } from '../storage/helpers';

/** A memory store of `n` saves whose full listing waits until `release()`. */
async function heldStore(n: number, game = 'corner-shop') {
  const store = createMemoryStore();
  for (let i = 0; i < n; i++) unwrap(await store.createMatch(makeMeta(`m${i}`, { lastPlayedAt: i, game }), makeSnap(`m${i}`, 0)));
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const listMatches = vi.fn(async () => {
    await held;
    return store.listMatches();
  });
  const listRecent = vi.fn((limit: number) => store.listRecent(limit));
  const wrapped: MatchStore = { ...store, listMatches, listRecent };
  return { store: wrapped, listMatches, listRecent, release: () => release() };
}

describe('saved games listing', () => {
  it('shows the newest screenful before reading the rest, then all of them', async () => {
    savedListed.value = false;
    const s = await heldStore(30);
    useStore(s.store);
    const done = refreshMatches();
    await vi.waitFor(() => expect(s.listMatches).toHaveBeenCalled());
    expect(s.listRecent).toHaveBeenCalledWith(FIRST_SCREENFUL);
    expect(savedMatches.value.map((m) => m.id)).toEqual(Array.from({ length: 12 }, (_, i) => `m${29 - i}`));
    expect(savedCount.value).toBe(30);
    expect(savedListed.value).toBe(false);

    const all = allSavedMatches();
    s.release();
    await done;
    expect(savedListed.value).toBe(true);
    expect(savedMatches.value).toHaveLength(30);
    expect((await all).map((m) => m.id)).toEqual(Array.from({ length: 30 }, (_, i) => `m${29 - i}`));

    // Once listed, a refresh (after a delete, say) reads everything at once: no shrinking to 12.
    s.listRecent.mockClear();
    await refreshMatches();
    expect(s.listRecent).not.toHaveBeenCalled();
    expect(savedMatches.value).toHaveLength(30);
  });

  it('stops at the first step when the screenful is everything', async () => {
    savedListed.value = false;
    const s = await heldStore(5);
    useStore(s.store);
    await refreshMatches();
    expect(s.listMatches).not.toHaveBeenCalled();
    expect(savedMatches.value).toHaveLength(5);
    expect(savedListed.value).toBe(true);
  });

  it('lists the rest even when the page draws no frames (a tab opened in the background)', async () => {
    savedListed.value = false;
    const s = await heldStore(20);
    useStore(s.store);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      s.release();
      await refreshMatches();
      expect(savedMatches.value).toHaveLength(20);
      expect(savedListed.value).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens a match further down than the first screenful once the rest is listed', async () => {
    savedListed.value = false;
    const s = await heldStore(20, 'bidding-dial');
    useStore(s.store);
    void refreshMatches();
    await vi.waitFor(() => expect(s.listMatches).toHaveBeenCalled());
    const opening = openMatch('m0'); // the oldest: not in the first screenful
    s.release();
    // Its saved position is the storage tests' dummy, so it cannot resume: the point is that its
    // game was found from its saved record rather than refused as a match of no known game.
    const opened = await opening;
    expect(opened.ok ? 'resumed' : opened.error.code).not.toBe('unknown-game');
  });
});
