// A golden game: a real game's setup and action log, with the state hashes it produced when it was
// recorded. Replaying it must give the same hashes; a rules or content change that alters old games
// fails the replay, and then either the change is a mistake or the game's engineVersion or
// contentVersion goes up and the games are recorded anew (test/golden/record.ts).
import type { Action, Seat, SetupOptions } from '../../src/engine/types';

export const GOLDEN_FORMAT = 1;

/** Intermediate hashes are kept at every this many actions (and at the end). */
export const HASH_EVERY = 50;

export interface GoldenGame {
  format: typeof GOLDEN_FORMAT;
  game: string;
  engineVersion: number;
  contentVersion: number;
  /** What played: `bot` (the game's bot on every seat) or `random` (uniform legal moves). */
  chooser: string;
  options: SetupOptions;
  seed: string;
  actions: number;
  /** Action count -> state hash after that many actions; "0" is the setup state. */
  hashes: Record<string, string>;
  finalHash: string;
  log: { seat: Seat; action: Action }[];
}

/** JSON with one logged action per line, so a re-recorded game reads as a diff. */
export function formatGolden(g: GoldenGame): string {
  const { log, ...head } = g;
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const lines = log.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
  return `${top},\n  "log": [\n${lines}\n  ]\n}\n`;
}
