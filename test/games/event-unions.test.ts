// Each game's event union holds every kind its rules emit. The UI narrows events with the game's
// guard (isBMEvent, isAMEvent, isDialEvent) and says nothing of the rest, so an event made outside
// the typed builders would vanish from the log, the reveals and the travels without a word; the
// compiler cannot see that, whole games can. Fields are the compiler's: each kind is built typed.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { adventureMart } from '../../src/games/adventure-mart';
import { isAMEvent } from '../../src/games/adventure-mart/events';
import { biddingDial } from '../../src/games/bidding-dial';
import { isDialEvent } from '../../src/games/bidding-dial/events';
import { brickAndMortar } from '../../src/games/brick-and-mortar';
import { isBMEvent, publicEvent } from '../../src/games/brick-and-mortar/events';
import { playGame, seatsOf, type AnyGame } from '../conformance/drive';

const unknownKinds = (events: readonly GameEvent[], known: (e: GameEvent) => boolean): string[] =>
  [...new Set(events.filter((e) => !known(e)).map((e) => e.type))];

function eventsOf<S>(game: AnyGame<S>, players: number, seed: string): GameEvent[] {
  return playGame(game, { seats: seatsOf(players) }, seed, 'random', { maxActions: 20000 }).events;
}

describe('every event a game emits is a kind its union declares', () => {
  it('Brick & Mortar', () => {
    for (const [n, seed] of [[2, 'ev-bm-1'], [4, 'ev-bm-2']] as const) {
      const events = eventsOf(brickAndMortar, n, seed);
      expect(events.length).toBeGreaterThan(100);
      expect(unknownKinds(events, isBMEvent)).toEqual([]);
    }
  });

  it('Adventure Mart', () => {
    for (const [n, seed] of [[2, 'ev-am-1'], [4, 'ev-am-2']] as const) {
      const events = eventsOf(adventureMart, n, seed);
      expect(events.length).toBeGreaterThan(100);
      expect(unknownKinds(events, isAMEvent)).toEqual([]);
    }
  });

  it('the Bidding dial', () => {
    const events = eventsOf(biddingDial, 3, 'ev-dial-1');
    expect(events.length).toBeGreaterThan(0);
    expect(unknownKinds(events, isDialEvent)).toEqual([]);
  });

  it('a kind is built with exactly its fields (checked by the typecheck, which runs over tests)', () => {
    const ok = publicEvent('warehouse-done', { seat: 1 });
    // @ts-expect-error a field the kind does not have
    publicEvent('warehouse-done', { seat: 1, crates: 2 });
    // @ts-expect-error a kind no union declares
    publicEvent('warehouse-opened', { seat: 1 });
    // @ts-expect-error a field of the wrong type
    publicEvent('warehouse-done', { seat: 'Ana' });
    expect(ok).toEqual({ type: 'warehouse-done', visibility: 'public', data: { seat: 1 } });
  });

  it("a guard refuses another game's kind", () => {
    const other: GameEvent = { type: 'round-revealed', visibility: 'public', data: {} };
    expect(isBMEvent(other)).toBe(false);
    expect(isDialEvent(other)).toBe(true);
  });
});
