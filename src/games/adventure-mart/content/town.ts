// ADVENTURE MART: THE PROJECT'S OWN CARD SET (Adventurers and Daily Bulletins). Names the rulebook
// gives: Luna, Robin Hart, Bluejay & Greyowl, Abysswalker, Oro, The Forest's Fang, the Draconic
// Executives and the Adept / Vanguard / Wayfinder types (Adventurers); Market Day, Temporal
// Leakage, The Wild Hunt, The Call to Arms, The Blood Moon (Bulletins). Effects fit the FAQ; every
// other name, number and wording is Shopfloor's own.
import type { BulletinRule, EffectRef, Guild, Role, StockType } from './types';

export interface AdventurerDesign {
  key: string;
  name: string;
  role: Role;
  guild: Guild | null;
  gold: number;
  desires: StockType[];
  effect?: EffectRef;
  firstGame: boolean;
}

const M = 'martial', G = 'magic', X = 'exotic';

/** AM-C2: 36 Adventurers. */
export const ADVENTURERS: AdventurerDesign[] = [
  // Named by the rulebook's FAQ
  { key: 'luna', name: 'Luna, Moon Adept', role: 'adept', guild: 'mages', gold: 9, desires: [G, G], effect: { id: 'discard-cards', n: 2 }, firstGame: false },
  { key: 'robin-hart', name: 'Robin Hart', role: 'rogue', guild: 'thieves', gold: 6, desires: [X, M], effect: { id: 'steal', n: 3, victim: 'richest' }, firstGame: false },
  { key: 'bluejay-greyowl', name: 'Bluejay & Greyowl', role: 'wayfinder', guild: 'rangers', gold: 10, desires: [X, M], effect: { id: 'no-stock-next' }, firstGame: false },
  { key: 'abysswalker', name: 'Abysswalker', role: 'drifter', guild: null, gold: 6, desires: [G, X], effect: { id: 'abyss-take' }, firstGame: false },
  { key: 'oro', name: "Oro, The Forest's Fang", role: 'wayfinder', guild: 'rangers', gold: 8, desires: [X, X], firstGame: true },
  // Draconic Executives: a Discount token each (AM-O8)
  { key: 'vyrax', name: 'Vyrax, Draconic Executive', role: 'draconic-executive', guild: null, gold: 8, desires: [M, G], firstGame: true },
  { key: 'sable', name: 'Sable, Draconic Executive', role: 'draconic-executive', guild: null, gold: 8, desires: [G, X], firstGame: true },
  { key: 'ignis', name: 'Ignis, Draconic Executive', role: 'draconic-executive', guild: null, gold: 8, desires: [X, M], firstGame: true },
  // Adepts (Mages)
  { key: 'mirelle', name: 'Mirelle the Adept', role: 'adept', guild: 'mages', gold: 4, desires: [G], firstGame: true },
  { key: 'thorne', name: 'Thorne the Adept', role: 'adept', guild: 'mages', gold: 6, desires: [G, X], firstGame: true },
  { key: 'quill', name: 'Quill the Adept', role: 'adept', guild: 'mages', gold: 7, desires: [G, G], firstGame: true },
  { key: 'ember', name: 'Ember the Adept', role: 'adept', guild: 'mages', gold: 5, desires: [G, M], firstGame: true },
  // Vanguards (Fighters)
  { key: 'brannoc', name: 'Brannoc the Vanguard', role: 'vanguard', guild: 'fighters', gold: 4, desires: [M], firstGame: true },
  { key: 'helga', name: 'Helga the Vanguard', role: 'vanguard', guild: 'fighters', gold: 7, desires: [M, M], firstGame: true },
  { key: 'aldric', name: 'Ser Aldric the Vanguard', role: 'vanguard', guild: 'fighters', gold: 6, desires: [M, G], firstGame: true },
  { key: 'kestrel', name: 'Kestrel the Vanguard', role: 'vanguard', guild: 'fighters', gold: 5, desires: [M, X], firstGame: true },
  { key: 'durgan', name: 'Durgan the Vanguard', role: 'vanguard', guild: 'fighters', gold: 9, desires: [M, M, M], firstGame: true },
  // Wayfinders (Rangers)
  { key: 'fennick', name: 'Fennick the Wayfinder', role: 'wayfinder', guild: 'rangers', gold: 4, desires: [X], firstGame: true },
  { key: 'sylva', name: 'Sylva the Wayfinder', role: 'wayfinder', guild: 'rangers', gold: 6, desires: [X, G], firstGame: true },
  { key: 'tamsin', name: 'Tamsin the Wayfinder', role: 'wayfinder', guild: 'rangers', gold: 5, desires: [X, M], firstGame: true },
  // Thieves (AM-F5)
  { key: 'nell', name: 'Cutpurse Nell', role: 'rogue', guild: 'thieves', gold: 4, desires: [M], effect: { id: 'steal', n: 1, victim: 'each' }, firstGame: false },
  { key: 'magpie', name: 'The Magpie', role: 'rogue', guild: 'thieves', gold: 5, desires: [G, X], effect: { id: 'steal', n: 2, victim: 'richest' }, firstGame: false },
  { key: 'shade', name: 'Shade', role: 'rogue', guild: 'thieves', gold: 5, desires: [X], effect: { id: 'steal', n: 2, victim: 'starter' }, firstGame: false },
  { key: 'vex', name: 'Vex the Fence', role: 'rogue', guild: 'thieves', gold: 6, desires: [M, G, X], effect: { id: 'steal', n: 1, victim: 'each' }, firstGame: false },
  // Everyone else
  { key: 'odo', name: 'Pilgrim Odo', role: 'pilgrim', guild: null, gold: 3, desires: [G], effect: { id: 'all-draw', n: 1 }, firstGame: false },
  { key: 'pellam', name: 'Sir Pellam, Knight-Errant', role: 'knight', guild: 'fighters', gold: 6, desires: [M, G], firstGame: true },
  { key: 'trapper', name: 'Grizzled Trapper', role: 'hunter', guild: 'rangers', gold: 6, desires: [X, X], firstGame: true },
  { key: 'veyra', name: 'Archmage Veyra', role: 'archmage', guild: 'mages', gold: 11, desires: [G, G, G], firstGame: true },
  { key: 'krag', name: 'Warlord Krag', role: 'warlord', guild: 'fighters', gold: 11, desires: [M, M, M], firstGame: true },
  { key: 'ilu', name: 'Beastmaster Ilu', role: 'beastmaster', guild: 'rangers', gold: 11, desires: [X, X, X], firstGame: true },
  { key: 'pim', name: 'Pim the Wandering Bard', role: 'bard', guild: null, gold: 8, desires: [M, G, X], effect: { id: 'flat-worth', n: 2 }, firstGame: true },
  { key: 'orsolo', name: 'Merchant Prince Orsolo', role: 'merchant', guild: null, gold: 8, desires: [G, X], effect: { id: 'flat-worth', n: 3 }, firstGame: true },
  { key: 'zed', name: 'Zed the Treasure Hunter', role: 'treasure-hunter', guild: 'thieves', gold: 5, desires: [X, M], effect: { id: 'ledger-gain', draw: 1 }, firstGame: false },
  { key: 'amara', name: 'Cleric Amara', role: 'cleric', guild: 'mages', gold: 4, desires: [G], effect: { id: 'ledger-gain', n: 2 }, firstGame: true },
  { key: 'tobin', name: 'Squire Tobin', role: 'squire', guild: 'fighters', gold: 3, desires: [M], effect: { id: 'ledger-gain', draw: 1 }, firstGame: true },
  { key: 'wren', name: 'Scout Wren', role: 'scout', guild: 'rangers', gold: 3, desires: [X], effect: { id: 'ledger-gain', n: 1 }, firstGame: true },
];

