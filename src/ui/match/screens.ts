// Where each game's own table screen plugs in. One entry per game id, each a lazy import so every
// game ships as its own chunk. A game's Table.tsx is `export default tableFor(ui)`: the shared
// table (./GameTable.tsx) given the game's `GameUi` (./game-ui.ts).
//
// To add a game's screen: create src/ui/games/<game-id>/ui.ts and Table.tsx, and add
// `'<game-id>': () => import('../games/<game-id>/Table')` below, and its ui.ts to `uis`.
import type { ComponentType } from 'preact';
import type { GameScreenProps, GameUi, TableCtxBase } from './game-ui';

export type ScreenLoader = () => Promise<{ default: ComponentType<GameScreenProps> }>;

export const screens: Record<string, ScreenLoader> = {
  'brick-and-mortar': () => import('../games/brick-and-mortar/Table'),
  'adventure-mart': () => import('../games/adventure-mart/Table'),
  'bidding-dial': () => import('../games/bidding-dial/Table'),
};

/** Each game's UI record alone (its private screens without the table): what a phone shows. */
export type UiLoader = () => Promise<GameUi<TableCtxBase>>;

export const uis: Record<string, UiLoader> = {
  'brick-and-mortar': () => import('../games/brick-and-mortar/ui').then((m) => m.ui as unknown as GameUi<TableCtxBase>),
  'adventure-mart': () => import('../games/adventure-mart/ui').then((m) => m.ui as unknown as GameUi<TableCtxBase>),
  'bidding-dial': () => import('../games/bidding-dial/ui').then((m) => m.ui as unknown as GameUi<TableCtxBase>),
};
