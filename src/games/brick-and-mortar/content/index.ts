// Lookups over the card data. Rules code reads cards only through these functions.
import { ITEMS, type Item, type ItemName } from '../constants';
import { MARKET_CARDS } from './market';
import { FIRST_GAME_HANDS, FIRST_GAME_HANDS_CONTENT_3, REGULAR_STORES, STARTING_STORES } from './stores';
import type { MarketCard, StoreCard } from './types';

export type { MarketCard, StoreCard, Shelf, StoreSpecial } from './types';
export { MARKET_CARDS, REGULAR_STORES, STARTING_STORES, FIRST_GAME_HANDS, FIRST_GAME_HANDS_CONTENT_3 };

/** This build's content version. */
export const CONTENT_VERSION = 4;

type Hands = readonly (readonly string[])[];
/** Older content versions whose matches this build still plays, by the first-game hands they
 * dealt: their only difference from this version. */
const OLDER_FIRST_GAME_HANDS: Readonly<Record<number, Hands>> = { 3: FIRST_GAME_HANDS_CONTENT_3 };
export const ALSO_PLAYS_CONTENT: readonly number[] = Object.keys(OLDER_FIRST_GAME_HANDS).map(Number);

/** BM-S3's preset hands as the given content version dealt them (absent: this build's). */
export function firstGameHands(contentVersion?: number): Hands {
  return (contentVersion !== undefined ? OLDER_FIRST_GAME_HANDS[contentVersion] : undefined) ?? FIRST_GAME_HANDS;
}

const STORE_INDEX: Record<string, StoreCard> = {};
for (const card of [...STARTING_STORES, ...REGULAR_STORES]) STORE_INDEX[card.id] = card;

const MARKET_INDEX: MarketCard[] = [];
for (const card of MARKET_CARDS) MARKET_INDEX[card.id] = card;

export function storeCard(id: string): StoreCard {
  const card = STORE_INDEX[id];
  if (!card) throw new Error(`Unknown Store card ${id}`);
  return card;
}

export function isStoreCard(id: unknown): id is string {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(STORE_INDEX, id);
}

export function marketCard(id: number): MarketCard {
  const card = MARKET_INDEX[id];
  if (!card) throw new Error(`Unknown Market card ${id}`);
  return card;
}

const ITEM_INDEX: Record<string, Item> = { food: 0, clothing: 1, electronics: 2, jewelry: 3, art: 4 };

export function itemIndex(name: ItemName): Item {
  return ITEM_INDEX[name] as Item;
}

export function isItemName(value: unknown): value is ItemName {
  return typeof value === 'string' && (ITEMS as readonly string[]).includes(value);
}
