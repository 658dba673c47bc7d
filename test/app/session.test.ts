import { describe, expect, it, vi } from 'vitest';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Seat } from '../../src/engine/types';
import { SNAPSHOT_SPACING } from '../../src/app/positions';
import { createSession, resumeSession, SLOW_SAVE_MS, type Session } from '../../src/app/session';
import type { GameModule } from '../../src/games/registry';
import { type MatchStore } from '../../src/storage/match-store';
import { openMatchStore } from '../../src/storage/idb-store';
import type { MatchMeta } from '../../src/storage/records';
import { LOTS, sealedBidGame, threeSeats, type SBAction, type SBState } from '../engine/sealed-bid-game';

const module: GameModule = {
  game: sealedBidGame,
  describeProgress: (s) => `Lots left ${(s as SBState).deck.length}`,
};
let dbCounter = 0;

async function freshStore(): Promise<MatchStore> {
  const opened = await openMatchStore({ name: `session-test-${++dbCounter}` });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

async function newSession(
  store: MatchStore,
  seed = 'session',
  onSaveFailed?: (message: string, retry: () => void) => void,
): Promise<Session> {
  const started = startMatch(sealedBidGame, threeSeats, seed);
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const meta: MatchMeta = {
    id: `m-${seed}`, game: sealedBidGame.id, seed, options: {}, engineVersion: 1, contentVersion: 1,
    seats: threeSeats.seats.map((s, i) => ({ name: s.name, kind: s.kind, colour: ['orange', 'blue', 'green'][i]! })),
    status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: '',
  };
  const created = await store.createMatch(meta, { matchId: meta.id, seq: 0, state, hash: stateHash(state) });
  if (!created.ok) throw new Error(created.error.message);
  return createSession(store, module, meta, { seq: 0, state }, [], state, onSaveFailed);
}

/** Plays the first legal action of the first prompt `count` times (or until the end). */
async function playSome(session: Session, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const state = session.match.value.state as SBState;
    const prompt = sealedBidGame.pending(state)[0];
    if (!prompt) return;
    const legal = sealedBidGame.legal(state, prompt.seat);
    // Polish when offered so some actions are not barriers; otherwise the cheapest choice.
    const r = await session.dispatch(prompt.seat, legal[0]!);
    if (!r.ok) throw new Error(r.error.message);
  }
}

