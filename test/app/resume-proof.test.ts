// A game opened from this tablet is held to the import's standard: a save that does not replay,
// or was made under other rules, is reported and kept, never opened with a different state.
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { resumeSession } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { type MatchStore } from '../../src/storage/match-store';
import { openMatchStore } from '../../src/storage/idb-store';
import { UNPLAYED_CONTENT, game, module, playReal } from './real-export';

let counter = 0;

async function savedGame(moves = 30): Promise<{ store: MatchStore; name: string }> {
  const name = `resume-proof-${++counter}`;
  const opened = await openMatchStore({ name });
  if (!opened.ok) throw new Error(opened.error.message);
  await playReal(opened.value, 'g', moves, `resume-${counter}`);
  return { store: opened.value, name };
}

/** Edits stored records behind the app's back, as another version (or a damaged disk) would. */
async function tamper(name: string, edit: (db: Awaited<ReturnType<typeof openDB>>) => Promise<void>): Promise<void> {
  const db = await openDB(name);
  await edit(db);
  db.close();
}

async function everything(name: string): Promise<unknown> {
  const db = await openDB(name);
  const out = { matches: await db.getAll('matches'), log: await db.getAll('log'), snapshots: await db.getAll('snapshots') };
  db.close();
  return out;
}

async function refusal(store: MatchStore): Promise<{ code: string; message: string }> {
  const resumed = await resumeSession(store, module, 'g');
  if (resumed.ok) throw new Error('opened a save that should not open');
  return resumed.error;
}

describe('resuming a saved game', () => {
  it('opens a save that holds, at the state it was left in', async () => {
    const { store } = await savedGame(40);
    const loaded = await store.exportMatch('g');
    if (!loaded.ok) throw new Error(loaded.error.message);
    const resumed = await resumeSession(store, module, 'g');
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(stateHash(resumed.value.match.value.state)).toBe(loaded.value.log.at(-1)!.hash);
  });

  it('keeps the positions a game imported before imports saved them lacks, once, so it opens from near its end', async () => {
    const { store, name } = await savedGame(80);
    const played = ((await everything(name)) as { snapshots: { seq: number; hash: string }[] }).snapshots;
    expect(played.length).toBeGreaterThan(2);
    // As such an import left it: the start only.
    await tamper(name, async (db) => {
      for (const s of played) if (s.seq > 0) await db.delete('snapshots', ['g', s.seq]);
    });
    const resumed = await resumeSession(store, module, 'g');
    if (!resumed.ok) throw new Error(resumed.error.message);
    const kept = ((await everything(name)) as { snapshots: { seq: number; hash: string }[] }).snapshots;
    expect(kept.map((s) => [s.seq, s.hash])).toEqual(played.map((s) => [s.seq, s.hash]));
    // Counted from the latest, as the played game was, and at the same state.
    expect(resumed.value.match.value.base.seq).toBe(played.at(-1)!.seq);
    const loaded = await store.exportMatch('g');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(stateHash(resumed.value.match.value.state)).toBe(loaded.value.log.at(-1)!.hash);
    const again = await store.loadMatch('g');
    expect(again.ok && again.value.snapshot.seq).toBe(played.at(-1)!.seq);
  });

  it('shows a save from an older content version as made by an older version, and keeps it', async () => {
    const { store, name } = await savedGame();
    await tamper(name, async (db) => {
      const meta = await db.get('matches', 'g');
      await db.put('matches', { ...meta, contentVersion: UNPLAYED_CONTENT });
    });
    const before = await everything(name);
    const error = await refusal(store);
    expect(error.code).toBe('older-version');
    expect(error.message).toBe(
      "Made by an older version of Shopfloor: Brick & Mortar's cards have changed since, so this version cannot continue it without changing the game. It is kept as it is; export it to keep a copy.",
    );
    expect(error.message).not.toMatch(/damaged/);
    expect(await everything(name)).toEqual(before);
    expect((await store.exportMatch('g')).ok).toBe(true);
  });

  it('treats a save without fingerprints (written before they were kept) as an older version, not as damaged', async () => {
    const { store, name } = await savedGame(5);
    await tamper(name, async (db) => {
      const first = await db.get('snapshots', ['g', 0]);
      await db.put('snapshots', { ...first, hash: '' });
    });
    const error = await refusal(store);
    expect(error.code).toBe('older-version');
    expect(error.message).toMatch(/kept no fingerprints .* export it to keep a copy\.$/);
  });

  it('asks for an update for a save from a newer version', async () => {
    const { store, name } = await savedGame(3);
    await tamper(name, async (db) => {
      const meta = await db.get('matches', 'g');
      await db.put('matches', { ...meta, engineVersion: game.engineVersion + 1 });
    });
    expect((await refusal(store)).code).toBe('newer-version');
  });

  it('checks every fingerprint, not only the last: a wrong one in the middle is reported and kept', async () => {
    const { store, name } = await savedGame(12);
    await tamper(name, async (db) => {
      const record = await db.get('log', ['g', 6]);
      await db.put('log', { ...record, hash: '0000000000000000' });
    });
    const before = await everything(name);
    const error = await refusal(store);
    expect(error.code).toBe('corrupt-save');
    expect(error.message).toMatch(/^This saved game does not replay as it was played: move 6 \(\w+'s\) does not lead to the position the save records\. It has been kept as it is\.$/);
    expect(await everything(name)).toEqual(before);
  });

  it('refuses an empty fingerprint on a move, and a move that no longer applies', async () => {
    const { store, name } = await savedGame(8);
    await tamper(name, async (db) => {
      const record = await db.get('log', ['g', 3]);
      await db.put('log', { ...record, hash: '' });
    });
    expect((await refusal(store)).message).toMatch(/move 3 .*has no fingerprint/);
    await tamper(name, async (db) => {
      const record = await db.get('log', ['g', 3]);
      await db.put('log', { ...record, action: { type: 'nonsense' } });
    });
    expect((await refusal(store)).message).toMatch(/move 3 .*does not hold/);
  });

  it('refuses a saved position that does not match its fingerprint', async () => {
    const { store, name } = await savedGame(4);
    await tamper(name, async (db) => {
      const first = await db.get('snapshots', ['g', 0]);
      await db.put('snapshots', { ...first, state: { ...first.state, month: 7 } });
    });
    expect((await refusal(store)).message).toMatch(/: its starting position does not match its fingerprint\. It has been kept as it is\.$/);
  });

  it('refuses a header whose count or status disagrees with the moves', async () => {
    const { store, name } = await savedGame(4);
    await tamper(name, async (db) => {
      const meta = await db.get('matches', 'g');
      await db.put('matches', { ...meta, status: 'finished' });
    });
    expect((await refusal(store)).message).toMatch(/header disagrees with whether the game is finished/);
  });
});
