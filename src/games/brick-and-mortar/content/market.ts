// Shopfloor's OWN original Market deck for Brick & Mortar, designed by this project (BM content (D)).
// Sixty two-sided cards: crates on the Supply side, boxes on the Demand side (BM-S5 (D)). Cheaper
// types are more common: 14 Food, 13 Clothing, 13 Electronics, 11 Jewelry, 9 Art on each side
// (46/39/33/21/14 crates and as many boxes in all). First tuning pass: richer cards than the first
// draft (about 2.5 per side) because crude bots could not reach the points threshold.
import type { ItemName } from '../constants';
import type { MarketCard } from './types';

type Row = [id: number, supplyItem: ItemName, crates: number, demandItem: ItemName, boxes: number];

const TABLE: readonly Row[] = [
  [1, 'food', 3, 'clothing', 4],
  [2, 'food', 4, 'clothing', 2],
  [3, 'food', 4, 'clothing', 3],
  [4, 'food', 3, 'clothing', 3],
  [5, 'food', 2, 'electronics', 3],
  [6, 'food', 3, 'electronics', 3],
  [7, 'food', 4, 'electronics', 2],
  [8, 'food', 4, 'electronics', 2],
  [9, 'food', 3, 'electronics', 3],
  [10, 'food', 2, 'electronics', 3],
  [11, 'food', 3, 'electronics', 2],
  [12, 'food', 4, 'electronics', 2],
  [13, 'food', 4, 'electronics', 3],
  [14, 'food', 3, 'electronics', 3],
  [15, 'clothing', 3, 'electronics', 2],
  [16, 'clothing', 3, 'electronics', 2],
  [17, 'clothing', 4, 'electronics', 3],
  [18, 'clothing', 2, 'jewelry', 1],
  [19, 'clothing', 3, 'jewelry', 2],
  [20, 'clothing', 3, 'jewelry', 3],
  [21, 'clothing', 4, 'jewelry', 2],
  [22, 'clothing', 2, 'jewelry', 1],
  [23, 'clothing', 3, 'jewelry', 2],
  [24, 'clothing', 3, 'jewelry', 3],
  [25, 'clothing', 4, 'jewelry', 2],
  [26, 'clothing', 2, 'jewelry', 1],
  [27, 'clothing', 3, 'jewelry', 2],
  [28, 'electronics', 2, 'jewelry', 3],
  [29, 'electronics', 3, 'art', 2],
  [30, 'electronics', 3, 'art', 1],
  [31, 'electronics', 2, 'art', 2],
  [32, 'electronics', 2, 'art', 1],
  [33, 'electronics', 3, 'art', 2],
  [34, 'electronics', 3, 'art', 1],
  [35, 'electronics', 2, 'art', 2],
  [36, 'electronics', 2, 'art', 1],
  [37, 'electronics', 3, 'art', 2],
  [38, 'electronics', 3, 'food', 4],
  [39, 'electronics', 2, 'food', 4],
  [40, 'electronics', 2, 'food', 3],
  [41, 'jewelry', 2, 'food', 2],
  [42, 'jewelry', 1, 'food', 3],
  [43, 'jewelry', 2, 'food', 4],
  [44, 'jewelry', 3, 'food', 4],
  [45, 'jewelry', 2, 'food', 3],
  [46, 'jewelry', 1, 'food', 2],
  [47, 'jewelry', 2, 'food', 3],
  [48, 'jewelry', 3, 'food', 4],
  [49, 'jewelry', 2, 'food', 4],
  [50, 'jewelry', 1, 'food', 3],
  [51, 'jewelry', 2, 'food', 2],
  [52, 'art', 1, 'clothing', 3],
  [53, 'art', 2, 'clothing', 4],
  [54, 'art', 1, 'clothing', 2],
  [55, 'art', 2, 'clothing', 3],
  [56, 'art', 1, 'clothing', 3],
  [57, 'art', 2, 'clothing', 4],
  [58, 'art', 1, 'clothing', 2],
  [59, 'art', 2, 'clothing', 3],
  [60, 'art', 1, 'clothing', 3],
];

export const MARKET_CARDS: readonly MarketCard[] = TABLE.map(([id, supplyItem, crates, demandItem, boxes]) => ({
  id,
  supply: { item: supplyItem, count: crates },
  demand: { item: demandItem, count: boxes },
}));
