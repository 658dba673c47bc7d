import { describe, expect, it } from 'vitest';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { playRandom } from './random-play';

describe('smoke', () => {
  it('plays random games', () => {
    for (const n of [2, 3, 4]) {
      for (let g = 0; g < 5; g++) {
        const { state, steps } = playRandom(n, `smoke-${n}-${g}`);
        const o = brickAndMortar.outcome(state);
        expect(o).not.toBeNull();
        console.log(n, g, steps, state.month, JSON.stringify(o?.scores));
      }
    }
  });
});
