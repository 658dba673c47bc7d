// The draft as each seat and the table are told it (found by mutation testing, npm run mutate):
// each seat alone sees the hand dealt to it; the table learns only how many cards and keeps.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { beginDraft } from '../../../src/games/brick-and-mortar/rules/draft';
import { act, find, makeState, play, prompted } from './builder';

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

  it('BM-S2 each keep is told as sent with its round; each seat alone learns what it passed and received; the end tells the discards', () => {
    const deck = ['gadget-hut', 'phone-bar', 'silver-spoon', 'gem-vault', 'watchmaker', 'volt-avenue', 'greengrocer', 'repair-shop'];
    const s = beginDraft(makeState({ players: [{}, {}], storeDeck: deck }), []);
    const first = act(s, 0, { type: 'keep', card: 'gadget-hut' });
    expect(first.events).toEqual([{ type: 'draft-kept', visibility: 'public', data: { seat: 0, round: 1 } }]);
    const round = act(first.state, 1, { type: 'keep', card: 'watchmaker' });
    expect(find(round.events, 'draft-passed')).toEqual([
      { type: 'draft-passed', visibility: { seat: 0 }, reveals: true, data: { seat: 0, kept: 'gadget-hut', received: ['volt-avenue', 'greengrocer', 'repair-shop'] } },
      { type: 'draft-passed', visibility: { seat: 1 }, reveals: true, data: { seat: 1, kept: 'watchmaker', received: ['phone-bar', 'silver-spoon', 'gem-vault'] } },
    ]);
    expect(find(round.events, 'draft-round')).toEqual([{ type: 'draft-round', visibility: 'public', reveals: true, data: { round: 1, passed: 'clockwise' } }]);
    expect(prompted(round.state)).toEqual([{ seat: 0, kind: 'draft-keep' }, { seat: 1, kind: 'draft-keep' }]);
    const second = act(round.state, 0, { type: 'keep', card: 'volt-avenue' });
    expect(second.events).toEqual([{ type: 'draft-kept', visibility: 'public', data: { seat: 0, round: 2 } }]);
  });

  it('BM-S2 after the third keep each seat alone is told the Stores it kept; the table how many were discarded', () => {
    const deck = ['gadget-hut', 'phone-bar', 'silver-spoon', 'gem-vault', 'watchmaker', 'volt-avenue', 'greengrocer', 'repair-shop'];
    const s = beginDraft(makeState({ players: [{}, {}], storeDeck: deck }), []);
    const done = play(s, [
      [0, { type: 'keep', card: 'gadget-hut' }], [1, { type: 'keep', card: 'watchmaker' }],
      [0, { type: 'keep', card: 'volt-avenue' }], [1, { type: 'keep', card: 'phone-bar' }],
      [0, { type: 'keep', card: 'silver-spoon' }], [1, { type: 'keep', card: 'greengrocer' }],
    ]);
    expect(find(done.events, 'draft-kept-card')).toEqual([
      { type: 'draft-kept-card', visibility: { seat: 0 }, data: { seat: 0, card: 'silver-spoon', name: 'Silver Spoon' } },
      { type: 'draft-kept-card', visibility: { seat: 1 }, data: { seat: 1, card: 'greengrocer', name: 'Greengrocer' } },
    ]);
    expect(find(done.events, 'draft-finished')).toEqual([{ type: 'draft-finished', visibility: 'public', reveals: true, data: { discarded: 2 } }]);
    expect(done.state.players.map((p) => p.hand)).toEqual([['gadget-hut', 'volt-avenue', 'silver-spoon'], ['watchmaker', 'phone-bar', 'greengrocer']]);
  });
});
