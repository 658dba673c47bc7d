// Setup (AM-C1, AM-C2, AM-S1..AM-S3): the Depot decks and queues, the Adventurer queue face down,
// five Bulletins face down (the rest boxed), each player's shuffled Basic Stock as their Storeroom,
// 5 Gold and a hand of 5; the first player takes the Initiative Token. Then Day 1's Store Opening
// reveals the first Bulletin (AM-D2) and Trading Hours begin.
import { randomInt, seedRng, shuffle, type RngState } from '../../../engine/rng';
import type { SetupOptions } from '../../../engine/types';
import {
  ADVENTURER_QUEUE_EXTRA, ALSO_PLAYS_ENGINE, DAYS, DISCOUNT_TOKENS, ENGINE_VERSION, FIXTURE_QUEUE_SIZE, HAND_SIZE,
  MAX_PLAYERS, MIN_PLAYERS, REP_TOKENS_PER_GUILD, STAFF_QUEUE_SIZE, START_GOLD, STOCK_QUEUE_EXTRA,
} from '../constants';
import { ADVENTURER_IDS, BASIC_SETS, BULLETIN_IDS, CARDS, FIXTURE_IDS, STAFF_IDS, STOCK_IDS } from '../content';
import type { CardId } from '../content/types';
import type { AMState, Player } from '../state';
import type { Events } from './common';
import { storeOpening } from './store-opening';
import { advance } from './day';
import { startTrading } from './trading-hours';

export type AMVariants = {
  /** AM-S3: only the first-game cards. */
  firstGame?: boolean;
  /** AM-S2 (D): the seat that takes the Initiative Token, or 'random'. Default seat 0. */
  firstPlayer?: number | 'random';
  /** As Brick & Mortar's option: a random first player (the same as firstPlayer 'random'). */
  randomFirstPlayer?: boolean;
  /** AM-H2: ask only the holders of a React (and say that it reveals them). */
  quickReacts?: boolean;
};

function split(ids: readonly CardId[], firstGame: boolean): { used: CardId[]; boxed: CardId[] } {
  if (!firstGame) return { used: ids.slice(), boxed: [] };
  return { used: ids.filter((id) => CARDS[id]?.firstGame), boxed: ids.filter((id) => !CARDS[id]?.firstGame) };
}

/** The state after setup and Day 1's Store Opening, waiting for the first player's turn. */
export function setupGame(options: SetupOptions, seed: string, ev: Events = []): AMState {
  const seats = options.seats;
  const n = seats.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) throw new RangeError('Adventure Mart needs 2 to 4 players.');
  const variants = (options.variants ?? {}) as AMVariants;
  const firstGame = variants.firstGame === true;
  let rng: RngState = seedRng(seed);

  let first = typeof variants.firstPlayer === 'number' && Number.isInteger(variants.firstPlayer) ? variants.firstPlayer : 0;
  if (first < 0 || first >= n) first = 0;
  if (variants.firstPlayer === 'random' || variants.randomFirstPlayer === true) [first, rng] = randomInt(rng, n);

  const box: CardId[] = [];
  const decks = [STOCK_IDS, FIXTURE_IDS, STAFF_IDS, ADVENTURER_IDS, BULLETIN_IDS].map((ids) => {
    const { used, boxed } = split(ids, firstGame);
    box.push(...boxed);
    const [shuffled, next] = shuffle(rng, used);
    rng = next;
    return shuffled;
  });
  const [stockDeck, fixtureDeck, staffDeck, adventurerDeck, bulletinDeck] = decks as [CardId[], CardId[], CardId[], CardId[], CardId[]];
  const bulletins = bulletinDeck.slice(0, DAYS);
  box.push(...bulletinDeck.slice(DAYS));
  // Basic sets of empty seats stay in the box (AM-C1 (D): 4 sets of 9).
  for (let i = n; i < BASIC_SETS.length; i++) box.push(...(BASIC_SETS[i] as CardId[]));

  const players: Player[] = seats.map((seat, i) => {
    const [storeroom, next] = shuffle(rng, BASIC_SETS[i] as CardId[]);
    rng = next;
    return {
      name: seat.name, gold: START_GOLD, hand: storeroom.slice(0, HAND_SIZE), storeroom: storeroom.slice(HAND_SIZE), reorder: [],
      store: [], ledger: [], rep: { fighters: 0, mages: 0, rangers: 0 }, discounts: 0, barredSale: 0,
    };
  });

  // A match made under an older rules version the game still plays keeps it (constants.ts).
  const older = options.engineVersion;
  const s: AMState = {
    engineVersion: older !== undefined && ALSO_PLAYS_ENGINE.includes(older) ? older : ENGINE_VERSION,
    rng,
    firstGame,
    quickReacts: variants.quickReacts === true,
    day: 1,
    initiative: first,
    players,
    stock: { deck: stockDeck.slice(n + STOCK_QUEUE_EXTRA), queue: stockDeck.slice(0, n + STOCK_QUEUE_EXTRA) },
    fixtures: { deck: fixtureDeck.slice(FIXTURE_QUEUE_SIZE), queue: fixtureDeck.slice(0, FIXTURE_QUEUE_SIZE) },
    staff: { deck: staffDeck.slice(STAFF_QUEUE_SIZE), queue: staffDeck.slice(0, STAFF_QUEUE_SIZE) },
    adventurers: { deck: adventurerDeck.slice(n + ADVENTURER_QUEUE_EXTRA), queue: adventurerDeck.slice(0, n + ADVENTURER_QUEUE_EXTRA) },
    bulletins,
    bulletin: null,
    abyss: [],
    box,
    supply: { fighters: REP_TOKENS_PER_GUILD, mages: REP_TOKENS_PER_GUILD, rangers: REP_TOKENS_PER_GUILD, discount: DISCOUNT_TOKENS },
    sales: 0,
    stack: [],
    history: [],
  };
  storeOpening(s, ev, true);
  startTrading(s);
  advance(s, ev);
  return s;
}
