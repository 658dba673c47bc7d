// The draft as each seat and the table are told it (found by mutation testing, npm run mutate):
// each seat alone sees the hand dealt to it; the table learns only how many cards and keeps.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { beginDraft } from '../../../src/games/brick-and-mortar/rules/draft';
import { makeState } from './builder';

describe('Brick & Mortar guards: the draft', () => {
  it('BM-S2 each seat is dealt 4 Store cards, told to it alone; the table is told how many each gets and keeps', () => {
    const deck = ['gadget-hut', 'phone-bar', 'silver-spoon', 'gem-vault', 'watchmaker', 'volt-avenue', 'greengrocer', 'repair-shop', 'boutique-lane'];
    const events: GameEvent[] = [];
    const s = beginDraft(makeState({ players: [{}, {}], storeDeck: deck }), events);
    expect(events).toEqual([
      { type: 'draft-dealt', visibility: { seat: 0 }, reveals: true, data: { seat: 0, cards: deck.slice(0, 4) } },
      { type: 'draft-dealt', visibility: { seat: 1 }, reveals: true, data: { seat: 1, cards: deck.slice(4, 8) } },
      { type: 'draft-started', visibility: 'public', reveals: true, data: { cardsEach: 4, keep: 3 } },
    ]);
    expect(s.storeDeck).toEqual(['boutique-lane']);
  });
});
