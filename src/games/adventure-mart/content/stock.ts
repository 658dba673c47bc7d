// ADVENTURE MART: THE PROJECT'S OWN CARD SET (Stock). Not the published game's cards: no card list
// of the published game is available, so every name not given by the rulebook or its FAQ, every
// number and all wording here are Shopfloor's own (SPEC "Content (D)"). Names the rulebook gives:
// the Basic Stock (AM-C2), Hungry Soul Blade, Bloodwood Wand, Coven's Cauldron (AM-F15) and
// Dragonberry Blast (AM-F2). `copies` expands a design into that many physical cards.
import type { Brand, EffectRef, StockType, Tag } from './types';

export interface StockDesign {
  key: string;
  name: string;
  type: StockType;
  stars: number;
  plus?: boolean;
  sell: number;
  brand: Brand;
  cost: number;
  effect?: EffectRef;
  tags?: Tag[];
  unique?: boolean;
  copies: number;
  firstGame: boolean;
}

/** AM-C2: one player's 9 Basic Stock (4 sets in the box, AM-C1 (D)). Every type is sold by it (AM-S3). */
export const BASIC_SET: StockDesign[] = [
  { key: 'powerstone', name: 'Powerstone', type: 'magic', stars: 1, sell: 1, brand: 'adventure-mart', cost: 0, copies: 2, firstGame: true },
  { key: 'wanderers-cloak', name: "Wanderer's Cloak", type: 'martial', stars: 1, sell: 1, brand: 'adventure-mart', cost: 0, copies: 2, firstGame: true },
  { key: 'dungeoneering-bento', name: 'Dungeoneering Bento', type: 'exotic', stars: 1, sell: 1, brand: 'adventure-mart', cost: 0, copies: 2, firstGame: true },
  { key: 'health-potion', name: 'Health Potion', type: 'magic', stars: 1, plus: true, sell: 2, brand: 'adventure-mart', cost: 0, copies: 1, firstGame: true },
  { key: 'pet-slime', name: 'Pet Slime', type: 'exotic', stars: 2, sell: 1, brand: 'adventure-mart', cost: 0, copies: 1, firstGame: true },
  { key: 'handy-hatchet', name: 'Handy Hatchet', type: 'martial', stars: 2, sell: 1, brand: 'adventure-mart', cost: 0, copies: 1, firstGame: true },
];

const soul: EffectRef = { id: 'soul-sacrifice', n: 3 };
const tradeIn: EffectRef = { id: 'trade-in', n: 2 };
const importFee: EffectRef = { id: 'import', n: 2 };

