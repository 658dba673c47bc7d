import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { act, Cards, idIn, play, saleState } from './builder';

/** Ana (seat 0, Initiative) starts a Sale to `adventurer` and adds `keys` to her draft. */
function draft(adventurer: string, keys: string[], extra: Parameters<typeof saleState>[0]['players'][number] = {}, bulletin?: string) {
  const cards = new Cards();
  let s = saleState({ players: [{ hand: keys, ...extra }, {}], adventurers: [adventurer], bulletin: bulletin ?? null }, 0, 0, cards);
  for (const k of keys) s = act(s, 0, { type: 'offer-add', card: idIn(s.players[0]!.hand, k) }).state;
  return s;
}

const quality = (s: ReturnType<typeof draft>) => adventureMart.view(s, 0).you!.draft!.quality;

describe('The quality order (AM-O3)', () => {
  it('AM-O3 printed stars, then "+" stars of other cards, then tokens, then the Adventurer multiplies each Stock card; tokens and Initiative are never multiplied', () => {
    // Helga desires Martial twice. Longsword 3 (+1 from the Oaken Shield's "+") and the shield 2 (its own "+" is not for itself).
    const s = draft('helga', ['iron-longsword', 'oaken-shield'], { rep: { fighters: 1 } });
    const q = quality(s);
    expect(q.cards.map((c) => [c.name, c.base, c.effects, c.multiplier, c.value])).toEqual([
      ['Iron Longsword', 3, 1, 2, 8],
      ['Oaken Shield', 2, 0, 2, 4],
    ]);
    expect(q.parts).toEqual({ stock: 12, effects: 0, tokens: 1, initiative: 1 });
    expect(q.total).toBe(14);
  });

  it('AM-O3 an Adventurer with several types multiplies each card by its own type\'s symbols', () => {
    // Ember desires Magic and Martial once each; Durgan desires Martial three times.
    const ember = quality(draft('ember', ['iron-longsword', 'apprentice-wand']));
    expect(ember.cards.map((c) => c.multiplier)).toEqual([1, 1]);
    expect(ember.total).toBe(3 + 3 + 1);
    const durgan = quality(draft('durgan', ['iron-longsword']));
    expect(durgan.cards[0]!.value).toBe(9);
    expect(durgan.total).toBe(10);
  });

  it('AM-O3 AM-F11 Minibeans raises Base Quality before the "+" stars and the multiplier; Pippinboots lowers it, never below 0', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['iron-longsword', 'oaken-shield'], store: ['minibeans'] }, { hand: ['wanderers-cloak'], store: ['pippinboots'] }],
      adventurers: ['helga'],
    }, 0, 0, cards);
    const h = s.players[0]!.hand;
    const [sword, shield] = [idIn(h, 'iron-longsword'), idIn(h, 'oaken-shield')];
    const minibeans = s.players[0]!.store[0]!.card;
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-add', card: shield }], [0, { type: 'offer-sell', card: minibeans, target: { card: shield } }]]).state;
    // Shield: base 2 + 1 = 3, times 2 = 6; longsword (3 + 1) x 2 = 8; + 1 Initiative.
    expect(quality(s).cards.map((c) => [c.base, c.value])).toEqual([[3, 8], [3, 6]]);
    s = act(s, 0, { type: 'offer-confirm' }).state;
    // Ben lowers the longsword's base by 1: (2 + 1) x 2 = 6.
    const pippin = s.players[1]!.store[0]!.card;
    s = act(s, 1, { type: 'offer-sell', card: pippin, target: { card: sword } }).state;
    const theirs = adventureMart.view(s, 1).you!.draft!;
    expect(theirs.beat).toBe(6 + 6 + 1);
    expect(s.players[1]!.store[0]!.faceUp).toBe(true); // paid only on confirming
  });

  it('AM-F11 a Base Quality cut stops at 0 before "+" stars are added', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['powerstone', 'health-potion'] }, { hand: ['wanderers-cloak'], store: ['pippinboots'] }],
      adventurers: ['quill'],
    }, 0, 0, cards);
    const h = s.players[0]!.hand;
    const stone = idIn(h, 'powerstone');
    s = play(s, [[0, { type: 'offer-add', card: stone }], [0, { type: 'offer-add', card: idIn(h, 'health-potion') }], [0, { type: 'offer-confirm' }]]).state;
    const pippin = s.players[1]!.store[0]!.card;
    // Powerstone: base 1 - 1 = 0, then the potion's "+" gives 1, doubled by Quill: 2 (not max(0, 1 - 1 + 1) on a negative base).
    s = act(s, 1, { type: 'offer-sell', card: pippin, target: { card: stone } }).state;
    const sale = s.stack.find((f) => f.f === 'sale');
    expect(sale?.f).toBe('sale');
    expect(adventureMart.view(s, 1).you!.draft!.beat).toBe(2 + 2 + 1);
  });

  it('AM-O7 Guild Reputation tokens add +1 each to Sales to their guild, stacking, and nothing to other guilds', () => {
    expect(quality(draft('brannoc', ['iron-longsword'], { rep: { fighters: 3, mages: 2 } })).parts.tokens).toBe(3);
    expect(quality(draft('mirelle', ['apprentice-wand'], { rep: { fighters: 3 } })).parts.tokens).toBe(0);
  });
});

describe('Bulletins that add a desired type (AM-F3)', () => {
  it('AM-F3 The Wild Hunt stacks an extra Exotic symbol on Oro\'s two: triple Quality', () => {
    const q = quality(draft('oro', ['griffin-egg'], {}, 'wild-hunt'));
    expect(q.cards[0]!.multiplier).toBe(3);
    expect(q.total).toBe(10);
  });

  it('AM-F3 The Call to Arms makes Martial Stock sellable to an Adventurer who desired none, once', () => {
    const q = quality(draft('mirelle', ['apprentice-wand', 'iron-longsword'], {}, 'call-to-arms'));
    expect(q.cards.map((c) => c.multiplier)).toEqual([1, 1]);
  });

  it('AM-F3 The Blood Moon doubles Magic for a one-symbol Mage', () => {
    expect(quality(draft('mirelle', ['apprentice-wand'], {}, 'blood-moon')).cards[0]!.multiplier).toBe(2);
  });
});
