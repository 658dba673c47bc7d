// Setup (BM-S1..BM-S5, BM-C3, BM-C4): players start with $15, 10 points and no debt; each opens a
// Starting Store in slot 1; Market hands of 5 are dealt; Store hands come from the draft (BM-S2)
// or from the preset first-game hands (BM-S3). The public row is dealt once hands are settled.
import { randomInt, seedRng, shuffle } from '../../../engine/rng';
import type { SetupOptions } from '../../../engine/types';
import {
  ALSO_PLAYS_ENGINE, ENGINE_VERSION, MARKET_HAND, MAX_PLAYERS, MIN_PLAYERS, START_CASH, START_POINTS, finalMonth, pointsThreshold,
} from '../constants';
import { MARKET_CARDS, REGULAR_STORES, STARTING_STORES, firstGameHands, storeCard } from '../content';
import type { BMState, Player } from '../state';
import { emptyStore } from './stores';

export interface BMVariants {
  firstGame?: boolean;
  randomFirstPlayer?: boolean;
  /** The seat that goes first (BM-C4: the initial order is the seating order from this seat on). */
  firstPlayer?: number;
}

/** The state before any phase starts; month.ts begins the draft or January from it. */
export function initialState(options: SetupOptions, seed: string): BMState {
  const seats = options.seats;
  const count = seats.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS) throw new RangeError('Brick & Mortar needs 2 to 4 players.');
  const variants = (options.variants ?? {}) as BMVariants;
  const firstGame = variants.firstGame === true;
  let rng = seedRng(seed);

  let first = Number.isInteger(variants.firstPlayer) ? (variants.firstPlayer as number) : 0;
  if (first < 0 || first >= count) first = 0;
  if (variants.randomFirstPlayer === true) {
    const [drawn, next] = randomInt(rng, count);
    rng = next;
    first = drawn;
  }
  const turnOrder = seats.map((_, i) => (first + i) % count);

  const usable = STARTING_STORES.filter((c) => (c.minPlayers ?? 0) <= count).map((c) => c.id);
  const [startingDeal, rng2] = shuffle(rng, usable);
  const [marketDeck, rng3] = shuffle(rng2, MARKET_CARDS.map((c) => c.id));
  const presets = firstGame ? firstGameHands(options.contentVersion).slice(0, count) : [];
  const preset = new Set(presets.flat());
  const [storeDeck, rng4] = shuffle(rng3, REGULAR_STORES.map((c) => c.id).filter((id) => !preset.has(id)));

  const players: Player[] = seats.map((seat, i) => ({
    name: seat.name,
    cash: START_CASH,
    points: START_POINTS,
    debt: 0,
    stores: [emptyStore(storeCard(startingDeal[i] as string))],
    hand: firstGame ? (presets[i] ?? []).slice() : [],
    market: marketDeck.slice(i * MARKET_HAND, (i + 1) * MARKET_HAND),
  }));

  const zero = () => [0, 0, 0, 0, 0];
  return {
    engineVersion: options.engineVersion !== undefined && ALSO_PLAYS_ENGINE.includes(options.engineVersion) ? options.engineVersion : ENGINE_VERSION,
    firstGame,
    rng: rng4,
    month: 0,
    finalMonth: finalMonth(count),
    threshold: pointsThreshold(count),
    players,
    turnOrder,
    market: zero(),
    marketDeck: marketDeck.slice(count * MARKET_HAND),
    marketDiscard: [],
    demand: seats.map(() => []),
    storeDeck,
    storeDiscard: [],
    draftDiscard: [],
    removed: [],
    row: [],
    preview: null,
    step: { phase: 'between', after: 'draft' },
    ledger: { supplied: zero(), gifted: zero(), sold: zero(), surplus: zero(), closed: zero(), bankPaid: 0, bankReceived: 0 },
    history: [],
  };
}
