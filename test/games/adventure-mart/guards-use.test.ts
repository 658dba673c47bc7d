// What each Use effect tells the table, read whole from the turn's events (found by mutation testing,
// npm run mutate: the clause tests checked what a Use does to the state, not what the log says), and
// the targets a Use offers at its edges (AM-E2, AM-E3).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import type { EffectRef } from '../../../src/games/adventure-mart/content/types';
import { USE_EFFECTS } from '../../../src/games/adventure-mart/effects/use';
import { act, Cards, find, idIn, isLegal, turnState } from './builder';

describe('AM-E2 what a Use tells the table: guards', () => {
  it('AM-F2 Dragonberry Blast says it gave the turn an extra action', () => {
    const s = turnState({ players: [{ hand: ['dragonberry-blast'] }, {}] });
    const blast = idIn(s.players[0]!.hand, 'dragonberry-blast');
    const { events } = act(s, 0, { type: 'use', card: blast });
    expect(find(events, 'extra-action')).toEqual([{ type: 'extra-action', visibility: 'public', data: { seat: 0, why: 'Dragonberry Blast' } }]);
  });

  it('AM-E2 the Cash Register\'s Gold is told with its amount and its card', () => {
    const s = turnState({ players: [{ gold: 1, store: ['cash-register'] }, {}] });
    const { state, events } = act(s, 0, { type: 'use', card: s.players[0]!.store[0]!.card });
    expect(state.players[0]!.gold).toBe(3);
    expect(find(events, 'gold-gained')).toEqual([{ type: 'gold-gained', visibility: 'public', data: { seat: 0, gold: 2, why: 'Cash Register' } }]);
  });

  it('AM-E2 a card that only draws (the Delivery Wagon) gains no Gold and says none', () => {
    const s = turnState({ players: [{ gold: 1, store: ['delivery-wagon'], storeroom: ['powerstone', 'pet-slime'] }, {}] });
    const { state, events } = act(s, 0, { type: 'use', card: s.players[0]!.store[0]!.card });
    expect(state.players[0]!.gold).toBe(1);
    expect(state.players[0]!.hand).toHaveLength(2);
    expect(find(events, 'gold-gained')).toEqual([]);
  });

  it('AM-E2 Moonpetal Tea is banished for its Gold, told with its amount', () => {
    const s = turnState({ players: [{ gold: 0, hand: ['moonpetal-tea'] }, {}] });
    const tea = idIn(s.players[0]!.hand, 'moonpetal-tea');
    const { state, events } = act(s, 0, { type: 'use', card: tea });
    expect(state.players[0]!.gold).toBe(3);
    expect(find(events, 'gold-gained')).toEqual([{ type: 'gold-gained', visibility: 'public', data: { seat: 0, gold: 3, why: 'Moonpetal Tea' } }]);
  });

  it('AM-E2 a recalled card is named, and the Scroll cannot recall itself', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ hand: ['scroll-of-recall'], reorder: ['pet-slime'] }, {}] }, 0, cards);
    const scroll = idIn(s.players[0]!.hand, 'scroll-of-recall');
    const slime = s.players[0]!.reorder[0]!;
    const { state, events } = act(s, 0, { type: 'use', card: scroll, target: { card: slime } });
    expect(state.players[0]!.hand).toContain(slime);
    expect(find(events, 'recalled')).toEqual([{ type: 'recalled', visibility: 'public', data: { seat: 0, card: slime, name: 'Pet Slime', why: 'Scroll of Recall' } }]);
  });

  it('AM-E2 the Town Crier\'s restock shows the dealt cards to everyone', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ store: ['town-crier'] }, {}], stockQueue: [], stockDeck: ['phoenix-feather', 'kraken-ink', 'fae-lantern', 'sages-lantern'] }, 0, cards);
    const deck = s.stock.deck.slice();
    const { state, events } = act(s, 0, { type: 'use', card: s.players[0]!.store[0]!.card });
    expect(state.stock.queue).toEqual(deck.slice(0, 3));
    expect(state.stock.deck).toEqual(deck.slice(3));
    expect(find(events, 'restocked')).toEqual([{
      type: 'restocked', visibility: 'public', reveals: true,
      data: { seat: 0, cards: deck.slice(0, 3), names: ['Phoenix Feather', 'Kraken Ink', 'Fae Lantern'], why: 'Town Crier' },
    }]);
  });

  it('AM-E3 the Pawn Counter banishes only Basic Stock from the hand, and says what and for how much', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ gold: 0, store: ['pawn-counter'], hand: ['pet-slime', 'phoenix-feather'] }, {}] }, 0, cards);
    const counter = s.players[0]!.store[0]!.card;
    const [slime, feather] = [idIn(s.players[0]!.hand, 'pet-slime'), idIn(s.players[0]!.hand, 'phoenix-feather')];
    expect(isLegal(s, 0, { type: 'use', card: counter, target: { card: feather } })).toBe(false);
    const { state, events } = act(s, 0, { type: 'use', card: counter, target: { card: slime } });
    expect(state.abyss).toContain(slime);
    expect(state.players[0]!.gold).toBe(1);
    expect(find(events, 'banished')).toEqual([{ type: 'banished', visibility: 'public', data: { seat: 0, card: slime, name: 'Pet Slime', why: 'Pawn Counter', gold: 1 } }]);
  });
});

describe('AM-E3 Use effects at their edges: guards', () => {
  it('AM-E3 before engine 3, a Town Crier with no Stock Deck left is not offered, and Moonpetal Tea is', () => {
    const s = turnState({ players: [{ hand: ['moonpetal-tea'], store: ['town-crier'] }, {}], stockDeck: [] });
    s.engineVersion = 2;
    expect(isLegal(s, 0, { type: 'use', card: s.players[0]!.store[0]!.card })).toBe(false);
    expect(isLegal(s, 0, { type: 'use', card: idIn(s.players[0]!.hand, 'moonpetal-tea') })).toBe(true);
  });

  it('AM-E3 a recall, a Pawn or a lure given a card that is not where it says changes nothing', () => {
    const s = turnState({ players: [{ hand: ['pet-slime'], reorder: ['powerstone'], ledger: ['helga'] }, { ledger: ['brannoc'] }] });
    const before = JSON.stringify(s);
    const ev: GameEvent[] = [];
    const elsewhere = s.players[1]!.ledger[0]!;
    USE_EFFECTS.recall.resolve(s, 0, 0, { id: 'recall' } as EffectRef, { card: elsewhere }, ev);
    USE_EFFECTS.pawn.resolve(s, 0, 0, { id: 'pawn', n: 1 } as EffectRef, null, ev);
    USE_EFFECTS.lure.resolve(s, 0, 0, { id: 'lure' } as EffectRef, { card: elsewhere }, ev);
    expect(JSON.stringify(s)).toBe(before);
    expect(ev).toEqual([]);
  });
});
