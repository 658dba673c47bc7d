import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stateHash } from '../../src/engine/hash';
import {
  applyChecked, currentSeq, rebase, replayMatch, startMatch, submit, undo, undoableCount, visibleEvents, type Match,
} from '../../src/engine/match';
import type { Action, GameDefinition, Seat } from '../../src/engine/types';
import { sealedBidGame, threeSeats, twoSeats, type SBAction, type SBState } from './sealed-bid-game';

function start(seed = 'seed-1', options = twoSeats): Match<SBState> {
  const m = startMatch(sealedBidGame, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

function play(match: Match<SBState>, seat: Seat, action: SBAction): Match<SBState> {
  const r = submit(sealedBidGame, match, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.match;
}

/** Plays a whole game choosing among legal actions with `pick`; returns the final match. */
function playOut(seed: string, pick: (n: number) => number, options = threeSeats): Match<SBState> {
  let match = start(seed, options);
  for (let guard = 0; guard < 500; guard++) {
    const prompts = sealedBidGame.pending(match.state);
    if (prompts.length === 0) return match;
    const prompt = prompts[pick(prompts.length)]!;
    const legal = sealedBidGame.legal(match.state, prompt.seat);
    match = play(match, prompt.seat, legal[pick(legal.length)]!);
  }
  throw new Error('game did not end');
}

function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('match runner', () => {
  it('is deterministic by seed: same seed and choices give the same game, other seeds deal other lots', () => {
    const a = playOut('table-7', lcg(3));
    const b = playOut('table-7', lcg(3));
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    expect(a.log).toEqual(b.log);
    const decks = new Set(['s1', 's2', 's3', 's4', 's5'].map((s) => start(s).state.deck.join(',')));
    expect(decks.size).toBeGreaterThan(1);
  });

  it('replay from setup and log equals live play, for many seeded games', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer(), (seed, choices) => {
        const live = playOut(seed, lcg(choices));
        const replayed = replayMatch(sealedBidGame, live.options, live.seed, live.log);
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(stateHash(replayed.value.state)).toBe(stateHash(live.state));
        expect(sealedBidGame.outcome(live.state)).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('rejects garbage actions and unknown seats with an error value, leaving the state unchanged', () => {
    const garbageAction = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom('bid', 'polish', 'done', ''), amount: fc.oneof(fc.double(), fc.integer(), fc.string()) }),
      fc.constant({ type: 'bid', amount: Number.NaN }),
      fc.constant({ type: 'bid', amount: 99 }),
      fc.constant({ type: 'bid', amount: -1 }),
      fc.constant({ type: 'bid', amount: 2.5 }),
    );
    const garbageSeat = fc.oneof(fc.integer({ min: -3, max: 6 }), fc.double(), fc.constant(Number.NaN), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer(), garbageSeat, garbageAction, (steps, choices, seat, action) => {
        let match = start('garbage');
        const pick = lcg(choices);
        for (let i = 0; i < steps; i++) {
          const prompts = sealedBidGame.pending(match.state);
          if (prompts.length === 0) break;
          const p = prompts[pick(prompts.length)]!;
          const legal = sealedBidGame.legal(match.state, p.seat);
          match = play(match, p.seat, legal[pick(legal.length)]!);
        }
        const before = stateHash(match.state);
        const frozen = JSON.stringify(match.state);
        const legalForSeat = typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < 2
          ? sealedBidGame.legal(match.state, seat)
          : [];
        const isLegal = legalForSeat.some((a) => JSON.stringify(a) === JSON.stringify(action));
        const r = submit(sealedBidGame, match, seat, action);
        expect(JSON.stringify(match.state)).toBe(frozen);
        expect(r.ok).toBe(isLegal);
        if (!r.ok) {
          expect(r.error.code).toMatch(/^[a-z-]+$/);
          expect(r.error.message.length).toBeGreaterThan(10);
          expect(stateHash(match.state)).toBe(before);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('turns a throwing game into an error value instead of an exception', () => {
    const broken: GameDefinition<SBState, Action, unknown> = {
      ...sealedBidGame,
      apply: () => {
        throw new Error('bug');
      },
    } as GameDefinition<SBState, Action, unknown>;
    const r = applyChecked(broken, 2, start().state, 0, { type: 'bid', amount: 1 } as Action);
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'internal' }) });
  });

  it('refuses a table of the wrong size or a nameless seat', () => {
    const one = startMatch(sealedBidGame, { seats: [{ name: 'Ana', kind: 'person' }] }, 's');
    expect(one.ok ? null : one.error.code).toBe('bad-seats');
    const nameless = startMatch(sealedBidGame, { seats: [{ name: ' ', kind: 'person' }, { name: 'Ben', kind: 'bot' }] }, 's');
    expect(nameless.ok ? null : nameless.error.code).toBe('bad-name');
  });
});

describe('sealed entries', () => {
  it('are in no other seat\'s view nor the table\'s: those views do not depend on the secret', () => {
    const base = start('secret', threeSeats);
    const viewsAfter = (amount: number) => {
      const m = play(base, 0, { type: 'bid', amount });
      return [1, 2, 'table' as const].map((v) => JSON.stringify(sealedBidGame.view(m.state, v)));
    };
    const reference = viewsAfter(0);
    for (let amount = 1; amount <= 6; amount++) expect(viewsAfter(amount)).toEqual(reference);
    const own = play(base, 0, { type: 'bid', amount: 4 });
    expect(sealedBidGame.view(own.state, 0).bids.own).toBe(4);
    expect(sealedBidGame.view(own.state, 'table').bids.submitted).toEqual([true, false, false]);
  });

  it('keep the secret event private to its owner and reveal all entries together at the end', () => {
    const r1 = submit(sealedBidGame, start('events'), 0, { type: 'bid', amount: 5 });
    if (!r1.ok) throw new Error('bid refused');
    expect(visibleEvents(r1.value.events, 'table').some((e) => JSON.stringify(e).includes('"amount"'))).toBe(false);
    expect(visibleEvents(r1.value.events, 1).some((e) => e.type === 'bid-sealed')).toBe(false);
    expect(visibleEvents(r1.value.events, 0).some((e) => e.type === 'bid-sealed')).toBe(true);
    const r2 = submit(sealedBidGame, r1.value.match, 1, { type: 'bid', amount: 2 });
    if (!r2.ok) throw new Error('bid refused');
    const reveal = r2.value.events.find((e) => e.type === 'bids-revealed');
    expect(reveal?.visibility).toBe('public');
    expect(reveal?.data?.entries).toEqual([{ seat: 0, entry: 5 }, { seat: 1, entry: 2 }]);
  });

  it('can be replaced by their owner until the last one arrives', () => {
    let m = play(start('change'), 0, { type: 'bid', amount: 1 });
    m = play(m, 0, { type: 'bid', amount: 3 });
    expect(sealedBidGame.view(m.state, 0).bids.own).toBe(3);
    m = play(m, 1, { type: 'bid', amount: 2 });
    expect(m.state.winner).toBe(0);
  });
});

describe('undo', () => {
  function toPolish(): Match<SBState> {
    let m = play(start('undo'), 0, { type: 'bid', amount: 2 });
    return play(m, 1, { type: 'bid', amount: 1 });
  }

  it('takes back the acting seat\'s own steps and stops at the reveal barrier', () => {
    const atPolish = toPolish();
    expect(undoableCount(atPolish, 0)).toBe(0);
    let m = play(atPolish, 0, { type: 'polish' });
    m = play(m, 0, { type: 'polish' });
    expect(undoableCount(m, 0)).toBe(2);
    expect(undoableCount(m, 1)).toBe(0);
    const once = undo(sealedBidGame, m, 0);
    if (!once.ok) throw new Error(once.error.message);
    const twice = undo(sealedBidGame, once.value, 0);
    if (!twice.ok) throw new Error(twice.error.message);
    expect(stateHash(twice.value.state)).toBe(stateHash(atPolish.state));
    const third = undo(sealedBidGame, twice.value, 0);
    expect(third.ok ? 'undone' : third.error.code).toBe('nothing-to-undo');
  });

  it('never takes back a sealed entry after the tablet was handed on, nor a draw', () => {
    const afterBid = play(start('undo-2'), 0, { type: 'bid', amount: 2 });
    expect(afterBid.log[0]!.barrier).toBe(true);
    expect(undo(sealedBidGame, afterBid, 0).ok).toBe(false);
    const done = play(toPolish(), 0, { type: 'done' });
    expect(done.log.at(-1)!.barrier).toBe(true);
    expect(undo(sealedBidGame, done, 0).ok).toBe(false);
  });

  it('cannot be used by another seat to roll back someone else\'s step', () => {
    const m = play(toPolish(), 0, { type: 'polish' });
    expect(undo(sealedBidGame, m, 1).ok).toBe(false);
  });

  it('works from a base snapshot: replays only the log after it and keeps counting seqs from it', () => {
    const atPolish = toPolish();
    const based = rebase(atPolish);
    expect(based.log).toEqual([]);
    expect(currentSeq(based)).toBe(2);
    let m = play(based, 0, { type: 'polish' });
    m = play(m, 0, { type: 'polish' });
    expect(currentSeq(m)).toBe(4);
    // A base whose state differs from setup+log proves undo starts from the base, not from setup.
    const marked: Match<SBState> = { ...m, base: { ...m.base, state: { ...m.base.state, points: [40, 0] } } };
    const once = undo(sealedBidGame, marked, 0);
    if (!once.ok) throw new Error(once.error.message);
    expect(once.value.state.points[0]).toBe(41);
    expect(currentSeq(once.value)).toBe(3);
    const twice = undo(sealedBidGame, once.value, 0);
    if (!twice.ok) throw new Error(twice.error.message);
    expect(twice.value.state).toBe(marked.base.state);
    expect(undo(sealedBidGame, twice.value, 0).ok).toBe(false);
  });
});
