// The logs rebuilt after a reload: Session.readLog gives the starting position and every saved
// action (past snapshots too); the public log keeps only what the table may read, each seat's log
// only what that seat may read.
import { describe, expect, it } from 'vitest';
import { createMatchLog } from '../../src/app/match-log';
import { visibleEvents } from '../../src/engine/match';
import { createSession, resumeSession, SNAPSHOT_SPACING } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { GameEvent } from '../../src/engine/types';
import type { GameModule } from '../../src/games/registry';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta } from '../../src/storage/records';
import { sealedBidGame, threeSeats, type SBState } from '../engine/sealed-bid-game';

const module: GameModule = { game: sealedBidGame };

const settled = async (log: ReturnType<typeof createMatchLog>) => {
  for (let i = 0; i < 100 && log.loading.value; i++) await new Promise((r) => setTimeout(r, 5));
};

describe('match logs', () => {
  it('replays every saved action, across snapshots, into the same events each viewer saw', async () => {
    const store = createMemoryStore();
    const started = startMatch(sealedBidGame, threeSeats, 'public-log');
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value.state;
    const meta: MatchMeta = {
      id: 'pl', game: sealedBidGame.id, seed: 'public-log', options: {}, engineVersion: 1, contentVersion: 1,
      seats: threeSeats.seats.map((s) => ({ name: s.name, kind: s.kind, colour: 'orange' })),
      status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: '',
    };
    expect((await store.createMatch(meta, { matchId: 'pl', seq: 0, state, hash: stateHash(state) })).ok).toBe(true);
    const session = createSession(store, module, meta, { seq: 0, state }, [], state);
    const seen: GameEvent[][] = [];
    const own: GameEvent[][] = [];
    for (let i = 0; i < SNAPSHOT_SPACING + 10; i++) {
      const s = session.match.value.state as SBState;
      const prompt = sealedBidGame.pending(s)[0];
      if (!prompt) break;
      const r = await session.dispatch(prompt.seat, sealedBidGame.legal(s, prompt.seat)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      seen.push(visibleEvents(r.value, 'table'));
      own.push(r.value.filter((e) => e.visibility !== 'public' && e.visibility.seat === 1));
    }
    // A snapshot was taken, so the session's own log tail is shorter than the game.
    expect(session.match.value.log.length).toBeLessThan(seen.length);
    const reopened = await resumeSession(store, module, 'pl');
    if (!reopened.ok) throw new Error(reopened.error.message);
    const log = createMatchLog(reopened.value);
    await settled(log);
    expect(log.error.value).toBeNull();
    expect(log.moves.value.map((m) => m.events)).toEqual(seen);
    expect(log.moves.value.map((m) => m.seq)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.flat().length).toBeGreaterThan(0);
    expect(log.moves.value.flatMap((m) => m.events).every((e) => e.visibility === 'public')).toBe(true);
    // Seat 1's own log: its sealed bids, and nobody else's.
    const mine = log.seatMoves(1);
    expect(mine.flatMap((m) => m.events)).toEqual(own.flat());
    expect(mine.length).toBeGreaterThan(0);
    expect(log.seatMoves(0).flatMap((m) => m.events).some((e) => e.visibility !== 'public' && e.visibility.seat !== 0)).toBe(false);

    log.dispose();
  });

  it('follows each new move, and an undo drops the undone move', async () => {
    const store = createMemoryStore();
    const started = startMatch(sealedBidGame, threeSeats, 'live');
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value.state;
    const meta: MatchMeta = {
      id: 'live', game: sealedBidGame.id, seed: 'live', options: {}, engineVersion: 1, contentVersion: 1,
      seats: threeSeats.seats.map((s) => ({ name: s.name, kind: s.kind, colour: 'orange' })),
      status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: '',
    };
    await store.createMatch(meta, { matchId: 'live', seq: 0, state, hash: stateHash(state) });
    const session = createSession(store, module, meta, { seq: 0, state }, [], state);
    const log = createMatchLog(session);
    await settled(log);
    const prompt = sealedBidGame.pending(state)[0]!;
    const r = await session.dispatch(prompt.seat, sealedBidGame.legal(state, prompt.seat)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    expect(log.moves.value).toEqual([{ seq: 1, seat: prompt.seat, events: visibleEvents(r.value, 'table') }]);
    expect(log.seatMoves(prompt.seat).flatMap((m) => m.events)).toEqual(r.value.filter((e) => e.visibility !== 'public'));
    // Play on to a move that can be taken back (sealed bids can be, until the reveal).
    let undoable: number | null = null;
    for (let i = 0; i < 20 && undoable === null; i++) {
      const s = session.match.value.state as SBState;
      const p = sealedBidGame.pending(s)[0]!;
      expect((await session.dispatch(p.seat, sealedBidGame.legal(s, p.seat)[0]!)).ok).toBe(true);
      if (session.canUndo(p.seat)) undoable = p.seat;
    }
    if (undoable === null) throw new Error('no undoable move');
    const count = log.moves.value.length;
    expect(count).toBe(session.meta.value.actionCount);
    expect((await session.undo(undoable)).ok).toBe(true);
    expect(log.moves.value.length).toBe(count - 1);
    expect(log.moves.value.at(-1)?.seq).toBe(count - 1);
    log.dispose();
  });

  it('reports a log that no longer replays instead of throwing', async () => {
    const store = createMemoryStore();
    const started = startMatch(sealedBidGame, threeSeats, 'bad');
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value.state;
    const meta: MatchMeta = {
      id: 'bad', game: sealedBidGame.id, seed: 'bad', options: {}, engineVersion: 1, contentVersion: 1,
      seats: threeSeats.seats.map((s) => ({ name: s.name, kind: s.kind, colour: 'orange' })),
      status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 1, progress: '',
    };
    await store.createMatch(meta, { matchId: 'bad', seq: 0, state, hash: stateHash(state) });
    const session = createSession(store, module, meta, { seq: 0, state }, [], state);
    await store.appendAction(meta, { matchId: 'bad', seq: 1, seat: 0, action: { type: 'nonsense' }, barrier: false, hash: 'x' });
    const log = createMatchLog(session);
    await settled(log);
    expect(log.error.value).toMatch(/no longer applies/);
    expect(log.moves.value).toEqual([]);
    log.dispose();
  });
});