/** AM-C2: the 59 regular Stock cards (blue), shuffled into the Stock Deck. */
export const STOCK: StockDesign[] = [
  // Martial (20)
  { key: 'iron-longsword', name: 'Iron Longsword', type: 'martial', stars: 3, sell: 3, brand: 'ivaldi', cost: 4, copies: 3, firstGame: true },
  { key: 'oaken-shield', name: 'Oaken Shield', type: 'martial', stars: 2, plus: true, sell: 2, brand: 'blackforest', cost: 4, copies: 2, firstGame: true },
  { key: 'dwarven-warhammer', name: 'Dwarven Warhammer', type: 'martial', stars: 4, sell: 4, brand: 'ivaldi', cost: 6, copies: 2, firstGame: true },
  { key: 'hungry-soul-blade', name: 'Hungry Soul Blade', type: 'martial', stars: 3, sell: 3, brand: 'blackforest', cost: 5, effect: soul, tags: ['soul-sacrifice'], unique: true, copies: 1, firstGame: false },
  { key: 'runed-gauntlets', name: 'Runed Gauntlets', type: 'martial', stars: 2, sell: 3, brand: 'ivaldi', cost: 4, effect: importFee, tags: ['import'], copies: 2, firstGame: true },
  { key: 'chainmail-vest', name: 'Chainmail Vest', type: 'martial', stars: 3, sell: 2, brand: 'adventure-mart', cost: 3, copies: 2, firstGame: true },
  { key: 'tamlin-recurve-bow', name: 'Tamlin Recurve Bow', type: 'martial', stars: 3, sell: 4, brand: 'tamlin', cost: 5, effect: importFee, tags: ['import'], copies: 2, firstGame: false },
  { key: 'stormforged-axe', name: 'Stormforged Axe', type: 'martial', stars: 5, sell: 5, brand: 'ivaldi', cost: 8, tags: ['epic-quality'], unique: true, copies: 1, firstGame: false },
  { key: 'veterans-spear', name: "Veteran's Spear", type: 'martial', stars: 2, sell: 2, brand: 'blackforest', cost: 3, effect: tradeIn, tags: ['trade-in'], copies: 2, firstGame: true },
  { key: 'bulwark-tower-shield', name: 'Bulwark Tower Shield', type: 'martial', stars: 3, plus: true, sell: 3, brand: 'ivaldi', cost: 6, copies: 1, firstGame: false },
  { key: 'throwing-knives', name: 'Throwing Knives', type: 'martial', stars: 2, sell: 3, brand: 'tamlin', cost: 4, effect: { id: 'poor-discount', n: 2 }, copies: 2, firstGame: false },
  // Magic (20)
  { key: 'apprentice-wand', name: 'Apprentice Wand', type: 'magic', stars: 3, sell: 3, brand: 'blackforest', cost: 4, copies: 3, firstGame: true },
  { key: 'crystal-orb', name: 'Crystal Orb', type: 'magic', stars: 2, plus: true, sell: 2, brand: 'tamlin', cost: 4, copies: 2, firstGame: true },
  { key: 'arcane-tome', name: 'Arcane Tome', type: 'magic', stars: 4, sell: 4, brand: 'adventure-mart', cost: 6, copies: 2, firstGame: true },
  { key: 'bloodwood-wand', name: 'Bloodwood Wand', type: 'magic', stars: 3, sell: 3, brand: 'blackforest', cost: 5, effect: soul, tags: ['soul-sacrifice'], unique: true, copies: 1, firstGame: false },
  { key: 'mana-draught', name: 'Mana Draught', type: 'magic', stars: 2, sell: 2, brand: 'adventure-mart', cost: 3, effect: { id: 'gain', draw: 2 }, copies: 2, firstGame: true },
  { key: 'scroll-of-recall', name: 'Scroll of Recall', type: 'magic', stars: 1, sell: 2, brand: 'adventure-mart', cost: 3, effect: { id: 'recall' }, copies: 2, firstGame: true },
  { key: 'starlight-staff', name: 'Starlight Staff', type: 'magic', stars: 3, sell: 4, brand: 'ivaldi', cost: 5, effect: importFee, tags: ['import'], copies: 2, firstGame: false },
  { key: 'hex-bag', name: 'Hex Bag', type: 'magic', stars: 1, sell: 1, brand: 'blackforest', cost: 3, effect: { id: 'smoke', n: 2 }, copies: 1, firstGame: false },
  { key: 'phoenix-feather', name: 'Phoenix Feather', type: 'magic', stars: 5, sell: 5, brand: 'tamlin', cost: 8, tags: ['epic-quality'], unique: true, copies: 1, firstGame: false },
  { key: 'enchanted-robes', name: 'Enchanted Robes', type: 'magic', stars: 3, sell: 2, brand: 'blackforest', cost: 3, copies: 2, firstGame: true },
  { key: 'sages-lantern', name: "Sage's Lantern", type: 'magic', stars: 2, sell: 3, brand: 'ivaldi', cost: 4, effect: tradeIn, tags: ['trade-in'], copies: 2, firstGame: false },
  // Exotic (19)
  { key: 'griffin-egg', name: 'Griffin Egg', type: 'exotic', stars: 3, sell: 3, brand: 'tamlin', cost: 4, copies: 3, firstGame: true },
  { key: 'wyrmscale-charm', name: 'Wyrmscale Charm', type: 'exotic', stars: 2, plus: true, sell: 2, brand: 'tamlin', cost: 4, copies: 2, firstGame: true },
  { key: 'mimic-chest', name: 'Mimic Chest', type: 'exotic', stars: 4, sell: 4, brand: 'adventure-mart', cost: 6, copies: 2, firstGame: true },
  { key: 'covens-cauldron', name: "Coven's Cauldron", type: 'exotic', stars: 3, sell: 3, brand: 'blackforest', cost: 5, effect: soul, tags: ['soul-sacrifice'], unique: true, copies: 1, firstGame: false },
  { key: 'dragonberry-blast', name: 'Dragonberry Blast', type: 'exotic', stars: 1, sell: 1, brand: 'tamlin', cost: 3, effect: { id: 'extra-action' }, copies: 2, firstGame: true },
  { key: 'smoke-bomb', name: 'Smoke Bomb', type: 'exotic', stars: 1, sell: 1, brand: 'adventure-mart', cost: 2, effect: { id: 'smoke', n: 2 }, copies: 1, firstGame: false },
  { key: 'kraken-ink', name: 'Kraken Ink', type: 'exotic', stars: 3, sell: 4, brand: 'tamlin', cost: 5, effect: importFee, tags: ['import'], copies: 2, firstGame: false },
  { key: 'moonpetal-tea', name: 'Moonpetal Tea', type: 'exotic', stars: 2, sell: 2, brand: 'blackforest', cost: 3, effect: { id: 'cash-in', n: 3, after: 'banish' }, copies: 2, firstGame: true },
  { key: 'basilisk-mirror', name: 'Basilisk Mirror', type: 'exotic', stars: 5, sell: 5, brand: 'ivaldi', cost: 8, tags: ['epic-quality'], unique: true, copies: 1, firstGame: false },
  { key: 'trail-rations-deluxe', name: 'Trail Rations Deluxe', type: 'exotic', stars: 3, sell: 2, brand: 'adventure-mart', cost: 3, copies: 2, firstGame: true },
  { key: 'fae-lantern', name: 'Fae Lantern', type: 'exotic', stars: 2, sell: 3, brand: 'tamlin', cost: 4, effect: tradeIn, tags: ['trade-in'], copies: 1, firstGame: false },
];
