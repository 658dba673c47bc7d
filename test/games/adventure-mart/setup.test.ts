import { describe, expect, it } from 'vitest';
import { startMatch } from '../../../src/engine/match';
import { adventureMart } from '../../../src/games/adventure-mart';
import {
  ADVENTURER_IDS, BASIC_SETS, BULLETIN_IDS, CARDS, FIXTURE_IDS, STAFF_IDS, STOCK_IDS, adventurerCard, bulletinCard, stockCard,
} from '../../../src/games/adventure-mart/content';
import { BRANDS, FIRST_GAME_MIN_ADVENTURERS, FIRST_GAME_MIN_BULLETINS, GUILDS, STOCK_TYPES } from '../../../src/games/adventure-mart/constants';
import { draw } from '../../../src/games/adventure-mart/rules/storeroom';
import { act, Cards, idIn, keys, makeState, one, play, saleState } from './builder';
import { seats } from './random-play';
import { zones } from './invariants';

const setup = (n: number, variants: Record<string, unknown> = {}, seed = 'setup') => adventureMart.setup({ seats: seats(n), variants }, seed);

describe('Components (AM-C1..AM-C6)', () => {
  it('AM-C1 2 to 4 players, any of them bots; the 36 Basic Stock are 4 sets of 9', () => {
    for (const n of [2, 3, 4]) expect(setup(n).players).toHaveLength(n);
    expect(startMatch(adventureMart, { seats: seats(1) }, 'x').ok).toBe(false);
    expect(startMatch(adventureMart, { seats: [...seats(4), { name: 'Eve', kind: 'bot' }] }, 'x').ok).toBe(false);
    expect(BASIC_SETS).toHaveLength(4);
    for (const set of BASIC_SETS) expect(set).toHaveLength(9);
  });

  it('AM-C2 the box: 36 Basic Stock (each set 2 Powerstone, 2 Wanderer\'s Cloak, 2 Dungeoneering Bento, 1 Health Potion, 1 Pet Slime, 1 Handy Hatchet), 59 Stock, 20 Fixtures, 20 Staff, 36 Adventurers, 14 Bulletins', () => {
    expect(CARDS).toHaveLength(185);
    for (const set of BASIC_SETS) {
      expect(keys(set as number[]).sort()).toEqual([
        'dungeoneering-bento', 'dungeoneering-bento', 'handy-hatchet', 'health-potion', 'pet-slime', 'powerstone', 'powerstone', 'wanderers-cloak', 'wanderers-cloak',
      ]);
    }
    expect([STOCK_IDS.length, FIXTURE_IDS.length, STAFF_IDS.length, ADVENTURER_IDS.length, BULLETIN_IDS.length]).toEqual([59, 20, 20, 36, 14]);
    expect(STOCK_IDS.every((id) => !stockCard(id).basic)).toBe(true);
  });

  it('AM-C2 the token supply is 3 of each guild and 3 Discount tokens, and it is finite', () => {
    expect(setup(3).supply).toEqual({ fighters: 3, mages: 3, rangers: 3, discount: 3 });
  });

  it('AM-C3 a Stock card has a type, stars, Sell Price, Brand, Buy Cost, maybe an effect and a "+" star; Brands, the unique mark and tags do nothing by themselves', () => {
    for (const id of [...STOCK_IDS, ...BASIC_SETS.flat()]) {
      const c = stockCard(id);
      expect(STOCK_TYPES).toContain(c.type);
      expect(BRANDS).toContain(c.brand);
      expect(c.stars).toBeGreaterThan(0);
      expect(c.sell).toBeGreaterThan(0);
      expect(c.cost).toBeGreaterThanOrEqual(c.basic ? 0 : 2);
    }
    // Same type and stars, different Brand (Ivaldi Forge vs Adventure Mart): the same Quality.
    const q = (key: string) => {
      const s = saleState({ players: [{ hand: [key] }, {}], adventurers: ['brannoc'] });
      const after = act(s, 0, { type: 'offer-add', card: idIn(s.players[0]!.hand, key) }).state;
      return adventureMart.view(after, 0).you!.draft!.quality.total;
    };
    expect(q('iron-longsword')).toBe(q('chainmail-vest'));
    // The unique, Epic Quality axe is just 5 stars.
    expect(q('stormforged-axe')).toBe(6);
  });

  it('AM-C4 drawing from an empty Storeroom shuffles the Reorder Pile into a new Storeroom; with both empty, drawing stops', () => {
    const cards = new Cards();
    const s = makeState({ players: [{ storeroom: ['powerstone'], reorder: ['pet-slime', 'handy-hatchet'] }, {}] }, cards);
    const ev: never[] = [];
    expect(draw(s, 0, 5, ev)).toBe(3);
    expect(keys(s.players[0]!.hand).sort()).toEqual(['handy-hatchet', 'pet-slime', 'powerstone']);
    expect(s.players[0]!.reorder).toEqual([]);
    const events = ev as { type: string; reveals?: boolean }[];
    expect(events.find((e) => e.type === 'reshuffled')?.reveals).toBe(true);
  });

  it('AM-C5 an Adventurer has a type, a guild or none, Gold to Spend and at least one desired symbol (symbols may repeat)', () => {
    for (const id of ADVENTURER_IDS) {
      const a = adventurerCard(id);
      expect(a.role.length).toBeGreaterThan(0);
      if (a.guild !== null) expect(GUILDS).toContain(a.guild);
      expect(a.gold).toBeGreaterThan(0);
      expect(a.desires.length).toBeGreaterThan(0);
    }
    expect(ADVENTURER_IDS.some((id) => new Set(adventurerCard(id).desires).size < adventurerCard(id).desires.length)).toBe(true);
  });

  it('AM-C6 Gold is unlimited: Checkout pays however much Gold is already out', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 1000, hand: ['iron-longsword'] }, { gold: 1000 }], adventurers: ['brannoc'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    expect(s.players[0]!.gold).toBe(1003);
  });
});

