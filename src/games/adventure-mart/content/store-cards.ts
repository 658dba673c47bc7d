// ADVENTURE MART: THE PROJECT'S OWN CARD SET (Fixtures and Staff). Names the rulebook's FAQ gives:
// Autoforge, Enchantment Table, Town Cartograph, Shrine of the Kaiju (Fixtures); Minibeans,
// Pippinboots, Blue Mountain Sentinel, Red Mountain Bard, Samwell Soots, Archghoul (Staff). Their
// effects fit what the FAQ says of them; every other name, number and wording is Shopfloor's own.
import type { EffectRef } from './types';

export interface FixtureDesign {
  key: string;
  name: string;
  cost: number;
  effect: EffectRef;
  unique?: boolean;
  copies: number;
  firstGame: boolean;
}

export interface StaffDesign extends FixtureDesign {
  onCall?: boolean;
}

/** AM-C2: 20 Fixtures. */
export const FIXTURES: FixtureDesign[] = [
  { key: 'autoforge', name: 'Autoforge', cost: 2, effect: { id: 'queue-discount', type: 'martial', n: 1 }, unique: true, copies: 1, firstGame: true },
  { key: 'enchantment-table', name: 'Enchantment Table', cost: 2, effect: { id: 'queue-discount', type: 'magic', n: 1 }, unique: true, copies: 1, firstGame: true },
  { key: 'town-cartograph', name: 'Town Cartograph', cost: 2, effect: { id: 'queue-discount', type: 'exotic', n: 1 }, unique: true, copies: 1, firstGame: true },
  { key: 'shrine-of-the-kaiju', name: 'Shrine of the Kaiju', cost: 3, effect: { id: 'return-to-hand' }, unique: true, copies: 1, firstGame: false },
  { key: 'display-counter', name: 'Display Counter', cost: 3, effect: { id: 'offer-boost', n: 2 }, copies: 2, firstGame: true },
  { key: 'fighters-banner', name: "Fighters' Banner", cost: 2, effect: { id: 'guild-bonus', guild: 'fighters', n: 2 }, copies: 1, firstGame: true },
  { key: 'mages-banner', name: "Mages' Banner", cost: 2, effect: { id: 'guild-bonus', guild: 'mages', n: 2 }, copies: 1, firstGame: true },
  { key: 'rangers-banner', name: "Rangers' Banner", cost: 2, effect: { id: 'guild-bonus', guild: 'rangers', n: 2 }, copies: 1, firstGame: true },
  { key: 'delivery-wagon', name: 'Delivery Wagon', cost: 3, effect: { id: 'gain', draw: 2 }, copies: 1, firstGame: true },
  { key: 'pawn-counter', name: 'Pawn Counter', cost: 2, effect: { id: 'pawn', n: 1 }, copies: 1, firstGame: true },
  { key: 'ivaldi-showcase', name: 'Ivaldi Showcase', cost: 2, effect: { id: 'brand-worth', brand: 'ivaldi', n: 1 }, copies: 1, firstGame: false },
  { key: 'blackforest-showcase', name: 'Blackforest Showcase', cost: 2, effect: { id: 'brand-worth', brand: 'blackforest', n: 1 }, copies: 1, firstGame: false },
  { key: 'tamlin-showcase', name: 'Tamlin Showcase', cost: 2, effect: { id: 'brand-worth', brand: 'tamlin', n: 1 }, copies: 1, firstGame: false },
  { key: 'trophy-wall', name: 'Trophy Wall', cost: 3, effect: { id: 'ledger-worth', n: 1 }, copies: 1, firstGame: true },
  { key: 'weapon-rack', name: 'Weapon Rack', cost: 3, effect: { id: 'type-bonus', type: 'martial', n: 1 }, copies: 1, firstGame: true },
  { key: 'spell-shelf', name: 'Spell Shelf', cost: 3, effect: { id: 'type-bonus', type: 'magic', n: 1 }, copies: 1, firstGame: true },
  { key: 'curio-cabinet', name: 'Curio Cabinet', cost: 3, effect: { id: 'type-bonus', type: 'exotic', n: 1 }, copies: 1, firstGame: true },
  { key: 'cash-register', name: 'Cash Register', cost: 3, effect: { id: 'gain', n: 2 }, copies: 1, firstGame: true },
  { key: 'gilded-vault', name: 'Gilded Vault', cost: 3, effect: { id: 'flat-worth', n: 2 }, copies: 1, firstGame: true },
];

