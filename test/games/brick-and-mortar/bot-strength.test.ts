// The default heuristic bot is the strongest of its named variants: over a fixed seeded run, with the
// variant rotated through both seats of 2-player games against the default bot, no variant wins
// clearly more than half or scores clearly more than the default. The full tables (hundreds of games
// per player count) are in the README; this run is small enough for CI and still catches a default
// that a variant beats by the margin the former tuning lost by (about 13 points at 2 players).
import { describe, expect, it } from 'vitest';
import { BOT_VARIANTS, headToHead, type HeadToHead } from '../../sim/bm-variants';

const PLAYERS = 2;
const GAMES_PER_SEAT = 40;
/** The variants closest to the default in strength (the others lose by far: README). */
const CHECKED = ['half as eager', 'keeps more cash', 'values Stores less'];

/** A clear margin: 10 points over the fair share of wins, or 4 points of average score. */
const beatsClearly = (r: HeadToHead): boolean => r.wins / r.games >= 1 / PLAYERS + 0.1 || r.scoreEdge >= 4;
/** 80 whole games per check: seconds on an idle machine, near the default 30 s limit on a busy one. */
const LIMIT = { timeout: 180_000 };

describe('the default bot against its variants', () => {
  for (const name of CHECKED) {
    it(`"${name}" does not beat the default bot by a clear margin (2 players, seats rotated)`, LIMIT, () => {
      const r = headToHead(BOT_VARIANTS[name]!, {}, PLAYERS, GAMES_PER_SEAT, `strength-${name}`);
      expect(r.games).toBe(PLAYERS * GAMES_PER_SEAT);
      expect(beatsClearly(r), JSON.stringify(r)).toBe(false);
    });
  }

  it('the check can fail: the former default is clearly beaten by a variant of it half as eager to buy points', LIMIT, () => {
    const former = BOT_VARIANTS['former default']!;
    const r = headToHead({ ...former, eagerness: former.eagerness! / 2 }, former, PLAYERS, GAMES_PER_SEAT, 'strength-former');
    expect(beatsClearly(r), JSON.stringify(r)).toBe(true);
  });
});
