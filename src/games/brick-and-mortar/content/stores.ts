// Shopfloor's OWN original Store set for Brick & Mortar, written by this project (BM content (D)).
// No card list of the published game was used or is reproduced: names, numbers and abilities here
// are the project's design, to be tuned by simulation.
import type { ItemName } from '../constants';
import type { Shelf, StoreCard } from './types';

type ShelfSpec = [ItemName, number];

function store(
  id: string,
  name: string,
  cost: number,
  utilities: number,
  finalPoints: number,
  shelves: ShelfSpec[],
  text: string,
  extra: Partial<StoreCard> = {},
): StoreCard {
  const shelfList: Shelf[] = shelves.map(([item, slots]) => ({ item, slots }));
  return { id, name, starting: false, cost, utilities, finalPoints, shelves: shelfList, text, ...extra };
}

function starting(id: string, name: string, minPlayers: number, shelves: ShelfSpec[]): StoreCard {
  return { ...store(id, name, 0, 1, 0, shelves, 'Starting Store.'), starting: true, minPlayers };
}

/** BM-S1: four Starting Stores, for at least 2, 2, 3 and 4 players. */
export const STARTING_STORES: readonly StoreCard[] = [
  starting('st-pantry', 'Family Pantry', 2, [['food', 3], ['clothing', 1]]),
  starting('st-corner', 'Corner Shop', 2, [['food', 2], ['clothing', 2]]),
  starting('st-kiosk', 'Station Kiosk', 3, [['food', 2], ['clothing', 1], ['electronics', 1]]),
  starting('st-stall', 'Market Stall', 4, [['food', 3], ['electronics', 1]]),
];

const less = (item: ItemName, amount: number) => ({ stockDiscount: [{ item, amount }] });
const more = (item: ItemName, amount: number) => ({ saleBonus: [{ item, amount }] });

