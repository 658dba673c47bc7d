// The kernel's own figure, on the test-only sealed-bid game: the floor under every real game.
import { playGame } from '../conformance/drive';
import { sealedBidGame, threeSeats } from '../engine/sealed-bid-game';
import { measure, type BenchRow, type RecordedGame } from './measure';

export function benchKernel(): BenchRow {
  const games: RecordedGame<unknown>[] = [];
  for (let g = 0; g < 200; g++) {
    const seed = `kernel-${g}`;
    const { start, log } = playGame(sealedBidGame, threeSeats, seed, 'random', { maxActions: 100 });
    games.push({ options: threeSeats, seed, start, log });
  }
  return measure('kernelSealedBid', 'kernel (sealed bid)', sealedBidGame, games);
}
