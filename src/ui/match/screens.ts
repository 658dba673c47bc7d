// Where each game's own table screen plugs in. One entry per game id, each a lazy import so every
// game ships as its own chunk. A game's Table.tsx is `export default tableFor(ui)`: the shared
// table (./GameTable.tsx) given the game's `GameUi` (./game-ui.ts).
//
// To add a game's screen: create src/ui/games/<game-id>/ui.ts and Table.tsx, and add
// `'<game-id>': () => import('../games/<game-id>/Table')` below.
import type { ComponentType } from 'preact';
import type { GameScreenProps } from './game-ui';

export type ScreenLoader = () => Promise<{ default: ComponentType<GameScreenProps> }>;

export const screens: Record<string, ScreenLoader> = {
  'brick-and-mortar': () => import('../games/brick-and-mortar/Table'),
  'adventure-mart': () => import('../games/adventure-mart/Table'),
  'bidding-dial': () => import('../games/bidding-dial/Table'),
};
