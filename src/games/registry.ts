// The catalogue of games. Each game is loaded on demand so it ships as its own chunk and the home
// screen stays small; everything New game, home and import need to know (names, seats, options,
// versions) is data here, so they never load a game to learn it. A test checks each entry against
// its definition.
import type { GameEntry } from './game-module';

export type { BotPolicy, GameEntry, GameModule, GameOption } from './game-module';

/** Options most games share; a game lists the ones it understands. */
const FIRST_PLAYER_OPTIONS = [
  { kind: 'toggle', key: 'randomFirstPlayer', label: 'Random first player' },
  { kind: 'seat', key: 'firstPlayer', label: 'First player', disabledBy: 'randomFirstPlayer' },
] as const;

export const gameEntries: readonly GameEntry[] = [
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
    load: () => import('./brick-and-mortar/module').then((m) => m.brickAndMortarModule),
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
    load: () => import('./adventure-mart/module').then((m) => m.adventureMartModule),
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
];

export function findGame(id: string): GameEntry | undefined {
  return gameEntries.find((g) => g.id === id);
}
