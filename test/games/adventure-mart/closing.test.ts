import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import type { AMState } from '../../../src/games/adventure-mart/state';
import { act, Cards, costOf, find, frames, idIn, isLegal, keys, makeState, one, play, prompted, reject } from './builder';

function closing(spec: Parameters<typeof makeState>[0], cards = new Cards()): AMState {
  const s = makeState(spec, cards);
  s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
  advance(s, []);
  return s;
}

describe('Store Closing: Discard & Redraw (AM-K1)', () => {
  it('AM-K1 each player secretly keeps at most one card, discards the rest and draws up to 5, reshuffling if needed', () => {
    const cards = new Cards();
    let s = closing({
      players: [
        { hand: ['iron-longsword', 'powerstone', 'pet-slime'], storeroom: ['handy-hatchet', 'dungeoneering-bento'], reorder: ['wanderers-cloak', 'health-potion'] },
        { hand: ['griffin-egg'], storeroom: ['powerstone', 'powerstone', 'pet-slime', 'handy-hatchet', 'health-potion'] },
        {},
      ],
    }, cards);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'keep', entry: 'sealed' }, { seat: 1, kind: 'keep', entry: 'sealed' }]);
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    s = act(s, 0, { type: 'keep', card: idIn(s.players[0]!.hand, 'powerstone') }).state;
    // Replacing the entry is allowed until everyone is in; the table sees only who has submitted.
    s = act(s, 0, { type: 'keep', card: sword }).state;
    const table = adventureMart.view(s, 'table').closing!.sealed!;
    expect(table).toEqual({ kind: 'keep', eligible: [0, 1], submitted: [true, false] });
    expect(adventureMart.view(s, 0).closing!.sealed!.own).toBe(sword);
    expect(adventureMart.view(s, 1).closing!.sealed!.own).toBeUndefined();
    reject(s, 0, { type: 'keep', card: idIn(s.players[1]!.hand, 'griffin-egg') });
    const r = act(s, 1, { type: 'keep', card: null });
    s = r.state;
    expect(s.players[0]!.hand).toHaveLength(5);
    expect(s.players[0]!.hand).toContain(sword);
    expect(keys(s.players[1]!.hand)).not.toContain('griffin-egg');
    expect(s.players[1]!.hand).toHaveLength(5);
    expect(find(r.events, 'reshuffled').map((e) => e.data!.seat)).toEqual([0]);
    expect(find(r.events, 'you-drew').every((e) => typeof e.visibility === 'object')).toBe(true);
  });
});

describe('Store Closing: Upkeep (AM-K2)', () => {
  it('AM-K2 face-down Fixtures flip up free; face-down Staff are re-hired at their printed Hire Cost or banished; face-up Staff need nothing', () => {
    const cards = new Cards();
    let s = closing({
      players: [
        { gold: costOf('appraiser'), store: [['display-counter', false], ['appraiser', false], ['cashier', false], 'recruiter'] },
        { gold: 9, ledger: ['helga'] },
      ],
      bulletin: 'hiring-fair',
    }, cards);
    expect(s.players[0]!.store[0]!.faceUp).toBe(true);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'upkeep', entry: 'open' }]);
    const [appraiser, cashier] = [s.players[0]!.store[1]!.card, s.players[0]!.store[2]!.card];
    // The Appraiser's printed Hire Cost is paid in full: Recruiter and Hiring Fair do not lower a re-hire (D).
    expect(costOf('cashier')).toBeGreaterThan(0);
    s = act(s, 0, { type: 'rehire', card: appraiser }).state;
    expect(s.players[0]!.gold).toBe(0);
    expect(isLegal(s, 0, { type: 'rehire', card: cashier })).toBe(false);
    const r = act(s, 0, { type: 'release', card: cashier });
    expect(r.state.abyss).toContain(cashier);
    expect(r.state.players[0]!.store.map((x) => x.faceUp)).toEqual([true, true, true]);
    expect(prompted(r.state)[0]!.kind).toBe('help-from-hq');
  });
});

describe('Store Closing: Help from HQ (AM-K3) and Clean Up (AM-K4)', () => {
  it('AM-K3 the lowest Ledger total gets help: top Staff and Fixture drawn into their queues, then one claimed free or 3 Gold', () => {
    const cards = new Cards();
    const s = closing({
      players: [{ ledger: ['helga'] }, { ledger: ['brannoc'] }, { ledger: ['mirelle'] }],
      staffQueue: ['showman'], staffDeck: ['cashier'], fixtureQueue: [], fixtureDeck: ['trophy-wall'], initiative: 2,
    }, cards);
    // Ben and Cy tie on 4; Cy holds the Initiative.
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'help-from-hq', entry: 'open' }]);
    expect(keys(s.staff.queue)).toEqual(['showman', 'cashier']);
    expect(keys(s.fixtures.queue)).toEqual(['trophy-wall']);
    const claims = adventureMart.legal(s, 2);
    expect(claims.map((a) => a.type)).toEqual(['help-claim', 'help-claim', 'help-claim', 'help-gold']);
    const cashier = idIn(s.staff.queue, 'cashier');
    const r = act(s, 2, { type: 'help-claim', card: cashier });
    expect(r.state.players[2]!.store).toEqual([{ card: cashier, faceUp: true }]);
    expect(frames(r.state)).toEqual(['day', 'turn']); // no On-Call prompt
    const gold = act(s, 2, { type: 'help-gold' });
    expect(gold.state.players[2]!.gold).toBe(8);
  });

  it('AM-K3 a full Store makes room by banishing one card for the claimed one', () => {
    const s = closing({
      players: [{ store: ['cashier', 'appraiser', 'haggler', 'courier'] }, { ledger: ['helga'] }],
      staffQueue: [], staffDeck: [], fixtureQueue: [], fixtureDeck: ['trophy-wall'],
    });
    const trophy = s.fixtures.queue[0]!;
    expect(isLegal(s, 0, { type: 'help-claim', card: trophy })).toBe(false);
    const r = act(s, 0, { type: 'help-claim', card: trophy, replace: s.players[0]!.store[0]!.card });
    expect(r.state.players[0]!.store).toHaveLength(4);
  });

  it('AM-K4 Clean Up banishes the face-up Stock, Fixtures and Staff left in the queues, and the Bulletin', () => {
    const s = closing({
      players: [{}, { ledger: ['helga'] }],
      stockQueue: ['iron-longsword', 'griffin-egg'], fixtureQueue: ['trophy-wall'], staffQueue: ['showman'], staffDeck: [], fixtureDeck: [],
      bulletin: 'gold-rush', bulletins: ['busy-day'],
    });
    const r = act(s, 0, { type: 'help-gold' });
    const clean = one(r.events, 'clean-up');
    expect((clean.names as string[]).sort()).toEqual(['Gold Rush', 'Griffin Egg', 'Iron Longsword', 'Showman', 'Trophy Wall']);
    expect(keys(r.state.abyss).sort()).toEqual(['gold-rush', 'griffin-egg', 'iron-longsword', 'showman', 'trophy-wall']);
    expect(play(r.state, []).state.day).toBe(2);
  });
});
