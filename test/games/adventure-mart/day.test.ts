import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import type { AMState } from '../../../src/games/adventure-mart/state';
import { act, Cards, find, frames, isLegal, keys, makeState, play, prompted, turnState } from './builder';
import { playRandom } from './random-play';

/** A hand-made Day whose Trading Hours and final actions are over: Store Closing comes next. */
function closingDay(spec: Parameters<typeof makeState>[0]): AMState {
  const s = makeState(spec);
  s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
  advance(s, []);
  return s;
}

describe('The Day (AM-D1, AM-D2)', () => {
  it('AM-D1 five Days of Store Opening, Trading Hours and Store Closing, except that Day 5 ends with the Review', () => {
    const { events, state } = playRandom(3, 'five-days');
    expect(find(events, 'day-started').map((e) => e.data!.day)).toEqual([2, 3, 4, 5]); // Day 1 opened at setup
    expect(find(events, 'store-closing').map((e) => e.data!.day)).toEqual([1, 2, 3, 4]);
    expect(find(events, 'game-over')).toHaveLength(1);
    expect(adventureMart.outcome(state)).not.toBeNull();
    expect(state.day).toBe(5);
  });

  it('AM-D2 Store Opening adds players+2 Stock, 2 Fixtures, 2 Staff and players+1 Adventurers, reveals the Day\'s Bulletin; an empty deck is never refilled', () => {
    let s = closingDay({
      players: [{}, {}], stockQueue: ['iron-longsword'], stockDeck: ['griffin-egg'], fixtureDeck: ['trophy-wall', 'gilded-vault', 'curio-cabinet'],
      staffDeck: ['showman', 'carpenter', 'recruiter'], adventurers: [], adventurerDeck: ['helga', 'quill', 'sylva', 'tamsin'],
      bulletin: 'clearance-sale', bulletins: ['gold-rush'],
    });
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'help-from-hq', entry: 'open' }]);
    const r = act(s, 0, { type: 'help-gold' });
    s = r.state;
    expect(s.day).toBe(2);
    expect(keys(s.stock.queue)).toEqual(['griffin-egg']); // only one card was left: not refilled
    expect(s.fixtures.queue).toHaveLength(2);
    expect(s.staff.queue).toHaveLength(2);
    expect(keys(s.adventurers.queue)).toEqual(['helga', 'quill', 'sylva']);
    expect(keys([s.bulletin!])).toEqual(['gold-rush']);
    expect(keys(s.abyss)).toContain('clearance-sale');
    const bulletin = find(r.events, 'bulletin')[0]!;
    expect(bulletin).toMatchObject({ reveals: true, data: { day: 2, name: 'Gold Rush', seat: 0 } });
  });

  it('AM-D2 on Days 2 to 5 a Stock deck holding more than enough deals exactly players+2 into the queue, from the top; the rest stays in the deck', () => {
    const deck = ['griffin-egg', 'arcane-tome', 'phoenix-feather', 'basilisk-mirror', 'stormforged-axe', 'kraken-ink', 'fae-lantern'];
    for (const n of [2, 3, 4]) {
      const players = Array.from({ length: n }, () => ({}));
      // Gold Rush deals no extra Stock, so the Day's Stock is Store Opening's alone.
      let s = closingDay({ players, stockQueue: [], stockDeck: deck, bulletins: ['gold-rush'] });
      expect(s.stock.deck.length).toBeGreaterThan(n + 2);
      expect(prompted(s)).toEqual([{ seat: 0, kind: 'help-from-hq', entry: 'open' }]);
      const r = act(s, 0, { type: 'help-gold' });
      s = r.state;
      expect(s.day).toBe(2);
      expect(keys(s.stock.queue)).toEqual(deck.slice(0, n + 2));
      expect(keys(s.stock.deck)).toEqual(deck.slice(n + 2));
      expect(keys(find(r.events, 'queues-dealt')[0]!.data!.stock as number[])).toEqual(deck.slice(0, n + 2));
    }
  });

  it('AM-D2 every Day, Day 1 included, reveals a Bulletin that holds for that Day only', () => {
    const { events } = playRandom(2, 'bulletins');
    expect(find(events, 'bulletin').map((e) => e.data!.day)).toEqual([2, 3, 4, 5]);
    const s = adventureMart.setup({ seats: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }] }, 'bulletins');
    expect(s.bulletin).not.toBeNull();
    const cleanups = find(events, 'clean-up');
    expect(cleanups).toHaveLength(4);
  });
});

describe('Trading Hours (AM-T1, AM-T2)', () => {
  it('AM-T1 turns go clockwise from the Initiative holder; a turn is exactly one action, never a pass', () => {
    const cards = new Cards();
    let s = turnState({ players: [{}, { gold: 9 }, {}], initiative: 1, stockQueue: ['chainmail-vest', 'griffin-egg'] }, undefined, cards);
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'turn', entry: 'private' }]);
    expect(isLegal(s, 1, { type: 'end-turn' })).toBe(false);
    s = act(s, 1, { type: 'buy', from: 'stock', card: s.stock.queue[0]! }).state;
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'turn', entry: 'private' }]);
    expect(isLegal(s, 2, { type: 'start-sale', slot: 0 })).toBe(true);
  });

  it('AM-T1 a player may start any number of Sales in a Day, one per turn', () => {
    let s = turnState({ players: [{}, {}], adventurers: ['brannoc', 'mirelle', 'fennick'] });
    s = play(s, [[0, { type: 'start-sale', slot: 0 }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    s = play(s, [[1, { type: 'buy-deck', from: 'staff', banish: s.staff.queue[0]! }]]).state;
    expect(prompted(s)[0]).toMatchObject({ seat: 0, kind: 'turn' });
    s = play(s, [[0, { type: 'start-sale', slot: 0 }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    expect(s.players[0]!.ledger).toHaveLength(2);
    expect(frames(s)).toEqual(['day', 'turn']);
  });

  it('AM-T2 when every Adventurer is served, each player gets one final action clockwise from the left of the last Sale\'s starter, who acts last', () => {
    let s = turnState({ players: [{}, {}, {}], adventurers: ['brannoc'], initiative: 1 });
    s = play(s, [[1, { type: 'start-sale', slot: 0 }], [1, { type: 'offer-confirm' }], [2, { type: 'drop-out' }], [0, { type: 'drop-out' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'final-action', entry: 'private' }]);
    expect(adventureMart.legal(s, 2).some((a) => a.type === 'start-sale')).toBe(false);
    s = act(s, 2, { type: 'end-turn' }).state;
    expect(prompted(s)[0]!.seat).toBe(0);
    s = act(s, 0, { type: 'end-turn' }).state;
    expect(prompted(s)[0]).toMatchObject({ seat: 1, kind: 'final-action' });
    s = act(s, 1, { type: 'end-turn' }).state;
    expect(frames(s)).toEqual(['day', 'closing']);
  });
});
