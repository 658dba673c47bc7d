// The match runner's and the kernel helpers' remaining edges (found by mutation testing, npm run
// mutate): each refusal keeps the game's own reason and sentence, replayMatch and undo stop at a
// move that no longer applies, the barrier is set by any revealing event, public events reach every
// viewer, and seating and the PRNG behave at the edges.
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../src/engine/action-shape';
import { sidedPicks, move, field, among } from '../../src/engine/choices';
import { stateHash } from '../../src/engine/hash';
import { applyChecked, replay, replayMatch, startMatch, submit, undo, undoableCount, visibleEvents, type Match } from '../../src/engine/match';
import { err } from '../../src/engine/result';
import { randomInt, seedRng } from '../../src/engine/rng';
import { distanceClockwise, inTieOrder, tieWinner } from '../../src/engine/seating';
import type { Action, GameDefinition, GameEvent } from '../../src/engine/types';
import { sealedBidGame, twoSeats, type SBState } from './sealed-bid-game';

function started(seed = 'edges'): Match<SBState> {
  const m = startMatch(sealedBidGame, twoSeats, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
const boom = () => {
  throw new Error('boom');
};

describe('the match runner: reasons and sentences', () => {
  it('a seed that is not text is refused; a setup that throws and a game that throws say so in a sentence', () => {
    expect(startMatch(sealedBidGame, twoSeats, 5 as never)).toEqual({ ok: false, error: { code: 'bad-seed', message: 'A game needs a seed.' } });
    const broken = { ...sealedBidGame, setup: boom } as unknown as typeof sealedBidGame;
    expect(startMatch(broken, twoSeats, 'x')).toEqual({ ok: false, error: { code: 'setup-failed', message: 'This game could not be set up with these settings.' } });
    const throwing = { ...sealedBidGame, apply: boom } as unknown as typeof sealedBidGame;
    expect(submit(throwing, started(), 0, { type: 'bid', amount: 1 })).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong with that move; nothing was changed.' } });
  });

  it('a move the game refuses comes back with the game\'s own error', () => {
    const m = started();
    const own = sealedBidGame.apply(m.state, 0, { type: 'polish' });
    expect(own.ok).toBe(false);
    expect(submit(sealedBidGame, m, 0, { type: 'polish' })).toEqual({ ok: false, error: (own as { error: unknown }).error });
  });

  it('nothing to undo is said in a sentence', () => {
    expect(undo(sealedBidGame, started(), 0)).toEqual({ ok: false, error: { code: 'nothing-to-undo', message: 'There is nothing of yours to take back since the last reveal or hand-over.' } });
  });
});

describe('replayMatch and undo stop at what no longer applies', () => {
  it('replayMatch refuses bad settings and a log that no longer applies, and keeps its own copy of the log', () => {
    expect(replayMatch(sealedBidGame, { seats: [] }, 'x', []).ok).toBe(false);
    expect(replayMatch(sealedBidGame, { seats: [] }, 'x', [])).toMatchObject({ error: { code: 'bad-seats' } });
    const bad = replayMatch(sealedBidGame, twoSeats, 'x', [{ seat: 0, action: { type: 'polish' }, barrier: false }]);
    expect(bad).toMatchObject({ ok: false, error: { code: 'replay-failed' } });
    const log = [{ seat: 0, action: { type: 'bid', amount: 1 } as Action, barrier: false }];
    const good = replayMatch(sealedBidGame, twoSeats, 'x', log);
    if (!good.ok) throw new Error(good.error.message);
    log.push({ seat: 1, action: { type: 'bid', amount: 2 } as Action, barrier: true });
    expect(good.value.log).toHaveLength(1);
  });

  it('saved moves that cannot even be read are refused in a sentence', () => {
    const unreadable = { entries: boom } as never;
    expect(replay(sealedBidGame, 2, started().state, unreadable)).toEqual({ ok: false, error: { code: 'replay-failed', message: 'The saved moves could not be read back; nothing was changed.' } });
  });

  it('undo refuses when the moves before it no longer replay, rather than returning no state', () => {
    const m = started();
    const tampered: Match<SBState> = { ...m, log: [{ seat: 1, action: { type: 'polish' }, barrier: false }, { seat: 0, action: { type: 'bid', amount: 1 } as Action, barrier: false }] };
    expect(undo(sealedBidGame, tampered, 0)).toMatchObject({ ok: false, error: { code: 'replay-failed' } });
  });

  it('a log that cannot be read offers nothing to take back, even after readable entries', () => {
    const m = started();
    const log = [Object.defineProperty({}, 'seat', { get: boom, enumerable: true }), { seat: 0, action: { type: 'bid', amount: 1 }, barrier: false }];
    expect(undoableCount({ ...m, log } as never, 0)).toBe(0);
  });
});

describe('barriers and visibility', () => {
  it('any revealing event makes a barrier, even when the seat acts again and other events reveal nothing', () => {
    const events: GameEvent[] = [{ type: 'a', visibility: 'public', data: {} }, { type: 'b', visibility: 'public', reveals: true, data: {} }];
    const game = {
      ...sealedBidGame,
      apply: (s: unknown) => ({ ok: true, state: s, events }),
      pending: () => [{ seat: 0, kind: 'x', entry: 'open' }],
    } as unknown as GameDefinition<unknown, Action, unknown>;
    const r = applyChecked(game, 2, {}, 0, { type: 'x' });
    expect(r.ok && r.value.barrier).toBe(true);
    const quiet = { ...game, apply: (s: unknown) => ({ ok: true, state: s, events: [events[0]] }) } as typeof game;
    const q = applyChecked(quiet, 2, {}, 0, { type: 'x' });
    expect(q.ok && q.value.barrier).toBe(false);
  });

  it('public events reach every viewer, the table included; a seat\'s own only that seat', () => {
    const pub: GameEvent = { type: 'p', visibility: 'public', data: {} };
    const own: GameEvent = { type: 'o', visibility: { seat: 1 }, data: {} };
    expect(visibleEvents([pub, own], 'table')).toEqual([pub]);
    expect(visibleEvents([pub, own], 0)).toEqual([pub]);
    expect(visibleEvents([pub, own], 1)).toEqual([pub, own]);
  });
});

describe('kernel helpers at their edges', () => {
  it('sameJson: an object is not the array with the same keys, and a trailing undefined item still counts', () => {
    expect(sameJson({ 0: 1 }, [1])).toBe(false);
    expect(sameJson([1], [1, undefined])).toBe(false);
  });

  it('sidedPicks refuses sides that are not both lists, or cards that are not whole numbers, as the wrong shape', () => {
    const wrong = err('wrong', 'Wrong.');
    const picks = sidedPicks([5, 7], 2, ['a', 'b'], { wrong, absent: err('absent', 'Absent.'), order: err('order', 'Order.') });
    expect(picks.refuse({ a: [5, 7], b: 3 })).toBe(wrong);
    expect(picks.refuse({ a: 3, b: [5, 7] })).toBe(wrong);
    expect(picks.refuse({ a: [5, 'x'], b: [] })).toBe(wrong);
  });

  it('a move refuses another type, a missing field and an unknown field as its shape, before judging any value', () => {
    const shape = err('shape', 'Shape.');
    const m = move('take', [field('card', () => among([1, 2], err('absent', 'Absent.')))], shape);
    expect(m.refuse({ type: 'give', card: 1 })).toBe(shape);
    expect(m.refuse({ type: 'take' })).toBe(shape);
    expect(m.refuse({ type: 'take', other: 1 })).toBe(shape);
    // A key inside the field's name ('ar' in 'card') is still an unknown key.
    expect(m.refuse({ type: 'take', ar: 1 })).toBe(shape);
    expect(m.refuse({ type: 'take', card: 1, other: undefined })).toBeNull();
    expect(m.refuse({ type: 'take', card: 3 })?.code).toBe('absent');
  });

  it('fingerprints are always 16 hex digits, leading zeros kept, and an undefined item hashes as it did when saved', () => {
    for (let i = 0; i < 400; i++) expect(stateHash(i)).toMatch(/^[0-9a-f]{16}$/);
    expect(stateHash([undefined])).toBe('7045c91b80e84249');
  });

  it('randomInt rejects the biased top of the range (a bound just over 2^31 draws as when games were saved), and says which bound it refuses', () => {
    let s = seedRng('pinned');
    const out: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [v, n] = randomInt(s, 2 ** 31 + 1);
      out.push(v);
      s = n;
    }
    expect(out).toEqual([987049676, 771314100, 1043166193, 39870121, 932575778, 587399715]);
    expect(() => randomInt(seedRng('b'), 0)).toThrow('randomInt bound must be an integer in 1..2^32, got 0');
  });

  it('seating: distances count clockwise from any holder, and tie order leaves its input alone', () => {
    expect(distanceClockwise(4, 1, 0)).toBe(3);
    expect(distanceClockwise(4, 3, 1)).toBe(2);
    expect(tieWinner(4, 2, [0, 1])).toBe(0);
    const seats = [0, 3, 2];
    expect(inTieOrder(4, 2, seats)).toEqual([2, 3, 0]);
    expect(seats).toEqual([0, 3, 2]);
  });
});