export interface BulletinDesign {
  key: string;
  name: string;
  rule: BulletinRule;
  text: string;
  firstGame: boolean;
}

/** AM-C2: 14 Daily Bulletins; 5 are dealt, one per Day (AM-S1). */
export const BULLETINS: BulletinDesign[] = [
  { key: 'market-day', name: 'Market Day', rule: { tradeIn: 2 }, text: 'When you buy from the Stock Queue you may banish a Stock card from your hand to pay 2 Gold less (at least 1). Gold alone is always accepted.', firstGame: false },
  { key: 'temporal-leakage', name: 'Temporal Leakage', rule: { extraUse: 1 }, text: 'On each turn you may take one extra Use action, before or after your normal action.', firstGame: false },
  { key: 'wild-hunt', name: 'The Wild Hunt', rule: { extraDesire: 'exotic' }, text: 'Every Adventurer also desires one more Exotic symbol today.', firstGame: false },
  { key: 'call-to-arms', name: 'The Call to Arms', rule: { extraDesire: 'martial' }, text: 'Every Adventurer also desires one more Martial symbol today.', firstGame: false },
  { key: 'blood-moon', name: 'The Blood Moon', rule: { extraDesire: 'magic' }, text: 'Every Adventurer also desires one more Magic symbol today.', firstGame: false },
  { key: 'guild-festival', name: 'Guild Festival', rule: { repBonus: 1 }, text: 'Each Guild Reputation token gives +1 more Quality today.', firstGame: true },
  { key: 'clearance-sale', name: 'Clearance Sale', rule: { queueDiscount: 1 }, text: 'Stock in the Stock Queue costs 1 Gold less today (at least 1).', firstGame: true },
  { key: 'gold-rush', name: 'Gold Rush', rule: { goldToSpend: 2 }, text: 'Every Adventurer has 2 more Gold to Spend today.', firstGame: true },
  { key: 'bumper-delivery', name: 'Bumper Delivery', rule: { dealStock: 2 }, text: 'Deal 2 more Stock cards into the Stock Queue.', firstGame: true },
  { key: 'busy-day', name: 'Busy Day', rule: { dealAdventurers: 1 }, text: 'Deal 1 more Adventurer face down into the Adventurer Queue.', firstGame: true },
  { key: 'happy-hour', name: 'Happy Hour', rule: { initiativeBonus: 1 }, text: 'The Initiative gives +1 more Quality today.', firstGame: true },
  { key: 'bargain-bin', name: 'Bargain Bin', rule: { deckCost: 2 }, text: 'Buying the top card of a Depot deck costs 2 Gold instead of 4 today.', firstGame: false },
  { key: 'hiring-fair', name: 'Hiring Fair', rule: { staffDiscount: 1 }, text: 'Staff in the Staff Queue cost 1 Gold less today (at least 1).', firstGame: true },
  { key: 'tax-day', name: 'Tax Day', rule: { taxRichest: 3 }, text: 'The Richest Manager pays up to 3 Gold to the Supply.', firstGame: false },
];
