// The catalogue of games: one entry per game, the rules' half of its record (the UI's half, its
// screens' loaders, extends it in src/ui/match/games.ts). Each game is loaded on demand so it ships
// as its own chunk and the home screen stays small; everything New game, home and import need to
// know (names, seats, options, versions, whether it has a guided first game or a Hard search) is
// data here, so they never load a game to learn it. A test checks each entry against its definition.
import type { SearchSpec } from './bots/search';
import type { GameEntry } from './game-module';

export type { BotPolicy, GameEntry, GameModule, GameOption } from './game-module';
export type { SearchSpec } from './bots/search';

/** A game as the catalogue lists it, with its Hard bot's search when it has one: loaded only by its
 * worker and the simulator; without it, New game offers Easy and Normal only. (Named here, not in
 * ./game-module.ts, which the search's own types import.) */
export interface CatalogueEntry extends GameEntry {
  search?: () => Promise<SearchSpec>;
}

/** Options most games share; a game lists the ones it understands. */
const FIRST_PLAYER_OPTIONS = [
  { kind: 'toggle', key: 'randomFirstPlayer', label: 'Random first player' },
  { kind: 'seat', key: 'firstPlayer', label: 'First player', disabledBy: 'randomFirstPlayer' },
] as const;

/** Keeps each entry as written (ids, `guided`, `search`), so the types below name exactly the games
 * listed here: a record keyed by game elsewhere (the UI's loaders, the Hard workers) must name
 * every one of them. */
const catalogue = <const T extends readonly CatalogueEntry[]>(entries: T): T => entries;

const ENTRIES = catalogue([
  {
    id: 'brick-and-mortar',
    name: 'Brick & Mortar',
    blurb: 'Open Stores, bid in secret for crates, sell them for the best price.',
    length: '9 or 10 months, about an hour',
    learn: 'Learn to play: a guided first game with two bots. Rules on the table opens at the current phase.',
    minSeats: 2,
    maxSeats: 4,
    engineVersion: 2,
    contentVersion: 4,
    alsoPlaysContent: [3],
    alsoPlaysEngine: [1],
    options: [{ kind: 'toggle', key: 'firstGame', label: 'First game (preset hands)' }, ...FIRST_PLAYER_OPTIONS],
    guided: true,
    load: () => import('./brick-and-mortar/module').then((m) => m.brickAndMortarModule),
    search: () => import('./brick-and-mortar/bots/hard').then((m) => m.bmSearch as SearchSpec),
  },
  {
    id: 'adventure-mart',
    name: 'Adventure Mart',
    blurb: 'Stock your shop, then outbid rivals to sell to passing Adventurers.',
    length: '5 Days, about an hour',
    learn: 'Learn to play: a guided first game with two bots. Rules on the table opens at the current step.',
    minSeats: 2,
    maxSeats: 4,
    engineVersion: 3,
    contentVersion: 1,
    alsoPlaysEngine: [1, 2],
    options: [
      { kind: 'toggle', key: 'firstGame', label: 'First game (fewer, simpler cards)' },
      ...FIRST_PLAYER_OPTIONS,
      {
        kind: 'toggle',
        key: 'quickReacts',
        label: 'Quick reacts',
        hint: 'Only players holding a React are asked, which tells the table who holds one.',
      },
    ],
    guided: true,
    load: () => import('./adventure-mart/module').then((m) => m.adventureMartModule),
    search: () => import('./adventure-mart/bots/hard').then((m) => m.amSearch as SearchSpec),
  },
  {
    id: 'bidding-dial',
    name: 'Bidding dial',
    blurb: 'For a cardboard Brick & Mortar table: the secret Supply and Sale dials, revealed in service order.',
    length: 'One bid or offer at a time, alongside your cardboard game',
    learn: 'Needs the Brick & Mortar rules; enter the seats in turn order.',
    minSeats: 2,
    maxSeats: 4,
    engineVersion: 1,
    contentVersion: 1,
    // The seats are entered in the current turn order; the table sets it again between rounds.
    options: [],
    load: () => import('./bidding-dial/module').then((m) => m.biddingDialModule),
  },
]);

type Listed = (typeof ENTRIES)[number];
/** A game of this build's catalogue. */
export type GameId = Listed['id'];
/** A game with a guided first game ("Learn to play"): its UI must bring the guide's notes. */
export type GuidedGameId = Extract<Listed, { guided: true }>['id'];
/** A game whose Hard bot searches: the app must give it a worker. */
export type SearchingGameId = Extract<Listed, { search: unknown }>['id'];

export const gameEntries: readonly (CatalogueEntry & { id: GameId })[] = ENTRIES;

export function findGame(id: string): (CatalogueEntry & { id: GameId }) | undefined {
  return gameEntries.find((g) => g.id === id);
}
