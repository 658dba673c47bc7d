// Shopfloor's OWN original Market deck for Brick & Mortar, designed by this project (BM content (D)).
// Sixty two-sided cards: crates on the Supply side, boxes on the Demand side (BM-S5 (D)). Cheaper
// types are more common: 14 Food, 13 Clothing, 13 Electronics, 11 Jewelry, 9 Art on each side.
// Tuned by simulation (content version 2): Supply sides are rich (4 crates, a few 3s: 55/51/51/43/35
// in all), Demand sides moderate (2 to 4 boxes, mostly 3), so shared demand is contested and
// Fulfillment Centers' private demand is what grows a board's trade. Leaner Demand made the game
// faster with 2 players than with 4 but handed the last seat too many tied sales.
// Content version 3: Demand for the dear types is leaner (Food/Clothing/Electronics/Jewelry/Art
// boxes 42/40/35/29/23, was 42/40/40/33/27: the seven 4-box Electronics, Jewelry and Art sides now
// show 3, and six 3-box sides 2). With the stronger content-3 bot the median 4-player game ended in
// month 6 (200 games, seed 1: month 5: 12, 6: 95, 7: 68, 8: 20, 9: 5); contested dear sales slow
// 4 players most, and now it ends in month 7 (6 / 86 / 76 / 24 / 8), 2 and 3 players still in month 8.
// Cutting Food and Clothing Demand as well (all thirteen 4-box sides to 3) slowed 4 players as much
// but gave the last of 3 seats 38.9-40.8 % of wins (1,000 games, seeds 1 and 2); this cut 36.6-38 %.
import type { ItemName } from '../constants';
import type { MarketCard } from './types';

type Row = [id: number, supplyItem: ItemName, crates: number, demandItem: ItemName, boxes: number];

const TABLE: readonly Row[] = [
  [1, 'food', 4, 'clothing', 3],
  [2, 'food', 4, 'clothing', 4],
  [3, 'food', 4, 'clothing', 3],
  [4, 'food', 4, 'clothing', 2],
  [5, 'food', 4, 'electronics', 3],
  [6, 'food', 4, 'electronics', 2],
  [7, 'food', 3, 'electronics', 3],
  [8, 'food', 4, 'electronics', 3],
  [9, 'food', 4, 'electronics', 2],
  [10, 'food', 4, 'electronics', 3],
  [11, 'food', 4, 'electronics', 3],
  [12, 'food', 4, 'electronics', 3],
  [13, 'food', 4, 'electronics', 2],
  [14, 'food', 4, 'electronics', 2],
  [15, 'clothing', 4, 'electronics', 3],
  [16, 'clothing', 4, 'electronics', 3],
  [17, 'clothing', 4, 'electronics', 3],
  [18, 'clothing', 4, 'jewelry', 3],
  [19, 'clothing', 4, 'jewelry', 3],
  [20, 'clothing', 4, 'jewelry', 3],
  [21, 'clothing', 3, 'jewelry', 2],
  [22, 'clothing', 4, 'jewelry', 2],
  [23, 'clothing', 4, 'jewelry', 3],
  [24, 'clothing', 4, 'jewelry', 3],
  [25, 'clothing', 4, 'jewelry', 3],
  [26, 'clothing', 4, 'jewelry', 2],
  [27, 'clothing', 4, 'jewelry', 2],
  [28, 'electronics', 4, 'jewelry', 3],
  [29, 'electronics', 4, 'art', 3],
  [30, 'electronics', 4, 'art', 2],
  [31, 'electronics', 4, 'art', 2],
  [32, 'electronics', 4, 'art', 3],
  [33, 'electronics', 3, 'art', 3],
  [34, 'electronics', 4, 'art', 3],
  [35, 'electronics', 4, 'art', 2],
  [36, 'electronics', 4, 'art', 2],
  [37, 'electronics', 4, 'art', 3],
  [38, 'electronics', 4, 'food', 3],
  [39, 'electronics', 4, 'food', 2],
  [40, 'electronics', 4, 'food', 3],
  [41, 'jewelry', 4, 'food', 4],
  [42, 'jewelry', 4, 'food', 3],
  [43, 'jewelry', 4, 'food', 2],
  [44, 'jewelry', 4, 'food', 3],
  [45, 'jewelry', 4, 'food', 4],
  [46, 'jewelry', 3, 'food', 3],
  [47, 'jewelry', 4, 'food', 2],
  [48, 'jewelry', 4, 'food', 3],
  [49, 'jewelry', 4, 'food', 4],
  [50, 'jewelry', 4, 'food', 3],
  [51, 'jewelry', 4, 'food', 3],
  [52, 'art', 4, 'clothing', 3],
  [53, 'art', 4, 'clothing', 4],
  [54, 'art', 4, 'clothing', 3],
  [55, 'art', 4, 'clothing', 2],
  [56, 'art', 3, 'clothing', 3],
  [57, 'art', 4, 'clothing', 4],
  [58, 'art', 4, 'clothing', 3],
  [59, 'art', 4, 'clothing', 3],
  [60, 'art', 4, 'clothing', 3],
];

export const MARKET_CARDS: readonly MarketCard[] = TABLE.map(([id, supplyItem, crates, demandItem, boxes]) => ({
  id,
  supply: { item: supplyItem, count: crates },
  demand: { item: demandItem, count: boxes },
}));