describe('Setup (AM-S1..AM-S3)', () => {
  it('AM-S1 Depot and Town: Stock Queue of players+2, 2 Fixtures, 2 Staff, players+1 face-down Adventurers, 5 Bulletins (the rest out of the game), an empty Abyss', () => {
    // Day 1's Bulletin is revealed at setup (AM-D2) and may deal more at once (Busy Day: Adventurers,
    // Bumper Delivery: Stock): the seeds below draw neither, Busy Day and Bumper Delivery.
    const drawn = new Set<string>();
    for (const seed of ['setup', 'setup-2', 'setup-37']) for (const n of [2, 3, 4]) {
      const s = setup(n, {}, seed);
      const day1 = bulletinCard(s.bulletin!);
      drawn.add(CARDS[s.bulletin!]!.key);
      expect(s.stock.queue).toHaveLength(n + 2 + (day1.rule.dealStock ?? 0));
      expect(s.fixtures.queue).toHaveLength(2);
      expect(s.staff.queue).toHaveLength(2);
      expect(s.adventurers.queue).toHaveLength(n + 1 + (day1.rule.dealAdventurers ?? 0));
      expect(adventureMart.view(s, 'table').town.queue.every((c) => c === null)).toBe(true);
      // Day 1's Bulletin is face up, four wait face down; nine are boxed with the unused Basic sets.
      expect(s.bulletin).not.toBeNull();
      expect(s.bulletins).toHaveLength(4);
      expect(s.box.filter((id) => CARDS[id]!.kind === 'bulletin')).toHaveLength(9);
      expect(s.abyss).toEqual([]);
      expect(zones(s).flat()).toHaveLength(185);
    }
    expect([...drawn].sort()).toEqual(['bumper-delivery', 'busy-day', 'gold-rush']);
  });

  it('AM-S2 each player: 9 Basic Stock shuffled, 5 in hand, 5 Gold, an empty Store and Ledger; the first player holds the Initiative', () => {
    const s = setup(3);
    for (const p of s.players) {
      expect(p.hand).toHaveLength(5);
      expect(p.storeroom).toHaveLength(4);
      expect(p.gold).toBe(5);
      expect(p.store).toEqual([]);
      expect(p.ledger).toEqual([]);
      expect([...p.hand, ...p.storeroom].every((id) => stockCard(id).basic)).toBe(true);
    }
    expect(s.initiative).toBe(0);
    expect(setup(3, { firstPlayer: 2 }).initiative).toBe(2);
    const picks = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => setup(4, { firstPlayer: 'random' }, seed).initiative));
    expect(picks.size).toBeGreaterThan(1);
    expect(adventureMart.pending(setup(3, { firstPlayer: 1 }))).toEqual([{ seat: 1, kind: 'turn', entry: 'private' }]);
  });

  it('AM-S3 the first-game option uses only the marked cards; that subset keeps at least 5 Bulletins and 25 Adventurers, and the Basic decks sell every type', () => {
    const s = setup(4, { firstGame: true });
    const inPlay = zones(s).flat().filter((id) => !s.box.includes(id));
    expect(inPlay.every((id) => CARDS[id]!.firstGame)).toBe(true);
    expect(s.box.some((id) => !CARDS[id]!.firstGame)).toBe(true);
    expect(BULLETIN_IDS.filter((id) => CARDS[id]!.firstGame).length).toBeGreaterThanOrEqual(FIRST_GAME_MIN_BULLETINS);
    expect(ADVENTURER_IDS.filter((id) => CARDS[id]!.firstGame).length).toBeGreaterThanOrEqual(FIRST_GAME_MIN_ADVENTURERS);
    const basicTypes = new Set((BASIC_SETS[0] as number[]).map((id) => stockCard(id).type));
    for (const id of ADVENTURER_IDS) for (const t of adventurerCard(id).desires) expect(basicTypes.has(t)).toBe(true);
    expect(one([{ type: 'x', visibility: 'public', data: { a: 1 } }], 'x')).toEqual({ a: 1 });
  });
});
