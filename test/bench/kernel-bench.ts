// The kernel's own figure, on the test-only sealed-bid game: the floor under every real game.
import { seedRng, randomInt, type RngState } from '../../src/engine/rng';
import { sealedBidGame, threeSeats, type SBState } from '../engine/sealed-bid-game';
import { measure, type BenchRow, type RecordedGame } from './measure';

export function benchKernel(): BenchRow {
  const games: RecordedGame<unknown>[] = [];
  let rng: RngState = seedRng('bench-kernel');
  for (let g = 0; g < 200; g++) {
    const seed = `kernel-${g}`;
    const start = sealedBidGame.setup(threeSeats, seed);
    let state: SBState = start;
    const log: RecordedGame<unknown>['log'] = [];
    for (;;) {
      const prompts = sealedBidGame.pending(state);
      if (prompts.length === 0) break;
      let i: number;
      [i, rng] = randomInt(rng, prompts.length);
      const seat = prompts[i]!.seat;
      const legal = sealedBidGame.legal(state, seat);
      [i, rng] = randomInt(rng, legal.length);
      const action = legal[i]!;
      const r = sealedBidGame.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      log.push({ seat, action });
    }
    games.push({ options: threeSeats, seed, start, log });
  }
  return measure('kernelSealedBid', 'kernel (sealed bid)', sealedBidGame, games);
}