/** The regular Stores: drafted, dealt in first-game hands, and dealt to the public row. */
export const REGULAR_STORES: readonly StoreCard[] = [
  // Food
  store('greengrocer', 'Greengrocer', 4, 1, 1, [['food', 3]], ''),
  store('corner-grocer', 'Corner Grocer', 6, 1, 1, [['food', 4]], '$1 less per Food stocked here.', less('food', 1)),
  store('bakery-row', 'Bakery Row', 5, 1, 1, [['food', 2], ['clothing', 1]], '$1 more per Food sold from here.', more('food', 1)),
  store('supermarket', 'Supermarket', 12, 3, 3, [['food', 4], ['food', 3], ['clothing', 2]], ''),
  store('deli-counter', 'Deli Counter', 7, 1, 2, [['food', 3], ['electronics', 1]], ''),
  store('farm-shop', 'Farm Shop', 8, 2, 2, [['food', 4]], 'Opens with 2 Food.', {
    openingStock: [{ item: 'food', count: 2 }],
  }),
  // Clothing
  store('thrift-corner', 'Thrift Corner', 5, 1, 1, [['clothing', 3]], ''),
  store('tailors-nook', "Tailor's Nook", 7, 1, 2, [['clothing', 3]], '$1 more per Clothing sold from here.', more('clothing', 1)),
  store('boutique-lane', 'Boutique Lane', 10, 2, 3, [['clothing', 4], ['jewelry', 1]], ''),
  store('outlet-hall', 'Outlet Hall', 9, 2, 2, [['clothing', 4], ['food', 2]], '$1 less per Clothing stocked here.', less('clothing', 1)),
  store('shoe-palace', 'Shoe Palace', 8, 2, 2, [['clothing', 3], ['clothing', 2]], ''),
  store('denim-depot', 'Denim Depot', 6, 1, 1, [['clothing', 2], ['food', 2]], ''),
  // Electronics
  store('gadget-hut', 'Gadget Hut', 8, 2, 2, [['electronics', 2]], ''),
  store('phone-bar', 'Phone Bar', 9, 2, 2, [['electronics', 3]], '$1 more per Electronics sold from here.', more('electronics', 1)),
  store('volt-avenue', 'Volt Avenue', 12, 3, 3, [['electronics', 3], ['clothing', 2]], ''),
  store('repair-shop', 'Repair Shop', 7, 1, 1, [['electronics', 2]], '$2 less per Electronics stocked here.', less('electronics', 2)),
  store('kilowatt-plaza', 'Kilowatt Plaza', 16, 4, 4, [['electronics', 4], ['electronics', 2]], ''),
  store('game-cellar', 'Game Cellar', 10, 2, 3, [['electronics', 2], ['food', 2]], 'Gain 1 point when it opens.', {
    openingPoints: 1,
  }),
  // Jewelry
  store('silver-spoon', 'Silver Spoon', 11, 2, 3, [['jewelry', 2]], ''),
  store('gem-vault', 'Gem Vault', 15, 3, 4, [['jewelry', 3]], '$2 more per Jewelry sold from here.', more('jewelry', 2)),
  store('pawn-and-polish', 'Pawn & Polish', 9, 2, 2, [['jewelry', 1], ['electronics', 2]], ''),
  store('watchmaker', 'Watchmaker', 13, 3, 3, [['jewelry', 2], ['clothing', 2]], ''),
  store('pearl-parlour', 'Pearl Parlour', 14, 2, 4, [['jewelry', 2]], 'Opens with 1 Jewelry.', {
    openingStock: [{ item: 'jewelry', count: 1 }],
  }),
  // Art
  store('sketchbook-studio', 'Sketchbook Studio', 12, 2, 3, [['art', 1], ['clothing', 2]], ''),
  store('gallery-nine', 'Gallery Nine', 17, 3, 5, [['art', 2]], '$2 more per Art sold from here.', more('art', 2)),
  store('frame-and-easel', 'Frame & Easel', 14, 3, 4, [['art', 2], ['food', 2]], ''),
  store('auction-atelier', 'Auction Atelier', 20, 4, 6, [['art', 3]], ''),
  // Mixed
  store('department-store', 'Department Store', 18, 4, 5, [['food', 2], ['clothing', 2], ['electronics', 2], ['jewelry', 1]], ''),
  store('dollar-bazaar', 'Dollar Bazaar', 6, 2, 1, [['food', 2], ['clothing', 2], ['electronics', 1]], ''),
  store('mall-anchor', 'Mall Anchor', 22, 5, 6, [['clothing', 3], ['electronics', 3], ['jewelry', 2]], ''),
  store('town-square-emporium', 'Town Square Emporium', 13, 3, 3, [['food', 3], ['clothing', 2], ['electronics', 2]], ''),
  store('night-market', 'Night Market', 10, 2, 2, [['food', 2], ['jewelry', 1], ['art', 1]], 'Gain 1 point when it opens.', {
    openingPoints: 1,
  }),
  // Warehouses (BM-ST3)
  store('dockside-warehouse', 'Dockside Warehouse', 6, 1, 1, [['food', 4], ['clothing', 4]],
    'Warehouse: cannot be stocked directly; move crates in or out once per Supply.', { special: 'warehouse' }),
  store('cold-storage', 'Cold Storage', 8, 2, 1, [['electronics', 3], ['jewelry', 2]],
    'Warehouse: cannot be stocked directly; move crates in or out once per Supply.', { special: 'warehouse' }),
  store('climate-vault', 'Climate Vault', 10, 2, 2, [['jewelry', 2], ['art', 2]],
    'Warehouse: cannot be stocked directly; move crates in or out once per Supply.', { special: 'warehouse' }),
  // Knockoff Stores (BM-ST4)
  store('bargain-bin', 'Bargain Bin', 4, 1, 0, [['clothing', 3]],
    'Knockoff: $2 less per Clothing stocked. Its crates sell only when a rival sells Clothing.', {
      special: 'knockoff', ...less('clothing', 2),
    }),
  store('street-replica', 'Street Replica', 6, 1, 0, [['electronics', 3]],
    'Knockoff: $2 less per Electronics stocked. Its crates sell only when a rival sells Electronics.', {
      special: 'knockoff', ...less('electronics', 2),
    }),
  store('faux-finery', 'Faux Finery', 8, 2, 1, [['jewelry', 3]],
    'Knockoff: $3 less per Jewelry stocked. Its crates sell only when a rival sells Jewelry.', {
      special: 'knockoff', ...less('jewelry', 3),
    }),
  // Fulfillment Centers (BM-ST5)
  store('parcel-hub', 'Parcel Hub', 7, 2, 1, [], 'Fulfillment Center: 2 Food and 1 Clothing boxes every month.', {
    special: 'fulfillment', demand: [{ item: 'food', boxes: 2 }, { item: 'clothing', boxes: 1 }],
  }),
  store('click-and-collect', 'Click & Collect', 10, 2, 2, [], 'Fulfillment Center: 2 Electronics boxes every month.', {
    special: 'fulfillment', demand: [{ item: 'electronics', boxes: 2 }],
  }),
  store('express-depot', 'Express Depot', 13, 3, 2, [], 'Fulfillment Center: 1 Jewelry and 1 Art box every month.', {
    special: 'fulfillment', demand: [{ item: 'jewelry', boxes: 1 }, { item: 'art', boxes: 1 }],
  }),
];

/** BM-S3: preset hands for a first game, one per seat. */
export const FIRST_GAME_HANDS: readonly (readonly string[])[] = [
  ['greengrocer', 'thrift-corner', 'gadget-hut'],
  ['corner-grocer', 'tailors-nook', 'silver-spoon'],
  ['deli-counter', 'denim-depot', 'phone-bar'],
  ['bakery-row', 'shoe-palace', 'pawn-and-polish'],
];
