// The Easy bot in every game that has bots, under the conformance suite's two rules for a bot:
// it plays only legal moves (a refused move fails) and every game ends, at 2, 3 and 4 seats beside
// Normal bots. Cheap, so it runs in CI with the rest (the Hard bot's own tests are slower: test/bots/).
import { describe, expect, it } from 'vitest';
import { makeEasyBot } from '../../src/games/bots/easy';
import { adventureMart } from '../../src/games/adventure-mart';
import { heuristicBot as amNormal } from '../../src/games/adventure-mart/bots';
import { brickAndMortar } from '../../src/games/brick-and-mortar';
import { heuristicBot as bmNormal } from '../../src/games/brick-and-mortar/bots';
import type { BotPolicy } from '../../src/games/game-module';
import { seatsOf } from '../conformance/drive';
import { playSeats } from './play';

const games = [
  ['Brick & Mortar', brickAndMortar, bmNormal],
  ['Adventure Mart', adventureMart, amNormal],
] as const;

describe('the Easy bot', () => {
  for (const [name, game, normal] of games) {
    it(`plays ${name} to the end with only legal moves, at 2, 3 and 4 seats`, { timeout: 120_000 }, () => {
      const easy = makeEasyBot(normal as BotPolicy);
      for (const n of [2, 3, 4]) {
        // Easy in every seat but one, so most moves are Easy's.
        const bots = Array.from({ length: n }, (_, i) => (i === n - 1 ? (normal as BotPolicy) : easy));
        const played = playSeats(game as never, seatsOf(n), `easy-${n}`, bots);
        expect(played.outcome?.ranking).toHaveLength(n);
      }
    });
  }
});
