// Plays one game with a bot per seat (the levels side by side), through the game's own contract:
// each bot gets its seat's view and legal moves, and a refused move fails the test.
import type { Action, GameDefinition, Outcome, Seat, SetupOptions } from '../../src/engine/types';
import type { BotPolicy } from '../../src/games/game-module';

export function playSeats<S>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<S, any, any>,
  seats: SetupOptions['seats'],
  seed: string,
  bots: readonly BotPolicy[],
  onState?: (state: S, k: number) => void,
  maxActions = 5000,
): { final: S; outcome: Outcome | null; actions: number } {
  let state = game.setup({ seats }, seed);
  let k = 0;
  while (game.outcome(state) === null) {
    if (k >= maxActions) throw new Error(`${game.id} "${seed}" did not end in ${maxActions} actions`);
    onState?.(state, k);
    const prompt = game.pending(state)[0];
    if (!prompt) throw new Error(`${game.id} "${seed}": nobody is awaited`);
    const seat: Seat = prompt.seat;
    const legal = game.legal(state, seat);
    const action: Action = (bots[seat] as BotPolicy)(game.view(state, seat), legal, seat, `${seed}:${k}:${seat}`);
    const applied = game.apply(state, seat, action);
    if (!applied.ok) throw new Error(`${game.id} "${seed}": ${JSON.stringify(action)} by ${seat} refused: ${applied.error.message}`);
    state = applied.state;
    k++;
  }
  return { final: state, outcome: game.outcome(state), actions: k };
}
