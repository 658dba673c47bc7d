// Random-legal Brick & Mortar games for the rule tests: the shared conformance driver with uniform
// random moves (the same seeds give the same games as before the driver was shared).
import type { GameEvent, SetupOptions } from '../../../src/engine/types';
import { brickAndMortar, type BMAction, type BMState } from '../../../src/games/brick-and-mortar';
import { playGame, seatsOf } from '../../conformance/drive';

export function seats(n: number): SetupOptions['seats'] {
  return seatsOf(n);
}

export interface Played {
  state: BMState;
  log: { seat: number; action: BMAction }[];
  events: GameEvent[];
  steps: number;
}

export function playRandom(
  players: number,
  seed: string,
  options: { firstGame?: boolean; maxSteps?: number; onStep?: (before: BMState, after: BMState, seat: number, action: BMAction, events: GameEvent[]) => void } = {},
): Played {
  const setup = { seats: seats(players), variants: { firstGame: options.firstGame ?? false } };
  const onStep = options.onStep;
  const played = playGame(brickAndMortar, setup, seed, 'random', {
    maxActions: options.maxSteps ?? 20000,
    onStep: onStep ? (before, after, seat, action, events) => onStep(before, after, seat, action as BMAction, events) : undefined,
  });
  return { state: played.final, log: played.log as Played['log'], events: played.events, steps: played.log.length };
}
