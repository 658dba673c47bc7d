// The public log rebuilt after a reload: Session.readLog gives the starting position and every
// saved action (past snapshots too), and replayPublicEvents keeps only what the table may read.
import { describe, expect, it } from 'vitest';
import { replayPublicEvents } from '../../src/app/public-log';
import { visibleEvents } from '../../src/engine/match';
import { createSession, SNAPSHOT_SPACING } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { GameEvent } from '../../src/engine/types';
import type { GameModule } from '../../src/games/registry';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta } from '../../src/storage/records';
import { sealedBidGame, threeSeats, type SBState } from '../engine/sealed-bid-game';

const module: GameModule = { game: sealedBidGame };

describe('public log', () => {
  it('replays every saved action, across snapshots, into the same public events the table saw', async () => {
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
    for (let i = 0; i < SNAPSHOT_SPACING + 10; i++) {
      const s = session.match.value.state as SBState;
      const prompt = sealedBidGame.pending(s)[0];
      if (!prompt) break;
      const r = await session.dispatch(prompt.seat, sealedBidGame.legal(s, prompt.seat)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      seen.push(visibleEvents(r.value, 'table'));
    }
    // A snapshot was taken, so the session's own log tail is shorter than the game.
    expect(session.match.value.log.length).toBeLessThan(seen.length);
    const read = await session.readLog();
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.log).toHaveLength(seen.length);
    const replayed = replayPublicEvents(sealedBidGame, 3, read.value.initial, read.value.log);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.map((m) => m.events)).toEqual(seen);
    expect(replayed.value.map((m) => m.seq)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.flat().length).toBeGreaterThan(0);
    expect(replayed.value.flatMap((m) => m.events).every((e) => e.visibility === 'public')).toBe(true);
  });

  it('reports a log that no longer replays instead of throwing', () => {
    const started = startMatch(sealedBidGame, threeSeats, 'bad');
    if (!started.ok) throw new Error(started.error.message);
    const r = replayPublicEvents(sealedBidGame, 3, started.value.state, [{ seat: 0, action: { type: 'nonsense' } }]);
    expect(r.ok).toBe(false);
  });
});
