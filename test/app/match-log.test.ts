// The logs rebuilt after a reload: Session.readLog gives a saved position and the moves after it;
// opening rebuilds at least LOG_WINDOW moves back, earlier ones on request. The public log keeps
// only what the table may read, each seat's log only what that seat may read.
import { describe, expect, it } from 'vitest';
import { createMatchLog } from '../../src/app/match-log';
import { LOG_WINDOW, SNAPSHOT_SPACING } from '../../src/app/positions';
import { replay, visibleEvents } from '../../src/engine/match';
import type { MatchStore } from '../../src/storage/match-store';
import { module as bm, playReal } from './real-export';
import { createSession, resumeSession, type Session } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Action, GameDefinition, GameEvent } from '../../src/engine/types';
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

  /** Every move's events as played, replayed here from the start of the saved game. */
  async function everyMove(store: MatchStore, id: string): Promise<GameEvent[][]> {
    const all = await store.exportMatch(id);
    if (!all.ok) throw new Error(all.error.message);
    const out: GameEvent[][] = [];
    const moves = all.value.log.map((m) => ({ seat: m.seat, action: m.action as Action }));
    const r = replay(bm.game, 3, all.value.snapshots[0]!.state, moves, (_i, applied) => void out.push(applied.events));
    if (!r.ok) throw new Error(r.error.message);
    return out;
  }

  it('opens a long game from a saved position near its end, and rebuilds earlier moves on request', async () => {
    const store = createMemoryStore();
    const meta = await playReal(store, 'long', 200, 'long-log');
    const played = await everyMove(store, 'long');
    expect(played).toHaveLength(200);
    const asked: number[] = [];
    const watched: MatchStore = {
      ...store,
      loadHistory: async (id, from, to) => {
        const r = await store.loadHistory(id, from, to);
        if (r.ok) asked.push(r.value.snapshot.seq);
        return r;
      },
    };
    const reopened = await resumeSession(watched, bm, 'long');
    if (!reopened.ok) throw new Error(reopened.error.message);
    // Read while resuming, so the table's first frame can show the log: opening reads nothing more.
    expect(asked).toHaveLength(1);
    const log = createMatchLog(reopened.value);
    await settled(log);
    expect(log.error.value).toBeNull();
    // Only the latest moves, from a saved position: no replay from the start.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThan(0);
    const first = log.moves.value[0]!.seq;
    expect(first).toBe(asked[0]! + 1);
    expect(first).toBeLessThanOrEqual(meta.actionCount - LOG_WINDOW + 1);
    expect(log.earlier.value).toBe(true);
    expect(log.moves.value.map((m) => m.events)).toEqual(played.slice(first - 1).map((e) => visibleEvents(e, 'table')));
    // Earlier moves on request, until the start, each exactly as played.
    for (let i = 0; i < 10 && log.earlier.value; i++) await log.loadEarlier();
    expect(log.earlier.value).toBe(false);
    expect(asked.at(-1)).toBe(0);
    expect(log.moves.value.map((m) => m.seq)).toEqual(played.map((_, i) => i + 1));
    expect(log.moves.value.map((m) => m.events)).toEqual(played.map((e) => visibleEvents(e, 'table')));
    // Nothing private in the public log, and each seat's own log holds its events and no one else's.
    expect(log.moves.value.flatMap((m) => m.events).every((e) => e.visibility === 'public')).toBe(true);
    for (const seat of [0, 1, 2]) {
      const own = log.seatMoves(seat).flatMap((m) => m.events);
      expect(own).toEqual(played.flat().filter((e) => e.visibility !== 'public' && e.visibility.seat === seat));
      expect(own.every((e) => e.visibility !== 'public' && e.visibility.seat === seat)).toBe(true);
    }
    expect(played.flat().some((e) => e.visibility !== 'public')).toBe(true);
    log.dispose();
  });

  it('shows no lines from an older saved position that does not lead where the save says', async () => {
    const store = createMemoryStore();
    await playReal(store, 'damaged', 200, 'damaged-log');
    const played = await everyMove(store, 'damaged');
    // Positions read for earlier moves come back altered (as a damaged disk might give them); the
    // latest and the opening's own read are as saved.
    const damaged: MatchStore = {
      ...store,
      loadHistory: async (id, from, to) => {
        const r = await store.loadHistory(id, from, to);
        if (!r.ok || to >= 200) return r;
        const state = r.value.snapshot.state as { players: { cash: number }[] };
        const altered = { ...state, players: state.players.map((p) => ({ ...p, cash: p.cash + 5 })) };
        return { ok: true, value: { ...r.value, snapshot: { ...r.value.snapshot, state: altered } } };
      },
    };
    const reopened = await resumeSession(damaged, bm, 'damaged');
    if (!reopened.ok) throw new Error(reopened.error.message);
    const log = createMatchLog(reopened.value);
    await settled(log);
    const before = log.moves.value;
    expect(log.error.value).toBeNull();
    await log.loadEarlier();
    expect(log.error.value).toMatch(/do not lead to the position the save records|no longer applies/);
    expect(log.moves.value).toEqual(before);
    expect(before.map((m) => m.events)).toEqual(played.slice(before[0]!.seq - 1).map((e) => visibleEvents(e, 'table')));
    log.dispose();
  });

  it('reaches back to each person\'s latest move, so what was drawn since they last looked is still there', async () => {
    // A counting game: every move draws a card for its mover (a private event) and says so in public.
    const counting: GameDefinition<number> = {
      id: 'counting', name: 'Counting', minSeats: 2, maxSeats: 2, engineVersion: 1, contentVersion: 1,
      setup: () => 0,
      pending: () => [],
      legal: () => [],
      apply: (n, seat) => ({
        ok: true,
        state: n + 1,
        events: [{ type: 'moved', visibility: 'public' }, { type: 'you-drew', visibility: { seat }, data: { card: n } }],
      }),
      view: (n) => n,
      outcome: () => null,
    };
    // 200 moves, saved positions every 25; Ana moved only at move 5, Bo at every other move.
    const mover = (seq: number) => (seq === 5 ? 0 : 1);
    const opened = (anaKind: 'person' | 'bot') => {
      const meta: MatchMeta = {
        id: 'c', game: 'counting', seed: 's', options: {}, engineVersion: 1, contentVersion: 1,
        seats: [{ name: 'Ana', kind: anaKind, colour: 'orange' }, { name: 'Bo', kind: 'bot', colour: 'sky-blue' }],
        status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 200, progress: '',
      };
      const session = createSession(createMemoryStore(), { game: counting }, meta, { seq: 200, state: 200 }, [], 200);
      const readLog: Session['readLog'] = async (from, to = 200) => {
        const start = Math.floor(Math.max(0, Math.min(from, to)) / 25) * 25;
        const log = Array.from({ length: to - start }, (_, i) => ({ seat: mover(start + i + 1), action: { type: 'count' }, barrier: true }));
        return { ok: true, value: { from: start, to, initial: start, log, hash: stateHash(to) } };
      };
      return createMatchLog({ ...session, readLog });
    };
    const person = opened('person');
    await settled(person);
    expect(person.error.value).toBeNull();
    expect(person.moves.value[0]!.seq).toBeLessThanOrEqual(5);
    expect(person.seatMoves(0).flatMap((m) => m.events)).toEqual([{ type: 'you-drew', visibility: { seat: 0 }, data: { card: 4 } }]);
    // A bot looks at nothing: its table opens with the latest moves only.
    const bots = opened('bot');
    await settled(bots);
    expect(bots.moves.value[0]!.seq).toBeGreaterThan(200 - LOG_WINDOW - 25);
    expect(bots.seatMoves(0)).toEqual([]);
    person.dispose();
    bots.dispose();
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