/** AM-C2: 20 Staff. */
export const STAFF: StaffDesign[] = [
  { key: 'minibeans', name: 'Minibeans', cost: 1, effect: { id: 'base-boost', n: 1 }, unique: true, copies: 1, firstGame: true },
  { key: 'pippinboots', name: 'Pippinboots', cost: 1, effect: { id: 'base-cut', n: 1 }, unique: true, copies: 1, firstGame: true },
  { key: 'blue-mountain-sentinel', name: 'Blue Mountain Sentinel', cost: 1, effect: { id: 'cancel-sell' }, unique: true, copies: 1, firstGame: false },
  { key: 'red-mountain-bard', name: 'Red Mountain Bard', cost: 1, effect: { id: 'bard', n: 3 }, unique: true, copies: 1, firstGame: false },
  { key: 'samwell-soots', name: 'Samwell Soots, Archghoul', cost: 3, effect: { id: 'lure' }, unique: true, copies: 1, firstGame: false },
  { key: 'cashier', name: 'Cashier', cost: 2, onCall: true, effect: { id: 'gain', n: 2 }, copies: 1, firstGame: true },
  { key: 'stockroom-runner', name: 'Stockroom Runner', cost: 2, onCall: true, effect: { id: 'gain', draw: 2 }, copies: 1, firstGame: true },
  { key: 'haggler', name: 'Haggler', cost: 2, effect: { id: 'queue-discount', n: 1 }, copies: 1, firstGame: true },
  { key: 'recruiter', name: 'Recruiter', cost: 1, effect: { id: 'hire-discount', n: 2 }, copies: 1, firstGame: true },
  { key: 'carpenter', name: 'Carpenter', cost: 1, effect: { id: 'install-discount', n: 3 }, copies: 1, firstGame: true },
  { key: 'shop-apprentice', name: "Shopkeeper's Apprentice", cost: 1, effect: { id: 'recall' }, copies: 1, firstGame: true },
  { key: 'town-crier', name: 'Town Crier', cost: 1, onCall: true, effect: { id: 'restock', n: 3 }, copies: 1, firstGame: true },
  { key: 'appraiser', name: 'Appraiser', cost: 2, effect: { id: 'card-boost', n: 3 }, copies: 1, firstGame: true },
  { key: 'guild-liaison', name: 'Guild Liaison', cost: 1, effect: { id: 'rep-boost', n: 2 }, copies: 1, firstGame: true },
  { key: 'night-watch', name: 'Night Watch', cost: 1, effect: { id: 'thief-guard' }, copies: 1, firstGame: false },
  { key: 'bookkeeper', name: 'Bookkeeper', cost: 2, effect: { id: 'hand-size', n: 1 }, copies: 1, firstGame: false },
  { key: 'porter', name: 'Porter', cost: 1, onCall: true, effect: { id: 'pawn', n: 1 }, copies: 1, firstGame: true },
  { key: 'showman', name: 'Showman', cost: 2, effect: { id: 'offer-boost', n: 3 }, copies: 1, firstGame: true },
  { key: 'courier', name: 'Courier', cost: 2, effect: { id: 'gain', n: 1, draw: 1 }, copies: 1, firstGame: true },
  { key: 'hexer', name: 'Hexer', cost: 2, effect: { id: 'offer-cut', n: 3 }, copies: 1, firstGame: false },
];
