// Seeded randomness whose whole state is four unsigned 32-bit words kept inside the game state, so
// saving a state saves the generator and replaying a log draws the same cards.
// Generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic), which passes PractRand; its seed is
// spread from the seed text by cyrb128 so nearby seeds give unrelated streams.

export type RngState = readonly [number, number, number, number];

function cyrb128(text: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seedRng(seed: string): RngState {
  let rng = cyrb128(seed);
  // Discard the first outputs: sfc32 mixes poorly during its first few rounds.
  for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
  return rng;
}

export function nextUint32(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, bound), without modulo bias. */
export function randomInt(rng: RngState, bound: number): [number, RngState] {
  if (!Number.isInteger(bound) || bound < 1 || bound > 0x100000000) {
    throw new RangeError(`randomInt bound must be an integer in 1..2^32, got ${bound}`);
  }
  const limit = 0x100000000 - (0x100000000 % bound);
  let state = rng;
  for (;;) {
    const [value, next] = nextUint32(state);
    state = next;
    if (value < limit) return [value % bound, state];
  }
}

/** Fisher-Yates on a copy: the input array is never touched. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}
