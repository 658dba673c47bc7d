// Brick & Mortar's own properties over random-legal games: crates and money are conserved and the
// other invariants of the simulator's table (test/sim/brick-and-mortar.ts) hold after every action,
// every game ends by its final month, and no view shows deck order or a hand at the table. The
// contract properties every game shares (replay, legal == accepted, garbage refused, secrets never
// in another seat's view) are in test/conformance/.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brickAndMortar as game } from '../../../src/games/brick-and-mortar';
import { checkInvariants, checkViews, newTracker } from '../../sim/brick-and-mortar';
import { playRandom, seats } from './random-play';

describe('random-legal games', () => {
  it('run to the end by the final month, holding conservation and the other invariants after every action', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), fc.boolean(), (n, seed, firstGame) => {
        const track = newTracker(n);
        const broken: string[] = [];
        let step = 0;
        const { state } = playRandom(n, `g${seed}`, {
          firstGame,
          onStep: (before, after, seat, _action, events) => {
            broken.push(...checkInvariants(before, after, seat, events, track));
            if (step++ % 11 === 0) broken.push(...checkViews(after));
          },
        });
        expect(broken.slice(0, 3)).toEqual([]);
        const o = game.outcome(state)!;
        expect(o.ranking.slice().sort()).toEqual(state.players.map((_, i) => i));
        expect(state.month).toBeLessThanOrEqual(state.finalMonth);
      }),
      { seed: 20261129, numRuns: 250 },
    );
  });
});

describe('views keep secrets', () => {
  it('deck order never appears in any view', () => {
    let state = game.setup({ seats: seats(3) }, 'deck');
    for (let k = 0; k < 40; k++) {
      const p = game.pending(state)[0]!;
      const r = game.apply(state, p.seat, game.legal(state, p.seat)[0]!);
      if (r.ok) state = r.state;
    }
    for (const viewer of [0, 1, 2, 'table'] as const) {
      const v = game.view(state, viewer) as unknown as Record<string, unknown>;
      const text = JSON.stringify(v);
      expect(text).not.toContain(JSON.stringify(state.storeDeck.slice(0, 3)).slice(1, -1));
      expect(text).not.toContain(JSON.stringify(state.marketDeck.slice(0, 3)).slice(1, -1));
      expect(v.counts).toMatchObject({ storeDeck: state.storeDeck.length, marketDeck: state.marketDeck.length });
    }
  });

  it('the table view holds no hand and no sealed entry of anyone', () => {
    playRandom(4, 'table-view', {
      onStep: (_before, after) => {
        const table = game.view(after, 'table');
        expect(table.players.some((p) => p.marketHand || p.storeHand || p.draftHand)).toBe(false);
        expect(JSON.stringify(table)).not.toContain('"own"');
      },
    });
  });
});