describe('session', () => {
  it('shows an action only after storage has committed it', async () => {
    const store = await freshStore();
    const session = await newSession(store);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const realAppend = store.appendAction.bind(store);
    store.appendAction = async (...args) => {
      await gate;
      return realAppend(...args);
    };
    const before = session.match.value.state;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = session.dispatch(0, { type: 'bid', amount: 2 } as SBAction);
    await Promise.resolve();
    expect(session.match.value.state).toBe(before);
    // A quick save flips nothing (nothing renders while it is open); a slow one says "Saving…".
    expect(session.saving.value).toBe(false);
    vi.advanceTimersByTime(SLOW_SAVE_MS);
    vi.useRealTimers();
    expect(session.saving.value).toBe(true);
    release();
    expect((await pending).ok).toBe(true);
    expect(session.saving.value).toBe(false);
    expect(session.match.value.state).not.toBe(before);
    const loaded = await store.loadMatch('m-session');
    expect(loaded.ok && loaded.value.tail.length).toBe(1);
  });

  it('reports a failed write, keeps the screen where it was, and succeeds on retry', async () => {
    const store = await freshStore();
    const failures: { message: string; retry: () => void }[] = [];
    const session = await newSession(store, 'session', (message, retry) => failures.push({ message, retry }));
    const realAppend = store.appendAction.bind(store);
    store.appendAction = async () => ({ ok: false, error: { code: 'quota', message: 'full' } });
    const before = stateHash(session.match.value.state);
    const failed = await session.dispatch(0, { type: 'bid', amount: 2 } as SBAction);
    expect(failed.ok ? 'saved' : failed.error.code).toBe('save-failed');
    expect(stateHash(session.match.value.state)).toBe(before);
    expect(session.match.value.log).toHaveLength(0);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toMatch(/could not be saved/);
    store.appendAction = realAppend;
    failures[0]!.retry();
    await vi.waitFor(() => expect(session.meta.value.actionCount).toBe(1), { timeout: 10_000 });
    expect(session.match.value.log).toHaveLength(1);
  });

  it('refuses an illegal action without writing anything', async () => {
    const store = await freshStore();
    const session = await newSession(store);
    const r = await session.dispatch(0, { type: 'bid', amount: 99 } as SBAction);
    expect(r.ok).toBe(false);
    const loaded = await store.loadMatch('m-session');
    expect(loaded.ok && loaded.value.tail.length).toBe(0);
  });

  it('resumes from the latest snapshot and the log tail to the very same state', async () => {
    const store = await freshStore();
    const session = await newSession(store, 'resume');
    await playSome(session, 30);
    const loaded = await store.loadMatch('m-resume');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.snapshot.seq).toBeGreaterThanOrEqual(SNAPSHOT_SPACING);
    const resumed = await resumeSession(store, module, 'm-resume');
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(stateHash(resumed.value.match.value.state)).toBe(stateHash(session.match.value.state));
    expect(resumed.value.meta.value.actionCount).toBe(session.meta.value.actionCount);
  });

  it('detects a damaged save, says so, and keeps it', async () => {
    const store = await freshStore();
    const session = await newSession(store, 'damaged');
    await playSome(session, 4);
    const tampered = await store.loadMatch('m-damaged');
    if (!tampered.ok) throw new Error('load');
    const meta = tampered.value.meta;
    const bad = { ...tampered.value.tail.at(-1)!, seq: meta.actionCount + 1, hash: 'ffffffffffffffff', action: { type: 'bid', amount: 0 } };
    // Write a record whose recorded hash cannot match what replay produces.
    await store.appendAction({ ...meta, actionCount: bad.seq }, bad);
    const resumed = await resumeSession(store, module, 'm-damaged');
    expect(resumed.ok ? 'opened' : resumed.error.code).toBe('corrupt-save');
    const listed = await store.listMatches();
    expect(listed.ok && listed.value.matches.map((m) => m.id)).toContain('m-damaged');
  });

  it('undoes the acting seat\'s own steps, saves the undo, and stops at the barrier', async () => {
    const store = await freshStore();
    const session = await newSession(store, 'undo');
    const bid = (seat: Seat, amount: number) => session.dispatch(seat, { type: 'bid', amount } as SBAction);
    await bid(0, 3);
    await bid(1, 1);
    await bid(2, 0);
    const winner = (session.match.value.state as SBState).winner;
    const atPolish = stateHash(session.match.value.state);
    expect((await session.dispatch(winner, { type: 'polish' })).ok).toBe(true);
    expect(session.canUndo(winner)).toBe(true);
    expect(session.canUndo((winner + 1) % 3)).toBe(false);
    expect((await session.undo(winner)).ok).toBe(true);
    expect(stateHash(session.match.value.state)).toBe(atPolish);
    expect(session.canUndo(winner)).toBe(false);
    expect((await session.undo(winner)).ok).toBe(false);
    const resumed = await resumeSession(store, module, 'm-undo');
    expect(resumed.ok && stateHash(resumed.value.match.value.state)).toBe(atPolish);
  });

  it('undoes from the latest snapshot after one was taken, and saves the undo at the right seq', async () => {
    const store = await freshStore();
    const session = await newSession(store, 'undo-after-snapshot');
    const polishable = () => {
      const state = session.match.value.state as SBState;
      return state.phase === 'polish' && sealedBidGame.legal(state, state.winner).some((a) => a.type === 'polish');
    };
    // Seats take turns winning a lot for 1 coin and polish when they can: six actions per lot, so
    // the snapshot comes with the fifth lot's bids and its winner still has coins to polish with.
    for (let i = 0; i < 60 && !(session.match.value.base.seq > 0 && polishable()); i++) {
      const state = session.match.value.state as SBState;
      const prompt = sealedBidGame.pending(state)[0]!;
      const lotIndex = LOTS.length - 1 - state.deck.length;
      const action: SBAction = state.phase === 'bid'
        ? { type: 'bid', amount: lotIndex % 3 === prompt.seat ? 1 : 0 }
        : polishable() ? { type: 'polish' } : { type: 'done' };
      const r = await session.dispatch(prompt.seat, action);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(session.match.value.base.seq).toBeGreaterThanOrEqual(SNAPSHOT_SPACING);
    expect(polishable()).toBe(true);
    const winner = (session.match.value.state as SBState).winner;
    const before = stateHash(session.match.value.state);
    const count = session.meta.value.actionCount;
    expect((await session.dispatch(winner, { type: 'polish' })).ok).toBe(true);
    expect((await session.undo(winner)).ok).toBe(true);
    expect(stateHash(session.match.value.state)).toBe(before);
    expect(session.meta.value.actionCount).toBe(count);
    const loaded = await store.loadMatch('m-undo-after-snapshot');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.meta.actionCount).toBe(count);
    expect(loaded.value.snapshot.seq + loaded.value.tail.length).toBe(count);
  });
});
