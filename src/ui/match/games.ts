// One record per game, the one place a reader finds everything the app knows of it: the catalogue's
// entry (src/games/registry.ts: names, seats, options, versions, its rules loaded on demand) and the
// UI's loaders (its table, its UI record alone for a phone, its guide's notes), each a lazy import
// so every game ships as chunks of its own. The games layer never sees this file: the entry is
// data the UI extends. `LOADERS` is keyed by the registry's `GameId`, so a game listed there with
// no UI here (or a UI here for no game) does not compile, nor does a game the registry calls guided
// without its guide's notes here.
//
// To add a game's screens: create src/ui/games/<game-id>/ui.ts and Table.tsx (`export default
// tableFor(ui)`, ./GameTable.tsx), then its entry below; a guide.ts (its `NOTES`) if it has one.
import type { ComponentType } from 'preact';
import { gameEntries, type CatalogueEntry, type GameId, type GuidedGameId } from '../../games/registry';
import type { GuideNotes } from '../guide/guide-store';
import type { GameScreenProps, GameUi, TableCtxBase } from './game-ui';

export type ScreenLoader = () => Promise<{ default: ComponentType<GameScreenProps> }>;
/** The game's UI record alone (its private screens without the table): what a phone shows. */
export type UiLoader = () => Promise<GameUi<TableCtxBase>>;

interface GameLoaders {
  /** The game's table screen. */
  table: ScreenLoader;
  ui: UiLoader;
  /** The notes of a guided first game ("Learn to play"): a game the registry calls `guided`. */
  guide?: () => Promise<GuideNotes>;
}

/** A guided game's loaders must bring its notes; another's have none. */
type LoadersOf<Id extends GameId> = GameLoaders & (Id extends GuidedGameId ? { guide: () => Promise<GuideNotes> } : { guide?: never });

// A game's GameUi is typed by its own context; the table reads it only through TableCtxBase.
const base = (ui: unknown) => ui as GameUi<TableCtxBase>;

const LOADERS: { readonly [Id in GameId]: LoadersOf<Id> } = {
  'brick-and-mortar': {
    table: () => import('../games/brick-and-mortar/Table'),
    ui: () => import('../games/brick-and-mortar/ui').then((m) => base(m.ui)),
    guide: () => import('../games/brick-and-mortar/guide').then((m) => m.NOTES),
  },
  'adventure-mart': {
    table: () => import('../games/adventure-mart/Table'),
    ui: () => import('../games/adventure-mart/ui').then((m) => base(m.ui)),
    guide: () => import('../games/adventure-mart/guide').then((m) => m.NOTES),
  },
  'bidding-dial': {
    table: () => import('../games/bidding-dial/Table'),
    ui: () => import('../games/bidding-dial/ui').then((m) => base(m.ui)),
  },
};

export type GameRecord = CatalogueEntry & GameLoaders;

export const games: readonly GameRecord[] = gameEntries.map((entry) => ({ ...entry, ...LOADERS[entry.id] }));

/** The game's record; undefined for an id this build does not know (an import from a newer one). */
export function gameRecord(id: string): GameRecord | undefined {
  return games.find((g) => g.id === id);
}
