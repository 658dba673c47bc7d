// Golden games: random-legal games from fixed seeds, with the final state's hash and length
// recorded. A rules or content change that alters old games fails here; when the change is meant,
// bump engineVersion or contentVersion and record the new values. (The games come from the
// random-play driver in this folder, so changing the driver also changes them.)
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/engine/hash';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { playRandom } from './random-play';

const GOLDEN: { players: number; seed: string; firstGame: boolean; actions: number; hash: string }[] = [
  { players: 2, seed: 'golden-2', firstGame: true, actions: 109, hash: '9f130a4adfb70fd7' },
  { players: 3, seed: 'golden-3', firstGame: false, actions: 178, hash: 'a9f98da88639f0a8' },
  { players: 4, seed: 'golden-4', firstGame: false, actions: 245, hash: 'd4bf379af963d088' },
];

describe('golden games', () => {
  it.each(GOLDEN)('$players players, seed $seed, replays to the recorded state', (g) => {
    const { state, log } = playRandom(g.players, g.seed, { firstGame: g.firstGame });
    expect(brickAndMortar.engineVersion).toBe(1);
    expect(brickAndMortar.contentVersion).toBe(2);
    expect({ actions: log.length, hash: stateHash(state) }).toEqual({ actions: g.actions, hash: g.hash });
  });
});
