// Where each game's own table screen plugs in. One entry per game id, each a lazy import so every
// game ships as its own chunk; the screen receives the open session and renders
// `session.view('table')`, gating secret prompts through <HiddenEntryGate>.
//
// To add a game's screen: create src/ui/games/<game-id>/Table.tsx with a default export taking
// GameScreenProps, and add `'<game-id>': () => import('../games/<game-id>/Table')` below.
import type { ComponentType } from 'preact';
import type { Session } from '../../app/session';

export interface GameScreenProps {
  session: Session;
}

export type ScreenLoader = () => Promise<{ default: ComponentType<GameScreenProps> }>;

export const screens: Record<string, ScreenLoader> = {
  'brick-and-mortar': () => import('../games/brick-and-mortar/Table'),
};
