// Shared driver for random-legal games: pick a prompted seat, pick one of its legal actions.
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng';
import type { GameEvent, SetupOptions } from '../../../src/engine/types';
import { brickAndMortar, type BMAction, type BMState } from '../../../src/games/brick-and-mortar';

export function seats(n: number): SetupOptions['seats'] {
  return ['Ana', 'Ben', 'Cy', 'Di'].slice(0, n).map((name) => ({ name, kind: 'bot' as const }));
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
  options: { firstGame?: boolean; maxSteps?: number; onStep?: (before: BMState, after: BMState, seat: number, action: BMAction) => void } = {},
): Played {
  let state = brickAndMortar.setup({ seats: seats(players), variants: { firstGame: options.firstGame ?? false } }, seed);
  let rng: RngState = seedRng(`driver:${seed}`);
  const log: Played['log'] = [];
  const events: GameEvent[] = [];
  const maxSteps = options.maxSteps ?? 20000;
  let steps = 0;
  while (brickAndMortar.outcome(state) === null) {
    if (steps++ > maxSteps) throw new Error(`game ${seed} did not end in ${maxSteps} actions`);
    const pending = brickAndMortar.pending(state);
    if (pending.length === 0) throw new Error(`no prompt in phase ${state.step.phase}`);
    let k: number;
    [k, rng] = randomInt(rng, pending.length);
    const seat = (pending[k] as { seat: number }).seat;
    const legal = brickAndMortar.legal(state, seat);
    if (legal.length === 0) throw new Error(`prompted seat ${seat} has no legal action in ${state.step.phase}`);
    [k, rng] = randomInt(rng, legal.length);
    const action = legal[k] as BMAction;
    const result = brickAndMortar.apply(state, seat, action);
    if (!result.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`);
    options.onStep?.(state, result.state, seat, action);
    log.push({ seat, action });
    events.push(...result.events);
    state = result.state;
  }
  return { state, log, events, steps };
}
