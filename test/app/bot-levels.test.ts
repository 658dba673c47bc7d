// Bot levels as data: chosen per bot seat in New game and saved with the seat; a save from before
// levels (no level) plays Normal; an unknown level is refused on import; the table asks the level's
// bot (Easy slips from Normal, Hard thinks elsewhere and falls back to Normal when that fails).
import { describe, expect, it, vi } from 'vitest';
import { playBotMove, setHardThinker } from '../../src/app/bots';
import { createNewGameStore, seatRecord } from '../../src/app/new-game-store';
import { createSession } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Action } from '../../src/engine/types';
import type { BotPolicy, GameModule } from '../../src/games/registry';
import { createMemoryStore } from '../../src/storage/memory-store';
import { levelOf } from '../../src/storage/bot-levels';
import { checkMatchMeta, type MatchMeta, type SeatRecord } from '../../src/storage/records';
import { sealedBidGame, type SBState } from '../engine/sealed-bid-game';
import { makeEasyBot } from '../../src/games/bots/easy';

const meta = (seats: SeatRecord[]): MatchMeta => ({
  id: 'b', game: sealedBidGame.id, seats, options: {}, seed: 'levels', engineVersion: 1, contentVersion: 1,
  status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '',
});

async function session(seats: SeatRecord[], bot: BotPolicy) {
  const store = createMemoryStore();
  const started = startMatch(sealedBidGame, { seats }, 'levels');
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  await store.createMatch(meta(seats), { matchId: 'b', seq: 0, state, hash: stateHash(state) });
  const module: GameModule = { game: sealedBidGame, bot };
  return createSession(store, module, meta(seats), { seq: 0, state }, [], state);
}

const first: BotPolicy = (_view, legal) => legal[0] as Action;
const last: BotPolicy = (_view, legal) => legal[legal.length - 1] as Action;

describe('bot levels', () => {
  it('New game offers a level per bot seat and saves it with the bot, never with a person', async () => {
    const start = vi.fn(async (_setup: unknown) => ({ ok: true as const, value: meta([]) }));
    const s = createNewGameStore({ catalogue: [{ id: 'g', name: 'G', minSeats: 2, maxSeats: 4, options: [], available: true }], saved: [], colours: ['red', 'blue'], start });
    const [a, b] = s.seats.value.map((x) => x.key) as [number, number];
    s.update(a, { name: 'Ana' });
    s.setKind(b, 'bot');
    expect(s.seats.value[1]!.level).toBe('normal');
    // This game has no search: Hard is not offered, and cannot be set.
    expect(s.levels.value).toEqual(['easy', 'normal']);
    s.setLevel(b, 'hard');
    expect(s.seats.value[1]!.level).toBe('normal');
    s.setLevel(b, 'easy');
    await s.submit();
    expect(start.mock.calls[0]![0]).toMatchObject({ seats: [{ name: 'Ana', kind: 'person' }, { name: 'Penny', kind: 'bot', level: 'easy' }] });
    expect(seatRecord({ name: ' Bo ', colour: 'red', kind: 'person', level: 'hard' })).toEqual({ name: 'Bo', colour: 'red', kind: 'person' });
  });

  it('offers Hard where the game searches (Brick & Mortar, Adventure Mart), and a game without one (the Bidding dial) turns a Hard seat Normal', () => {
    const start = vi.fn(async (_setup: unknown) => ({ ok: true as const, value: meta([]) }));
    const catalogue = ['brick-and-mortar', 'bidding-dial'].map((id) => ({ id, name: id, minSeats: 2, maxSeats: 4, options: [], available: true }));
    const s = createNewGameStore({ catalogue, saved: [], colours: ['red', 'blue'], start });
    expect(s.levels.value).toEqual(['easy', 'normal', 'hard']);
    const b = s.seats.value[1]!.key;
    s.setKind(b, 'bot');
    s.setLevel(b, 'hard');
    expect(s.seats.value[1]!.level).toBe('hard');
    s.chooseGame('bidding-dial');
    expect(s.seats.value[1]!.level).toBe('normal');
  });

  it('reads a seat saved before levels as Normal, and refuses a level it does not know', () => {
    expect(levelOf({ name: 'Old', colour: 'red', kind: 'bot' } as SeatRecord)).toBe('normal');
    expect(checkMatchMeta(meta([{ name: 'Old', colour: 'red', kind: 'bot' }]))).toBeNull();
    expect(checkMatchMeta(meta([{ name: 'H', colour: 'red', kind: 'bot', level: 'hard' }]))).toBeNull();
    expect(checkMatchMeta(meta([{ name: 'X', colour: 'red', kind: 'bot', level: 'expert' as 'hard' }]))).toBe('seats[0].level should be "easy", "normal" or "hard"');
  });

  it('a Hard seat plays what its thinker chose, and Normal\'s move when the thinker fails or offers a move not listed', async () => {
    const seats: SeatRecord[] = [{ name: 'H', colour: 'red', kind: 'bot', level: 'hard' }, { name: 'P', colour: 'blue', kind: 'person' }];
    const moves: Action[] = [];
    const spy: BotPolicy = (view, legal, seat, seed) => {
      const a = first(view, legal, seat, seed);
      moves.push(a);
      return a;
    };
    const asked: unknown[] = [];
    const before = setHardThinker(async (_game, view, legal) => {
      asked.push(view);
      return legal[legal.length - 1] as Action;
    });
    try {
      const s = await session(seats, spy);
      const legal = sealedBidGame.legal(s.match.value.state as SBState, 0);
      expect(legal.length).toBeGreaterThan(1);
      expect((await playBotMove(s))?.ok).toBe(true);
      // The thinker saw the seat's view, not the state.
      expect(asked[0]).toEqual(sealedBidGame.view(sealedBidGame.setup({ seats }, 'levels'), 0));
      expect(s.meta.value.actionCount).toBe(1);
      expect(moves).toHaveLength(0);

      setHardThinker(async () => ({ type: 'not-a-move' }));
      const t = await session(seats, spy);
      expect((await playBotMove(t))?.ok).toBe(true);
      expect(moves).toHaveLength(1);

      setHardThinker(async () => {
        throw new Error('worker lost');
      });
      const u = await session(seats, spy);
      expect((await playBotMove(u))?.ok).toBe(true);
      expect(moves).toHaveLength(2);
    } finally {
      setHardThinker(before);
    }
  });

  it('Easy slips from Normal on about 40% of decisions, to another move of the same kind, reproducibly', () => {
    const legal: Action[] = [...Array.from({ length: 8 }, (_, amount) => ({ type: 'bid', amount }) as Action), { type: 'pass' }];
    const easy = makeEasyBot(first);
    let slips = 0;
    for (let i = 0; i < 400; i++) {
      const a = easy(null, legal, 0, `seed-${i}`) as Action & { amount?: number };
      expect(easy(null, legal, 0, `seed-${i}`)).toEqual(a);
      expect(a.type).toBe('bid');
      if (a.amount !== 0) slips++;
    }
    expect(slips / 400).toBeGreaterThan(0.3);
    expect(slips / 400).toBeLessThan(0.5);
    expect(easy(null, legal.slice(0, 1), 0, 'only')).toEqual(legal[0]);
  });
});
