// Saved games never wait on a prompt: Firefox answers navigator.storage.persist() only when the
// person answers its prompt, which may be never (issue 36: a fresh profile showed "Loading saved
// games…" for ever and "Saved games are not available right now." on Start game). Here both
// persist() and persisted() never resolve: start-up still opens the saves, a game still starts and
// is listed, and the browser is asked only once a game is saved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, newMatch, persistence, savedMatches, storageStatus } from '../../src/app/app-state';

afterEach(() => {
  vi.unstubAllGlobals();
});

const never = () => new Promise<boolean>(() => undefined);

describe('start-up with a storage prompt nobody answers', () => {
  it('opens the saves at once, starts a game, and asks to keep them only once a game is saved', async () => {
    const persist = vi.fn(never);
    const persisted = vi.fn(never);
    vi.stubGlobal('navigator', { storage: { persist, persisted } });

    await boot();
    expect(storageStatus.value).toEqual({ kind: 'ready', persistent: false });
    expect(persistence.value).toBe('unknown');
    expect(persist).not.toHaveBeenCalled();

    const started = await newMatch({
      game: 'brick-and-mortar',
      seats: [
        { name: 'Ana', colour: 'orange', kind: 'person' },
        { name: 'Ben', colour: 'sky-blue', kind: 'person' },
      ],
      variants: {},
    });
    expect(started.ok).toBe(true);
    expect(savedMatches.value.map((m) => m.seats.map((s) => s.name))).toEqual([['Ana', 'Ben']]);
    // Asked once the game was saved, and still unanswered: nothing waited on it.
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(persistence.value).toBe('unknown');
  });
});
