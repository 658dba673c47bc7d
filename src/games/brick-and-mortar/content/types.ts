// The shapes of Brick & Mortar's printed cards. Plain data; rules read them through content/index.ts.
import type { ItemName } from '../constants';

export interface Shelf {
  item: ItemName;
  slots: number;
}

export type StoreSpecial = 'warehouse' | 'knockoff' | 'fulfillment';

export interface StoreCard {
  id: string;
  name: string;
  /** Starting Stores never join the draft or the deck (BM-S1). */
  starting: boolean;
  /** Starting Stores only: the least player count that uses this card (BM-S1 (D)). */
  minPlayers?: number;
  cost: number;
  utilities: number;
  finalPoints: number;
  /** Top shelf first (BM-ST1, BM-ST2). */
  shelves: Shelf[];
  special?: StoreSpecial;
  /** Fulfillment Center: private demand boxes every month (BM-ST5 (D)). */
  demand?: { item: ItemName; boxes: number }[];
  /** Dollars less paid per crate of that item stocked into this Store (BM-ST6). */
  stockDiscount?: { item: ItemName; amount: number }[];
  /** Dollars more received per crate of that item sold from this Store (BM-ST6). */
  saleBonus?: { item: ItemName; amount: number }[];
  /** Crates this Store is supplied with, free from the general supply, when it opens (BM-B6). */
  openingStock?: { item: ItemName; count: number }[];
  /** Points gained when this Store opens (BM-B7). */
  openingPoints?: number;
  /** The card's rules text as printed. */
  text: string;
}

export interface MarketCard {
  id: number;
  /** Crates pictured on the Supply side (BM-S5 (D)). */
  supply: { item: ItemName; count: number };
  /** Boxes pictured on the Demand side. */
  demand: { item: ItemName; count: number };
}
