import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { adventureMart } from '../../../src/games/adventure-mart';
import { act, Cards, isLegal, keys, one, play, reject, turnState } from './builder';

describe('Spend Gold (AM-G1..AM-G5)', () => {
  it('AM-G1 a Stock bought from the queue goes to the hand and can be sold the same Day; a Fixture or Staff goes face up into the Store', () => {
    const cards = new Cards();
    let s = turnState({ players: [{ gold: 9 }, { gold: 9 }], stockQueue: ['iron-longsword'], fixtureQueue: ['trophy-wall'], adventurers: ['brannoc', 'helga'] }, 0, cards);
    const sword = s.stock.queue[0]!;
    const r = act(s, 0, { type: 'buy', from: 'stock', card: sword });
    expect(one(r.events, 'bought')).toMatchObject({ seat: 0, card: sword, cost: 4, gold: 5 });
    s = act(r.state, 1, { type: 'buy', from: 'fixtures', card: r.state.fixtures.queue[0]! }).state;
    expect(s.players[1]!.store).toEqual([{ card: r.state.fixtures.queue[0], faceUp: true }]);
    s = play(s, [[0, { type: 'start-sale', slot: 0 }], [0, { type: 'offer-add', card: sword }]]).state;
    expect(adventureMart.view(s, 0).you!.draft!.quality.total).toBe(4);
  });

  it('AM-G2 a Store holds at most 4 Fixtures and/or Staff: buying a fifth banishes one of them', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ gold: 9, store: ['cashier', 'appraiser', 'haggler', 'display-counter'] }, {}], staffQueue: ['courier'] }, 0, cards);
    const courier = s.staff.queue[0]!;
    reject(s, 0, { type: 'buy', from: 'staff', card: courier });
    const out = s.players[0]!.store[2]!.card;
    const r = act(s, 0, { type: 'buy', from: 'staff', card: courier, replace: out });
    expect(r.state.players[0]!.store.map((x) => x.card)).toEqual([s.players[0]!.store[0]!.card, s.players[0]!.store[1]!.card, s.players[0]!.store[3]!.card, courier]);
    expect(r.state.players[0]!.store[3]!.faceUp).toBe(true);
    expect(r.state.abyss).toEqual([out]);
  });

  it('AM-G3 buying from a deck: 4 Gold, one face-up card of that queue banished, the top card taken (Stock to hand, Fixture face up to the Store)', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ gold: 9 }, {}], stockQueue: ['griffin-egg'], stockDeck: ['arcane-tome'], fixtureQueue: ['trophy-wall'], fixtureDeck: ['gilded-vault'] }, 0, cards);
    const egg = s.stock.queue[0]!;
    const r = act(s, 0, { type: 'buy-deck', from: 'stock', banish: egg });
    expect(keys(r.state.players[0]!.hand)).toEqual(['arcane-tome']);
    expect(r.state.players[0]!.gold).toBe(5);
    expect(r.state.abyss).toEqual([egg]);
    expect(one(r.events, 'bought-from-deck')).toMatchObject({ cost: 4 });
    expect(r.events.find((e) => e.type === 'bought-from-deck')?.reveals).toBe(true);
    const f = act(s, 0, { type: 'buy-deck', from: 'fixtures', banish: s.fixtures.queue[0]! });
    expect(keys(f.state.players[0]!.store.map((x) => x.card))).toEqual(['gilded-vault']);
  });

  it('AM-G3 a Stock card bought from the deck goes to the hand unseen: the table and other seats learn only that a deck card was bought, and for how much', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ gold: 9 }, {}, {}], stockQueue: ['griffin-egg'], stockDeck: ['arcane-tome'], fixtureDeck: ['gilded-vault'] }, 0, cards);
    const egg = s.stock.queue[0]!;
    const r = act(s, 0, { type: 'buy-deck', from: 'stock', banish: egg });
    const tome = r.state.players[0]!.hand[0]!;
    const seenBy = (viewer: number | 'table') => r.events.filter((e) => e.visibility === 'public' || (viewer !== 'table' && e.visibility.seat === viewer));
    const mentions = (e: GameEvent) => JSON.stringify(e.data).includes('Arcane Tome') || Object.values(e.data ?? {}).some((v) => v === tome || (Array.isArray(v) && v.includes(tome)));
    for (const viewer of ['table', 1, 2] as const) {
      expect(seenBy(viewer).some(mentions), `events seen by ${viewer}`).toBe(false);
      expect(JSON.stringify(adventureMart.view(r.state, viewer))).not.toContain('Arcane Tome');
    }
    expect(one(r.events, 'bought-from-deck')).toEqual({ seat: 0, from: 'stock', cost: 4, gold: 5, banished: egg, banishedName: 'Griffin Egg' });
    // The buyer alone is told which card it was.
    expect(seenBy(0).filter(mentions).map((e) => e.type)).toEqual(['you-drew']);
    expect(JSON.stringify(adventureMart.view(r.state, 0))).toContain('Arcane Tome');
    // A Fixture or Staff bought from a deck is placed face up in the Store: it is named to everyone.
    const f = act(s, 0, { type: 'buy-deck', from: 'fixtures', banish: s.fixtures.queue[0]! });
    expect(one(f.events, 'bought-from-deck')).toMatchObject({ from: 'fixtures', name: 'Gilded Vault' });
  });

  it('AM-G3 no deck buy when that queue has no face-up card or the deck is empty', () => {
    const s = turnState({ players: [{ gold: 9 }, {}], stockQueue: [], stockDeck: ['arcane-tome'], staffQueue: ['cashier'], staffDeck: [] });
    expect(new Set(adventureMart.legal(s, 0).filter((a) => a.type === 'buy-deck').map((a) => (a as { from: string }).from))).toEqual(new Set(['fixtures']));
  });

  it('AM-G4 discounts stack, but every purchase costs at least 1 Gold', () => {
    const cards = new Cards();
    const s = turnState({
      players: [{ gold: 9, store: ['autoforge', 'haggler'] }, { gold: 9 }],
      stockQueue: ['iron-longsword', 'chainmail-vest'], bulletin: 'clearance-sale',
    }, 0, cards);
    const q = adventureMart.view(s, 'table').depot.stock.queue;
    // Longsword 4 - 1 (Autoforge) - 1 (Haggler) - 1 (Clearance Sale) = 1; the vest 3 - 3 = 0 is raised to 1.
    expect(q.map((x) => x.costs[0])).toEqual([1, 1]);
    expect(q.map((x) => x.costs[1])).toEqual([3, 2]);
    expect(isLegal(s, 0, { type: 'buy', from: 'stock', card: s.stock.queue[1]! })).toBe(true);
  });

  it('AM-G5 the full cost must be payable', () => {
    const s = turnState({ players: [{ gold: 3 }, {}], stockQueue: ['iron-longsword', 'chainmail-vest'] });
    expect(isLegal(s, 0, { type: 'buy', from: 'stock', card: s.stock.queue[0]! })).toBe(false);
    expect(isLegal(s, 0, { type: 'buy', from: 'stock', card: s.stock.queue[1]! })).toBe(true);
    expect(adventureMart.legal(s, 0).some((a) => a.type === 'buy-deck')).toBe(false);
  });
});
