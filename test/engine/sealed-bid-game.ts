// A tiny sealed-bid game that exists only to exercise the kernel. Each round a lot is drawn from a
// shuffled deck; every seat secretly bids coins for it; the highest bid (ties: the lower seat) pays
// and scores the lot. The winner may then polish it (1 coin, +1 point, twice at most) before saying
// done, which draws the next lot. Polishing is undoable; bids and draws are not.
import { findLegal } from '../../src/engine/action-shape';
import { seedRng, shuffle, type RngState } from '../../src/engine/rng';
import {
  isComplete, isEligible, openSealed, revealed, sealedPrompts, sealedView, withEntry,
  type SealedStep, type SealedView,
} from '../../src/engine/sealed';
import type { BotPolicy } from '../../src/games/game-module';
import type { ApplyResult, GameDefinition, GameEvent, Outcome, Prompt, Seat, SetupOptions, Viewer } from '../../src/engine/types';

export const LOTS = [1, 2, 3, 4, 5, 6];
export const START_COINS = 6;
export const MAX_POLISH = 2;

export type SBAction = { type: 'bid'; amount: number } | { type: 'polish' } | { type: 'done' };

export interface SBState {
  rng: RngState;
  deck: number[];
  lot: number;
  coins: number[];
  points: number[];
  phase: 'bid' | 'polish' | 'over';
  bids: SealedStep<number>;
  winner: Seat;
  polished: number;
}

export interface SBView {
  lot: number;
  lotsLeft: number;
  coins: number[];
  points: number[];
  phase: SBState['phase'];
  bids: SealedView<number>;
  winner: Seat;
}

const allSeats = (n: number): Seat[] => Array.from({ length: n }, (_, i) => i);

function drawLot(state: SBState): { state: SBState; event: GameEvent } {
  const [lot, ...deck] = state.deck;
  if (lot === undefined) {
    return { state: { ...state, phase: 'over' }, event: { type: 'game-over', visibility: 'public', reveals: true } };
  }
  const next: SBState = {
    ...state, deck, lot, phase: 'bid', polished: 0, winner: -1,
    bids: openSealed('bid', allSeats(state.coins.length)),
  };
  return { state: next, event: { type: 'lot-drawn', visibility: 'public', reveals: true, data: { lot } } };
}

function resolveBids(state: SBState): { state: SBState; event: GameEvent } {
  const entries = revealed(state.bids);
  let best = entries[0]!;
  for (const e of entries) if (e.entry > best.entry) best = e;
  const coins = state.coins.slice();
  const points = state.points.slice();
  coins[best.seat] = coins[best.seat]! - best.entry;
  points[best.seat] = points[best.seat]! + state.lot;
  return {
    state: { ...state, coins, points, phase: 'polish', winner: best.seat },
    event: { type: 'bids-revealed', visibility: 'public', reveals: true, data: { entries, winner: best.seat } },
  };
}

export const sealedBidGame: GameDefinition<SBState, SBAction, SBView> = {
  id: 'sealed-bid-test',
  name: 'Sealed Bid (test)',
  minSeats: 2,
  maxSeats: 4,
  engineVersion: 1,
  contentVersion: 1,

  setup(options: SetupOptions, seed: string): SBState {
    const n = options.seats.length;
    const [deck, rng] = shuffle(seedRng(seed), LOTS);
    const blank: SBState = {
      rng, deck, lot: 0, coins: allSeats(n).map(() => START_COINS), points: allSeats(n).map(() => 0),
      phase: 'bid', bids: openSealed('bid', []), winner: -1, polished: 0,
    };
    return drawLot(blank).state;
  },

  pending(state): Prompt[] {
    if (state.phase === 'bid') return sealedPrompts(state.bids);
    if (state.phase === 'polish') return [{ seat: state.winner, kind: 'polish', entry: 'open' }];
    return [];
  },

  legal(state, seat): SBAction[] {
    if (state.phase === 'bid' && isEligible(state.bids, seat)) {
      return Array.from({ length: state.coins[seat]! + 1 }, (_, amount) => ({ type: 'bid', amount }));
    }
    if (state.phase === 'polish' && seat === state.winner) {
      const canPolish = state.polished < MAX_POLISH && state.coins[seat]! >= 1;
      return canPolish ? [{ type: 'polish' }, { type: 'done' }] : [{ type: 'done' }];
    }
    return [];
  },

  apply(state, seat, action): ApplyResult<SBState> {
    // apply is published and must never throw, even on input that never went through the runner.
    const chosen = action == null ? undefined : findLegal(sealedBidGame.legal(state, seat), action);
    if (!chosen) return { ok: false, error: { code: 'not-legal', message: 'That move is not allowed now.' } };
    const events: GameEvent[] = [];
    let next = state;
    if (chosen.type === 'bid') {
      next = { ...state, bids: withEntry(state.bids, seat, chosen.amount) };
      events.push({ type: 'bid-sealed', visibility: { seat }, data: { amount: chosen.amount } });
      events.push({ type: 'submitted', visibility: 'public', data: { seat } });
      if (isComplete(next.bids)) {
        const resolved = resolveBids(next);
        next = resolved.state;
        events.push(resolved.event);
      }
    } else if (chosen.type === 'polish') {
      const coins = state.coins.slice();
      const points = state.points.slice();
      coins[seat] = coins[seat]! - 1;
      points[seat] = points[seat]! + 1;
      next = { ...state, coins, points, polished: state.polished + 1 };
      events.push({ type: 'polished', visibility: 'public', data: { seat } });
    } else {
      const drawn = drawLot(state);
      next = drawn.state;
      events.push(drawn.event);
    }
    return { ok: true, state: next, events };
  },

  view(state, viewer: Viewer): SBView {
    return {
      lot: state.lot, lotsLeft: state.deck.length, coins: state.coins.slice(), points: state.points.slice(),
      phase: state.phase, bids: sealedView(state.bids, viewer), winner: state.winner,
    };
  },

  outcome(state): Outcome | null {
    if (state.phase !== 'over') return null;
    const ranking = allSeats(state.coins.length).sort((a, b) => state.points[b]! - state.points[a]! || a - b);
    return { ranking, scores: state.points.slice(), breakdown: state.points.map((points) => ({ points })) };
  },
};

/** A plain bot: bids a third of its coins (more for big lots), polishes while it has 2 coins. */
export const sealedBidBot: BotPolicy = (view, legal, seat) => {
  const v = view as SBView;
  const moves = legal as SBAction[];
  if (v.phase === 'polish') return moves.find((a) => a.type === 'polish' && v.coins[seat]! >= 2) ?? moves.find((a) => a.type === 'done')!;
  const want = Math.min(v.coins[seat]!, Math.floor(v.coins[seat]! / 3) + (v.lot >= 4 ? 1 : 0));
  return moves.find((a) => a.type === 'bid' && a.amount === want) ?? moves[0]!;
};

export const twoSeats: SetupOptions = {
  seats: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }],
};
export const threeSeats: SetupOptions = {
  seats: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }, { name: 'Carl', kind: 'bot' }],
};
