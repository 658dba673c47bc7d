import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/engine/hash';
import { submit, undo, undoableCount, visibleEvents, type Match } from '../../../src/engine/match';
import { adventureMart, type AMState } from '../../../src/games/adventure-mart';
import { act, Cards, idIn, play, prompted, saleState, turnState } from './builder';

describe('Hot-seat privacy (AM-H1)', () => {
  it('AM-H1 a hand and the Storeroom are the owner\'s alone (the Storeroom never in order); Store, Ledger, Gold and Reorder Pile are public', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ hand: ['iron-longsword'], storeroom: ['pet-slime', 'powerstone'], reorder: ['griffin-egg'], ledger: ['helga'] }, {}] }, 0, cards);
    const own = adventureMart.view(s, 0).players[0]!;
    expect(own.hand!.map((c) => c.key)).toEqual(['iron-longsword']);
    expect(own.storeroom!.map((c) => c.id)).toEqual(s.players[0]!.storeroom.slice().sort((a, b) => a - b));
    for (const viewer of ['table', 1] as const) {
      const other = adventureMart.view(s, viewer).players[0]!;
      expect(other.hand).toBeUndefined();
      expect(other.storeroom).toBeUndefined();
      expect(other).toMatchObject({ handCount: 1, storeroomCount: 2, gold: 5 });
      expect(other.reorder.map((c) => c.key)).toEqual(['griffin-egg']);
      expect(other.ledger.map((c) => c.key)).toEqual(['helga']);
    }
  });

  it('AM-H1 choosing from a hand goes through the gate (private prompts); what is drawn is told only to its drawer', () => {
    const cards = new Cards();
    let s = turnState({ players: [{ hand: ['mana-draught'], storeroom: ['pet-slime', 'powerstone'] }, {}] }, 0, cards);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'turn', entry: 'private' }]);
    const r = act(s, 0, { type: 'use', card: idIn(s.players[0]!.hand, 'mana-draught') });
    const publicLog = JSON.stringify(visibleEvents(r.events, 1));
    expect(publicLog).not.toContain('Pet Slime');
    expect(JSON.stringify(visibleEvents(r.events, 0))).toContain('Pet Slime');
    s = r.state;
    expect(visibleEvents(r.events, 'table').find((e) => e.type === 'drew')!.data).toEqual({ seat: 0, count: 2 });
  });
});

describe('React windows reveal nobody (AM-H2)', () => {
  const offerState = (spec: Parameters<typeof saleState>[0]) => {
    const s = saleState(spec);
    return act(s, 0, { type: 'offer-confirm' }).state;
  };

  it('AM-H2 when a hand React could be legal for anyone, every seat still in is asked through the gate, holder or not, with a plain continue', () => {
    // Cy holds the Smoke Bomb; Ben holds nothing. Both are asked, privately, the same way.
    let s = offerState({ players: [{}, { hand: ['powerstone'] }, { hand: ['smoke-bomb'] }], adventurers: ['brannoc'] });
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'react', entry: 'private' }]);
    expect(adventureMart.legal(s, 1)).toEqual([{ type: 'pass' }]);
    s = act(s, 1, { type: 'pass' }).state;
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'react', entry: 'private' }]);
    expect(adventureMart.legal(s, 2).map((a) => a.type)).toEqual(['react', 'pass']);
    // The table cannot tell: the window shows only who is asked, in order.
    const w = adventureMart.view(s, 'table').react!;
    expect(w).toMatchObject({ asked: [1, 2], waiting: 2, hidden: true, announced: [] });
  });

  it('AM-H2 the window opens when a React card sits in a Storeroom too, so an empty hand tells nothing', () => {
    const s = offerState({ players: [{}, { storeroom: ['hex-bag'] }], adventurers: ['brannoc'] });
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'react', entry: 'private' }]);
    expect(adventureMart.legal(s, 1)).toEqual([{ type: 'pass' }]);
  });

  it('AM-H2 with only Fixture or Staff Reacts possible, only their holders are asked, openly; with none, no window', () => {
    const s = offerState({ players: [{ store: ['minibeans'] }, {}, { store: ['blue-mountain-sentinel'] }], adventurers: ['brannoc'] });
    // Ana used no Sell effect: the Sentinel has nothing to cancel, so no window at all.
    expect(prompted(s)[0]).toMatchObject({ seat: 1, kind: 'offer' });
    const cards = new Cards();
    let t = saleState({ players: [{ hand: ['iron-longsword'], store: ['minibeans'] }, {}, { store: ['blue-mountain-sentinel'] }], adventurers: ['brannoc'] }, 0, 0, cards);
    const sword = idIn(t.players[0]!.hand, 'iron-longsword');
    t = play(t, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-sell', card: t.players[0]!.store[0]!.card, target: { card: sword } }], [0, { type: 'offer-confirm' }]]).state;
    expect(prompted(t)).toEqual([{ seat: 2, kind: 'react', entry: 'open' }]);
  });

  it('AM-H2 the "quick reacts" option asks only seats holding a legal React', () => {
    const s = offerState({ players: [{}, { hand: ['powerstone'] }, { hand: ['smoke-bomb'] }], adventurers: ['brannoc'], quickReacts: true });
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'react', entry: 'private' }]);
    const none = offerState({ players: [{}, { hand: ['powerstone'] }, { storeroom: ['smoke-bomb'] }], adventurers: ['brannoc'], quickReacts: true });
    expect(prompted(none)[0]).toMatchObject({ seat: 1, kind: 'offer' });
  });
});

describe('Composing an Offer behind the gate (AM-H1, AM-O5)', () => {
  it('AM-H1 AM-O5 undo while composing is exact, step by step; confirming hands on and cannot be taken back', () => {
    const cards = new Cards();
    const start = saleState({ players: [{ hand: ['iron-longsword', 'chainmail-vest'] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    let match: Match<AMState> = { options: { seats: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }] }, seed: 'x', state: start, base: { seq: 0, state: start }, log: [] };
    const step = (seat: number, action: Record<string, unknown>) => {
      const r = submit(adventureMart, match, seat, action);
      if (!r.ok) throw new Error(JSON.stringify(r));
      match = r.value.match;
    };
    const [sword, vest] = start.players[0]!.hand as [number, number];
    step(0, { type: 'offer-add', card: sword });
    const afterOne = stateHash(match.state);
    step(0, { type: 'offer-add', card: vest });
    step(0, { type: 'offer-take-back', card: sword });
    expect(undoableCount(match as Match<unknown>, 0)).toBe(3);
    for (const expected of [null, afterOne]) {
      const u = undo(adventureMart, match, 0);
      if (!u.ok) throw new Error('undo refused');
      match = u.value;
      if (expected) expect(stateHash(match.state)).toBe(expected);
    }
    step(0, { type: 'offer-confirm' });
    expect(undoableCount(match as Match<unknown>, 0)).toBe(0);
    expect(prompted(match.state)).toEqual([{ seat: 1, kind: 'offer', entry: 'private' }]);
  });
});
