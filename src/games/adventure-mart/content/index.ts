// The whole box as one table: every physical card gets an id (its index in CARDS). Rules code reads
// cards only through these lookups. Ids are stable for a given contentVersion.
import { COUNTS } from '../constants';
import { BASIC_SET, STOCK, type StockDesign } from './stock';
import { FIXTURES, STAFF } from './store-cards';
import { ADVENTURERS, BULLETINS } from './town';
import type {
  AdventurerCard, BulletinCard, Card, CardId, FixtureCard, StaffCard, StockCard, StoreCard,
} from './types';

export type * from './types';

const cards: Card[] = [];

function addStock(design: StockDesign, basic: boolean): CardId[] {
  const ids: CardId[] = [];
  for (let i = 0; i < design.copies; i++) {
    const id = cards.length;
    const card: StockCard = {
      id, key: design.key, name: design.name, kind: 'stock', basic, type: design.type, stars: design.stars,
      plus: design.plus === true, sell: design.sell, brand: design.brand, cost: design.cost, firstGame: design.firstGame,
    };
    if (design.effect) card.effect = design.effect;
    if (design.tags) card.tags = design.tags;
    if (design.unique) card.unique = true;
    cards.push(card);
    ids.push(id);
  }
  return ids;
}

/** AM-C1 (D): four sets of 9 Basic Stock, one per seat. */
export const BASIC_SETS: readonly (readonly CardId[])[] = Array.from({ length: COUNTS.basicSets }, () =>
  BASIC_SET.flatMap((d) => addStock(d, true)));

export const STOCK_IDS: readonly CardId[] = STOCK.flatMap((d) => addStock(d, false));

export const FIXTURE_IDS: readonly CardId[] = FIXTURES.flatMap((d) => Array.from({ length: d.copies }, () => {
  const card: FixtureCard = { id: cards.length, key: d.key, name: d.name, kind: 'fixture', cost: d.cost, effect: d.effect, firstGame: d.firstGame };
  if (d.unique) card.unique = true;
  cards.push(card);
  return card.id;
}));

export const STAFF_IDS: readonly CardId[] = STAFF.flatMap((d) => Array.from({ length: d.copies }, () => {
  const card: StaffCard = {
    id: cards.length, key: d.key, name: d.name, kind: 'staff', cost: d.cost, onCall: d.onCall === true, effect: d.effect,
    firstGame: d.firstGame,
  };
  if (d.unique) card.unique = true;
  cards.push(card);
  return card.id;
}));

export const ADVENTURER_IDS: readonly CardId[] = ADVENTURERS.map((d) => {
  const card: AdventurerCard = {
    id: cards.length, key: d.key, name: d.name, kind: 'adventurer', role: d.role, guild: d.guild, gold: d.gold,
    desires: d.desires, firstGame: d.firstGame,
  };
  if (d.effect) card.effect = d.effect;
  cards.push(card);
  return card.id;
});

export const BULLETIN_IDS: readonly CardId[] = BULLETINS.map((d) => {
  const card: BulletinCard = { id: cards.length, key: d.key, name: d.name, kind: 'bulletin', rule: d.rule, text: d.text, firstGame: d.firstGame };
  cards.push(card);
  return card.id;
});

export const CARDS: readonly Card[] = cards;
export const CARD_COUNT = cards.length;

export function card(id: CardId): Card {
  const c = CARDS[id];
  if (!c) throw new Error(`Unknown card ${id}`);
  return c;
}

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CARD_COUNT;
}

export function stockCard(id: CardId): StockCard {
  const c = card(id);
  if (c.kind !== 'stock') throw new Error(`Card ${id} is not Stock`);
  return c;
}

export function storeCard(id: CardId): StoreCard {
  const c = card(id);
  if (c.kind !== 'fixture' && c.kind !== 'staff') throw new Error(`Card ${id} is not a Fixture or Staff`);
  return c;
}

export function adventurerCard(id: CardId): AdventurerCard {
  const c = card(id);
  if (c.kind !== 'adventurer') throw new Error(`Card ${id} is not an Adventurer`);
  return c;
}

export function bulletinCard(id: CardId): BulletinCard {
  const c = card(id);
  if (c.kind !== 'bulletin') throw new Error(`Card ${id} is not a Daily Bulletin`);
  return c;
}

export function isStock(id: CardId): boolean {
  return CARDS[id]?.kind === 'stock';
}

/** The first card whose design key is `key` (tests and bots name cards by key). */
export function idOf(key: string, copy = 0): CardId {
  const found = cards.filter((c) => c.key === key)[copy];
  if (!found) throw new Error(`No card ${key} #${copy}`);
  return found.id;
}
