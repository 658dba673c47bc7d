// Adventure Mart under the conformance suite: every seat count, the first-game subset, a random
// first player and quick reacts, driven by random moves and by both bots.
import type { SetupOptions } from '../../../src/engine/types';
import { adventureMart, type AMState } from '../../../src/games/adventure-mart';
import { heuristicBot, randomBot } from '../../../src/games/adventure-mart/bots';
import type { ConformanceSubject } from '../conformance';
import { seatsOf } from '../drive';
import { hideSecrets } from '../../games/adventure-mart/hide-secrets';

const optionSets = [
  { name: '2 players, first game', options: { seats: seatsOf(2), variants: { firstGame: true } } },
  { name: '3 players', options: { seats: seatsOf(3), variants: {} } },
  { name: '4 players, random first player', options: { seats: seatsOf(4), variants: { randomFirstPlayer: true } } },
  { name: '3 players, quick reacts', options: { seats: seatsOf(3), variants: { quickReacts: true, firstPlayer: 2 } }, awaitedMayReveal: true },
] satisfies { name: string; options: SetupOptions; awaitedMayReveal?: boolean }[];

export const subject: ConformanceSubject<AMState> = {
  game: adventureMart,
  bots: { heuristic: heuristicBot, random: randomBot },
  optionSets,
  hideSecrets,
  maxActions: 3000,
  runs: { corpusEvery: 8, garbageRuns: 2500 },
};
