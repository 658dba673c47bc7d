// "Learn to play": a guided first game, one person and two bots on a fixed deal. The deal is a
// fixed seed, so every newcomer meets the same first game and the guide's notes can be tried on
// it; the seed's prefix is also how the table knows a game is guided (no new field in the save).

const GUIDED = 'guided-';

/** The fixed deal of each game's guided first game. */
export function guidedSeed(game: string): string {
  return `${GUIDED}${game}-1`;
}

export function isGuided(seed: string): boolean {
  return seed.startsWith(GUIDED);
}
