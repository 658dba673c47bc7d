// Brick & Mortar under the conformance suite: every seat count, with and without the first game's
// preset hands and a random first player, driven by random moves and by both bots.
import type { SetupOptions } from '../../../src/engine/types';
import { brickAndMortar, type BMState } from '../../../src/games/brick-and-mortar';
import { heuristicBot, randomBot } from '../../../src/games/brick-and-mortar/bots';
import { hideSecrets } from '../../games/brick-and-mortar/hide-secrets';
import type { ConformanceSubject } from '../conformance';
import { seatsOf } from '../drive';

const optionSets = [
  { name: '2 players, first game', options: { seats: seatsOf(2), variants: { firstGame: true } } },
  { name: '3 players', options: { seats: seatsOf(3), variants: { firstGame: false } } },
  { name: '4 players, random first player', options: { seats: seatsOf(4), variants: { randomFirstPlayer: true } } },
  { name: '4 players, first game', options: { seats: seatsOf(4), variants: { firstGame: true, firstPlayer: 2 } } },
] satisfies { name: string; options: SetupOptions }[];

export const subject: ConformanceSubject<BMState> = {
  game: brickAndMortar,
  bots: { heuristic: heuristicBot, random: randomBot },
  optionSets,
  hideSecrets,
  maxActions: 2000,
  runs: { corpusEvery: 6, garbageRuns: 2500 },
};
