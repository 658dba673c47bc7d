// What the Sell and React effects tell the table, read whole from the events of real Sales (found by
// mutation testing, npm run mutate: the clause tests checked the Quality and the cards' places, and
// at most a field or two of each event).
import { describe, expect, it } from 'vitest';
import { act, Cards, find, idIn, play, saleState, turnState } from './builder';

describe('AM-E1 Sell effects paid: guards', () => {
  it('AM-F15 the banished Staff paying for a Hungry Soul Blade is told whole', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['hungry-soul-blade'], store: [['cashier', false]] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    const blade = idIn(s.players[0]!.hand, 'hungry-soul-blade');
    const cashier = s.players[0]!.store[0]!.card;
    s = act(s, 0, { type: 'offer-add', card: blade }).state;
    const r = play(s, [[0, { type: 'offer-sell', card: blade, target: { pay: cashier } }], [0, { type: 'offer-confirm' }]]);
    expect(find(r.events, 'banished')).toEqual([{ type: 'banished', visibility: 'public', data: { seat: 0, card: cashier, name: 'Cashier', why: 'Hungry Soul Blade' } }]);
  });

  it('AM-E1 a trade-in discards the other hand card to the Reorder Pile and says so', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['veterans-spear', 'pet-slime'] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    const spear = idIn(s.players[0]!.hand, 'veterans-spear');
    const slime = idIn(s.players[0]!.hand, 'pet-slime');
    s = act(s, 0, { type: 'offer-add', card: spear }).state;
    const r = play(s, [[0, { type: 'offer-sell', card: spear, target: { pay: slime } }], [0, { type: 'offer-confirm' }]]);
    expect(r.state.players[0]!.reorder).toEqual([slime]);
    expect(find(r.events, 'discarded')).toEqual([{ type: 'discarded', visibility: 'public', data: { seat: 0, cards: [slime], names: ['Pet Slime'], why: "Veteran's Spear" } }]);
  });
});

describe('AM-E6 React effects resolved: guards', () => {
  it('AM-F12 a cancelled effect is told with both seats, the cancelled card and the Sentinel', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['iron-longsword'], store: ['minibeans'] }, { hand: ['dwarven-warhammer'], store: ['blue-mountain-sentinel'] }],
      adventurers: ['brannoc'],
    }, 0, 0, cards);
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    const minibeans = s.players[0]!.store[0]!.card;
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-sell', card: minibeans, target: { card: sword } }], [0, { type: 'offer-confirm' }]]).state;
    const sentinel = s.players[1]!.store[0]!.card;
    const r = play(s, [[1, { type: 'react', card: sentinel, target: { use: 0 } }], [1, { type: 'pass' }]]);
    expect(find(r.events, 'effect-cancelled')).toEqual([{
      type: 'effect-cancelled', visibility: 'public', data: { seat: 1, victim: 0, card: minibeans, name: 'Minibeans', why: 'Blue Mountain Sentinel' },
    }]);
  });

  it('AM-E6 a Smoke Bomb\'s hit is told with who threw it and at whom', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['dwarven-warhammer'] }, { hand: ['smoke-bomb'] }], adventurers: ['brannoc'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'dwarven-warhammer') }], [0, { type: 'offer-confirm' }]]).state;
    const bomb = idIn(s.players[1]!.hand, 'smoke-bomb');
    const r = play(s, [[1, { type: 'react', card: bomb, target: { seat: 0 } }], [1, { type: 'pass' }]]);
    expect(find(r.events, 'offer-hit')).toEqual([{ type: 'offer-hit', visibility: 'public', data: { seat: 1, victim: 0, why: 'Smoke Bomb' } }]);
  });

  it('AM-F9 the Shrine\'s returned card is told whole', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword', 'chainmail-vest'], store: ['shrine-of-the-kaiju'] }, {}], adventurers: ['helga'] }, 0, 0, cards);
    const [sword, vest] = [idIn(s.players[0]!.hand, 'iron-longsword'), idIn(s.players[0]!.hand, 'chainmail-vest')];
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-add', card: vest }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    const shrine = s.players[0]!.store[0]!.card;
    const r = play(s, [[0, { type: 'react', card: shrine, target: { card: sword } }], [0, { type: 'pass' }]]);
    expect(find(r.events, 'returned-to-hand')).toEqual([{
      type: 'returned-to-hand', visibility: 'public', data: { seat: 0, card: sword, name: 'Iron Longsword', why: 'Shrine of the Kaiju' },
    }]);
  });
});

describe('AM-F14 Samwell Soots: guards', () => {
  it('AM-F14 a lure is told with the victim, the Adventurer and Samwell', () => {
    const t = turnState({ players: [{ store: ['samwell-soots'] }, { ledger: ['helga'] }] });
    const helga = t.players[1]!.ledger[0]!;
    const r = act(t, 0, { type: 'use', card: t.players[0]!.store[0]!.card, target: { seat: 1, card: helga } });
    expect(find(r.events, 'lured')).toEqual([{
      type: 'lured', visibility: 'public', data: { seat: 0, from: 1, card: helga, name: 'Helga the Vanguard', why: 'Samwell Soots, Archghoul' },
    }]);
  });

  it('AM-F14 Samwell never lures from his own Store\'s Ledger, and has no target when no other Ledger holds anyone', () => {
    const t = turnState({ players: [{ store: ['samwell-soots'], ledger: ['helga'] }, {}] });
    const samwell = t.players[0]!.store[0]!.card;
    const r = act(t, 0, { type: 'use', card: samwell });
    expect(r.state.players[0]!.ledger).toEqual(t.players[0]!.ledger);
    expect(find(r.events, 'lured')).toEqual([]);
  });
});
