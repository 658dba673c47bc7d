// The Bidding dial under the conformance suite: 2, 3 and 4 players, a table of people (the table
// decides through the first person in turn order) and tables of stand-in bots, driven by random
// moves and by the stand-in bot.
import type { SetupOptions } from '../../../src/engine/types';
import { biddingDial, type DialState } from '../../../src/games/bidding-dial';
import { dialBot, randomBot } from '../../../src/games/bidding-dial/bots';
import type { ConformanceSubject } from '../conformance';
import { seatsOf } from '../drive';
import { hideSecrets } from '../../games/bidding-dial/hide-secrets';

const optionSets = [
  { name: '2 players', options: { seats: seatsOf(2), variants: {} } },
  { name: '3 people', options: { seats: seatsOf(3, 'person'), variants: {} } },
  { name: '4 players', options: { seats: seatsOf(4), variants: {} } },
] satisfies { name: string; options: SetupOptions }[];

export const subject: ConformanceSubject<DialState> = {
  game: biddingDial,
  bots: { dial: dialBot, random: randomBot },
  optionSets,
  hideSecrets,
  maxActions: 4000,
};
