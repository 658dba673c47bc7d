// What the simulator knows about each game beyond the engine contract: its invariants after every
// action and at the end, what its views must never show, and the figures worth summing up (months,
// Store buys, ...). A game without an entry is still simulated, with the contract checks only.
import type { GameEvent, Outcome, Seat } from '../../src/engine/types';
import type { AnyGame } from '../conformance/drive';
import { adventureMartSim } from '../games/adventure-mart/sim-spec';
import { brickAndMortarSim } from './brick-and-mortar';
import type { SimResult } from './core';

// Each entry reads its own game's state and tracker; the simulator only hands them back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface SimSpec<S = any, Track = any, Totals = any> {
  /** The name `--bots` uses for the game's own bot (and the summary's default). */
  botName: string;
  /** Where a game is, in words, for error messages ("month 3, supply"). */
  where(state: S): string;
  /** Per-game memory the step checks keep (Stores bought this month, ...). */
  track(players: number): Track;
  /** Broken invariants after one action, in words. */
  checkStep(before: S, after: S, seat: Seat, events: GameEvent[], track: Track): string[];
  /** What some view shows that its viewer must not see, in words. */
  checkViews(game: AnyGame<S>, state: S): string[];
  /** Broken invariants of a finished game. */
  checkEnd(state: S): string[];
  /** Sums over all games, for the game's own figures. */
  start(players: number): Totals;
  addGame(totals: Totals, final: S, outcome: Outcome, track: Track): void;
  /** The summary with the game's own figures added, keys in the order the report prints them. */
  summarise(result: SimResult, totals: Totals, completed: number): SimResult;
  /** The game's lines of the readable report: after the seat table, and at the end. */
  report(result: SimResult, options?: ReportOptions): { middle: string[]; tail: string[] };
}

/** What the readable report adds on request (`--cards`: the per-card buy table). */
export interface ReportOptions {
  cards?: boolean;
}

const contractOnly: SimSpec<unknown, null, null> = {
  botName: 'bot',
  where: () => 'game running',
  track: () => null,
  checkStep: () => [],
  checkViews: () => [],
  checkEnd: () => [],
  start: () => null,
  addGame: () => undefined,
  summarise: (result) => result,
  report: () => ({ middle: [], tail: [] }),
};

export const SIM_GAMES: Record<string, SimSpec> = {
  'brick-and-mortar': brickAndMortarSim,
  'adventure-mart': adventureMartSim,
};

export function simSpecFor(gameId: string): SimSpec {
  return SIM_GAMES[gameId] ?? contractOnly;
}
