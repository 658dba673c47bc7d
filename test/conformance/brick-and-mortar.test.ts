// Brick & Mortar passes the conformance suite, under every seat count, with and without the first
// game's preset hands and a random first player, driven by random moves and by both bots.
import type { SetupOptions } from '../../src/engine/types';
import { brickAndMortar, type BMState } from '../../src/games/brick-and-mortar';
import { heuristicBot, randomBot } from '../../src/games/brick-and-mortar/bots';
import { conformance } from './conformance';
import { seatsOf } from './drive';

/**
 * The same state with `owner`'s secrets replaced by other values of the same shape: Market hand,
 * Store hand, face-down Demand cards, draft hand and sealed entry. Only `owner` should notice.
 */
export function hideSecrets(state: BMState, owner: number): BMState {
  const swapNum = (ids: number[]) => ids.map((id) => ((id + 6) % 60) + 1);
  const swapStore = (ids: string[]) => ids.map((id) => (id === 'gadget-hut' ? 'phone-bar' : 'gadget-hut'));
  const players = state.players.map((p, i) => (i === owner ? { ...p, market: swapNum(p.market), hand: swapStore(p.hand) } : p));
  const demandSecret = state.step.phase !== 'sale';
  const demand = state.demand.map((d, i) => (i === owner && demandSecret ? swapNum(d) : d));
  let step = state.step;
  if ('sealed' in step && step.sealed) {
    const sealed = step.sealed as { eligible: number[]; entries: unknown[] };
    const k = sealed.eligible.indexOf(owner);
    if (k >= 0 && sealed.entries[k] !== null) {
      const entries = sealed.entries.slice();
      entries[k] = { altered: true };
      step = { ...step, sealed: { ...sealed, entries } } as typeof step;
    }
  }
  if (step.phase === 'draft') {
    const hands = step.hands.map((h, i) => (i === owner ? swapStore(h) : h));
    step = { ...step, hands };
  }
  return { ...state, players, demand, step };
}

const optionSets = [
  { name: '2 players, first game', options: { seats: seatsOf(2), variants: { firstGame: true } } },
  { name: '3 players', options: { seats: seatsOf(3), variants: { firstGame: false } } },
  { name: '4 players, random first player', options: { seats: seatsOf(4), variants: { randomFirstPlayer: true } } },
  { name: '4 players, first game', options: { seats: seatsOf(4), variants: { firstGame: true, firstPlayer: 2 } } },
] satisfies { name: string; options: SetupOptions }[];

conformance('Brick & Mortar', {
  game: brickAndMortar,
  bots: { heuristic: heuristicBot, random: randomBot },
  optionSets,
  hideSecrets,
  maxActions: 2000,
  runs: { corpusEvery: 6, garbageRuns: 2500 },
});
