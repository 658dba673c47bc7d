// The one door for every phase (rules/turns.ts), at its edges (found by mutation testing, npm run
// mutate): a state between phases takes no move and says so, a state the rules cannot read is
// refused with an error value instead of an exception, and drawing no Market cards changes nothing.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { drawMarketCards } from '../../../src/games/brick-and-mortar/rules/decks';
import type { BMState } from '../../../src/games/brick-and-mortar/state';
import { makeState, startPhase } from './builder';

describe('Brick & Mortar: the door for every move', () => {
  it('between two phases nothing can be played, and the refusal says so', () => {
    const s: BMState = { ...makeState({ players: [{}, {}] }), step: { phase: 'between', after: 'advertising' } };
    expect(brickAndMortar.apply(s, 0, { type: 'advertise', supply: [], demand: [] } as never)).toEqual({
      ok: false, error: { code: 'not-now', message: 'Nothing can be played now.' },
    });
    expect(brickAndMortar.legal(s, 0)).toEqual([]);
    expect(brickAndMortar.pending(s)).toEqual([]);
  });

  it('the game itself refuses a seat not at the table, a move of the wrong shape, and any move once the game is over', () => {
    const s = startPhase(makeState({ players: [{ market: [1, 21, 31, 41, 51] }, { market: [2, 22, 32, 42, 52] }], month: 1 }), 'advertising');
    const move = { type: 'advertise', supply: [1, 21], demand: [] } as never;
    for (const seat of [2, -1, 0.5, '0']) {
      expect(brickAndMortar.apply(s, seat as never, move)).toEqual({ ok: false, error: { code: 'unknown-seat', message: 'That player is not at this table.' } });
      expect(brickAndMortar.legal(s, seat as never)).toEqual([]);
    }
    expect(brickAndMortar.apply(s, 0, { type: 'advertise', supply: [Number.NaN], demand: [] } as never)).toMatchObject({ ok: false, error: { code: 'bad-shape' } });
    const over: BMState = { ...s, step: { phase: 'over' } };
    expect(brickAndMortar.apply(over, 0, move)).toEqual({ ok: false, error: { code: 'game-over', message: 'The game is over.' } });
  });

  it('a state the rules cannot read is refused with an error value, never an exception', () => {
    const s = startPhase(makeState({ players: [{ market: [1, 21, 31, 41, 51] }, { market: [2, 22, 32, 42, 52] }], month: 1 }), 'advertising');
    const step = s.step as { sealed: object };
    const broken = { ...s, step: { ...step, sealed: { ...step.sealed, entries: null } } } as unknown as BMState;
    expect(brickAndMortar.apply(broken, 0, { type: 'advertise', supply: [1, 21], demand: [] } as never)).toEqual({
      ok: false, error: { code: 'internal', message: 'Something went wrong with that move; nothing was changed.' },
    });
  });

  it('BM-S5 a Market deck that runs short is reshuffled from the discards, and the table is told how many cards it holds', () => {
    const s = { ...makeState({ players: [{ market: [1] }, {}], marketDeck: [60] }), marketDiscard: [61, 62] };
    const ev: GameEvent[] = [];
    const r = drawMarketCards(s, 0, 2, ev);
    expect(ev).toEqual([{ type: 'market-reshuffled', visibility: 'public', reveals: true, data: { cards: 2 } }]);
    expect(r.drawn).toHaveLength(2);
    expect(r.drawn[0]).toBe(60);
  });

  it('BM-S5 with no discards to reshuffle the draw stays short and nothing is reshuffled', () => {
    const s = makeState({ players: [{ market: [1] }, {}], marketDeck: [60] });
    const ev: GameEvent[] = [];
    const r = drawMarketCards(s, 0, 3, ev);
    expect(ev).toEqual([]);
    expect(r.drawn).toEqual([60]);
    expect(r.state.rng).toEqual(s.rng);
  });

  it('drawing no Market cards leaves the state as it was', () => {
    const s = makeState({ players: [{ market: [1] }, {}] });
    const ev: never[] = [];
    const r = drawMarketCards(s, 0, 0, ev);
    expect(r.state).toBe(s);
    expect(r.drawn).toEqual([]);
    expect(ev).toEqual([]);
  });
});
