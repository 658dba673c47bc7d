// Shared driver for random-legal Adventure Mart games: pick a prompted seat, pick one of its legal
// actions, apply it, optionally check something after every step.
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng';
import type { GameEvent, SetupOptions } from '../../../src/engine/types';
import { adventureMart, type AMAction, type AMState, type AMVariants } from '../../../src/games/adventure-mart';

export function seats(n: number): SetupOptions['seats'] {
  return ['Ana', 'Ben', 'Cy', 'Di'].slice(0, n).map((name) => ({ name, kind: 'bot' as const }));
}

export interface Played {
  state: AMState;
  log: { seat: number; action: AMAction }[];
  events: GameEvent[];
  steps: number;
}

export function playRandom(
  players: number,
  seed: string,
  options: { variants?: AMVariants; maxSteps?: number; onStep?: (before: AMState, after: AMState, seat: number, action: AMAction) => void } = {},
): Played {
  let state = adventureMart.setup({ seats: seats(players), variants: options.variants ?? {} }, seed);
  let rng: RngState = seedRng(`driver:${seed}`);
  const log: Played['log'] = [];
  const events: GameEvent[] = [];
  const maxSteps = options.maxSteps ?? 20000;
  let steps = 0;
  while (adventureMart.outcome(state) === null) {
    if (steps++ > maxSteps) throw new Error(`game ${seed} did not end in ${maxSteps} actions`);
    const pending = adventureMart.pending(state);
    if (pending.length === 0) throw new Error(`no prompt at ${JSON.stringify(state.stack.map((f) => f.f))}`);
    let k: number;
    [k, rng] = randomInt(rng, pending.length);
    const seat = (pending[k] as { seat: number }).seat;
    const legal = adventureMart.legal(state, seat);
    if (legal.length === 0) throw new Error(`prompted seat ${seat} has no legal action (${pending[k]?.kind})`);
    [k, rng] = randomInt(rng, legal.length);
    const action = legal[k] as AMAction;
    const result = adventureMart.apply(state, seat, action);
    if (!result.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`);
    options.onStep?.(state, result.state, seat, action);
    log.push({ seat, action });
    events.push(...result.events);
    state = result.state;
  }
  return { state, log, events, steps };
}
