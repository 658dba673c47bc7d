// The match runner never throws, whatever it is handed: getters that throw, proxies, objects that
// answer differently each time they are read, a game that throws. Every check runs in its guard,
// and the game sees (and the log keeps) only a plain copy of an action.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChecked, checkSetupOptions, currentSeq, rebase, replay, replayMatch, startMatch, submit, undo, undoableCount, visibleEvents,
  type Match,
} from '../../src/engine/match';
import type { Action, GameDefinition, GameEvent, SetupOptions } from '../../src/engine/types';
import { sealedBidGame, threeSeats, type SBState } from './sealed-bid-game';

function started(): Match<SBState> {
  const m = startMatch(sealedBidGame, threeSeats, 'guards');
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const throwing = () => {
  throw new Error('boom');
};
/** An object every one of whose operations throws. */
const hostile = () => new Proxy({}, { get: throwing, ownKeys: throwing, getPrototypeOf: throwing, has: throwing, getOwnPropertyDescriptor: throwing });
const withThrowingGetter = (key: string, rest: Record<string, unknown> = {}) => Object.defineProperty({ ...rest }, key, { get: throwing, enumerable: true });

describe('the match runner never throws', () => {
  it('refuses actions whose getters throw, or that are hostile proxies, without touching the match', () => {
    const match = started();
    const before = JSON.stringify(match.state);
    for (const action of [withThrowingGetter('type'), withThrowingGetter('amount', { type: 'bid' }), hostile(), { type: 'bid', amount: 1n }]) {
      const r = submit(sealedBidGame, match, 0, action);
      expect(r.ok ? 'accepted' : r.error.code).toBe('bad-shape');
      expect(r.ok ? '' : r.error.message).toMatch(/^That move is not understood/);
    }
    expect(JSON.stringify(match.state)).toBe(before);
    expect(match.log).toHaveLength(0);
  });

  it('gives the game a plain copy, so an object that changes its answer cannot pass the check with one face and play another', () => {
    const seen: unknown[] = [];
    const spy: GameDefinition<SBState, Action, unknown> = {
      ...(sealedBidGame as unknown as GameDefinition<SBState, Action, unknown>),
      apply: (state, seat, action) => {
        seen.push(action);
        return sealedBidGame.apply(state, seat, action as never);
      },
    };
    let reads = 0;
    const shifty = new Proxy({ type: 'bid', amount: 1 }, {
      get: (target, key) => (key === 'amount' ? (++reads === 1 ? 1 : 2) : Reflect.get(target, key)),
    });
    const r = submit(spy, started(), 0, shifty);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(shifty);
    expect(Object.getPrototypeOf(seen[0])).toBe(Object.prototype);
    if (!r.ok) throw new Error(r.error.message);
    // What was judged is what was recorded: the same plain object.
    expect(r.value.entry.action).toBe(seen[0]);
    expect(r.value.entry.action).toEqual({ type: 'bid', amount: 2 });
  });

  it('refuses setup options and seeds it cannot read, and a setup that throws', () => {
    const options = withThrowingGetter('seats') as unknown as SetupOptions;
    expect(checkSetupOptions(sealedBidGame as never, options)?.code).toBe('bad-options');
    expect(startMatch(sealedBidGame, options, 'x')).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    const seats = [withThrowingGetter('name', { kind: 'person' }), { name: 'B', kind: 'bot' }, { name: 'C', kind: 'bot' }];
    expect(startMatch(sealedBidGame, { seats } as never, 'x').ok).toBe(false);
    expect(startMatch(sealedBidGame, hostile() as never, 'x').ok).toBe(false);
    const broken = { ...sealedBidGame, setup: throwing } as unknown as typeof sealedBidGame;
    expect(startMatch(broken, threeSeats, 'x')).toMatchObject({ ok: false, error: { code: 'setup-failed' } });
  });

  it('refuses a seat that is not a seat number', () => {
    for (const seat of [hostile(), withThrowingGetter('valueOf'), '0', 0.5, -1, 3, NaN, null]) {
      const r = submit(sealedBidGame, started(), seat, { type: 'bid', amount: 1 });
      expect(r.ok ? 'accepted' : r.error.code).toBe('unknown-seat');
    }
  });

  it('turns a game that throws after applying (in pending, in its events) into an error value', () => {
    const badPending = { ...sealedBidGame, pending: throwing } as unknown as typeof sealedBidGame;
    const match = started();
    expect(submit(badPending, match, 0, { type: 'bid', amount: 1 })).toMatchObject({ ok: false, error: { code: 'internal' } });
    const badEvents = {
      ...sealedBidGame,
      apply: (s: SBState) => ({ ok: true, state: s, events: [withThrowingGetter('reveals')] }),
    } as unknown as typeof sealedBidGame;
    expect(applyChecked(badEvents, 3, match.state, 0, { type: 'bid', amount: 1 }).ok).toBe(false);
    const badResult = { ...sealedBidGame, apply: () => hostile() } as unknown as typeof sealedBidGame;
    expect(applyChecked(badResult, 3, match.state, 0, { type: 'bid', amount: 1 }).ok).toBe(false);
  });

  it('refuses a match it cannot read, and replays it cannot read', () => {
    const match = started();
    const unreadable = { ...match, options: withThrowingGetter('seats') } as unknown as Match<SBState>;
    expect(submit(sealedBidGame, unreadable, 0, { type: 'bid', amount: 1 }).ok).toBe(false);
    expect(submit(sealedBidGame, hostile() as never, 0, { type: 'bid', amount: 1 }).ok).toBe(false);
    expect(replay(sealedBidGame, 3, match.state, hostile() as never)).toMatchObject({ ok: false, error: { code: 'replay-failed' } });
    expect(replay(sealedBidGame, 3, match.state, [withThrowingGetter('seat')] as never).ok).toBe(false);
    expect(replayMatch(sealedBidGame, hostile() as never, 'x', []).ok).toBe(false);
    expect(undoableCount(hostile() as never, 0)).toBe(0);
    expect(currentSeq(hostile() as never)).toBeNaN();
    const odd = hostile() as never;
    expect(rebase(odd)).toBe(odd);
    expect(undoableCount({ ...match, log: [hostile()] } as never, 0)).toBe(0);
    expect(undo(sealedBidGame, hostile() as never, 0).ok).toBe(false);
    const withLog = { ...match, log: [{ seat: 0, action: { type: 'bid', amount: 1 }, barrier: false }], base: hostile() } as never;
    expect(undo(sealedBidGame, withLog, 0).ok).toBe(false);
  });

  it('shows nobody anything from events it cannot read', () => {
    const events = [{ type: 'x', visibility: 'public' }, withThrowingGetter('visibility', { type: 'y' })] as unknown as GameEvent[];
    expect(visibleEvents(events, 0)).toEqual([]);
    expect(visibleEvents(hostile() as never, 'table')).toEqual([]);
  });

  it('never throws for any value as an action or a seat (fast-check)', () => {
    const match = started();
    const before = JSON.stringify(match.state);
    const odd = fc.anything({
      withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true,
      withNullPrototype: true, withObjectString: true, withSparseArray: true, withTypedArray: true, maxDepth: 6,
    });
    fc.assert(
      fc.property(odd, odd, (seat, action) => {
        const r = submit(sealedBidGame, match, seat, action);
        expect(typeof r.ok).toBe('boolean');
        const s = submit(sealedBidGame, match, 0, { type: 'bid', amount: action });
        expect(typeof s.ok).toBe('boolean');
      }),
      { numRuns: 2000, seed: 7 },
    );
    expect(JSON.stringify(match.state)).toBe(before);
  });
});
