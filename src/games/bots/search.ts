// The Hard bot's search, for any game: a determinized Monte Carlo search at the root (Cowling,
// Powley and Whitehouse 2012, "determinization"; flat, with sequential halving over candidates).
// It starts from the seat's view only: each world is a whole state dealt from that view by the
// game's `determinize`, so hidden cards are guessed, never read. Each candidate move is played in
// the same worlds (common random numbers, so candidates are compared on equal luck), then the
// Normal bot plays every seat to the horizon (end of the month or Day), and the candidate with the
// best mean score margin is kept. An iteration budget makes it deterministic (tests, simulator); a
// deadline bounds it by time (the app's worker). Pure: no DOM, no clock of its own.
import { randomInt, seedRng } from '../../engine/rng';
import type { Action, GameDefinition, Seat } from '../../engine/types';
import type { BotPolicy } from '../game-module';

export interface SearchSpec<S = unknown, V = unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<S, any, V>;
  /** The Normal bot: the candidates' source and every seat's player in the rollouts. */
  normal: BotPolicy;
  /** Whether this decision is worth searching (bids, buys, offers; not every small step). */
  matters(view: V, legal: readonly Action[], seat: Seat): boolean;
  /** A whole state consistent with the view, hidden parts dealt from `seed`; null: do not search. */
  determinize(view: V, seat: Seat, seed: string): S | null;
  /** The Normal bot picks the best of whatever moves it is offered: the candidates are its ranking. */
  ranks?: boolean;
  /** True when a rollout begun at `start` has reached its horizon at `now`. */
  done(start: S, now: S): boolean;
  /** The seat's standing at the horizon: its value less the best rival's (higher is better). */
  margin(state: S, seat: Seat): number;
}

export interface Budget {
  /** Rollouts to spend in all (each candidate in one world is one rollout). */
  iterations: number;
  /** Candidates considered at most. */
  candidates?: number;
  /**
   * A time budget instead (the app's worker): milliseconds, and a clock counting from the start.
   * The first rollout of each candidate measures the pace; the iterations are then what fits.
   */
  ms?: number;
  clock?: () => number;
}

export interface SearchResult {
  action: Action;
  /** Rollouts played, candidates considered, and whether the Normal bot's move was kept. */
  rollouts: number;
  candidates: number;
  searched: boolean;
}

const key = (a: Action): string => JSON.stringify(a);

/** Legal moves of the same type as `pick` differing from it in one number: its nearest neighbours. */
function neighbours(pick: Action, legal: readonly Action[], reach: number): Action[] {
  const p = pick as unknown as Record<string, unknown>;
  const near: { a: Action; d: number }[] = [];
  for (const a of legal) {
    if (a.type !== pick.type) continue;
    const o = a as unknown as Record<string, unknown>;
    const keys = new Set([...Object.keys(p), ...Object.keys(o)]);
    let diff = 0;
    let dist = 0;
    for (const k of keys) {
      if (key(p[k] as Action) === key(o[k] as Action)) continue;
      diff++;
      dist = typeof p[k] === 'number' && typeof o[k] === 'number' ? Math.abs((p[k] as number) - (o[k] as number)) : Infinity;
    }
    if (diff === 1 && dist <= reach) near.push({ a, d: dist });
  }
  return near.sort((x, y) => x.d - y.d).map((x) => x.a);
}

/** Normal's best few moves and its best of each other kind (SearchSpec.ranks). */
function rankedMoves(spec: SearchSpec, view: unknown, legal: readonly Action[], seat: Seat, seed: string, max: number): Action[] {
  const out = new Map<string, Action>();
  const add = (a: Action | undefined) => {
    if (a && out.size < max && !out.has(key(a)) && legal.some((b) => key(b) === key(a))) out.set(key(a), a);
  };
  let rest = legal.slice();
  const next = (i: number) => {
    if (rest.length === 0) return;
    const a = spec.normal(view, rest, seat, i === 0 ? seed : `${seed}#n${i}`);
    add(a);
    rest = rest.filter((b) => key(b) !== key(a));
  };
  next(0);
  next(1);
  const pick = out.values().next().value as Action;
  for (const type of new Set(legal.map((a) => a.type))) {
    if (type === pick.type) continue;
    add(spec.normal(view, legal.filter((a) => a.type === type), seat, seed));
  }
  next(2);
  return [...out.values()];
}

/** The most candidates a budget can give two worlds each before the first halving (at least 2). */
export function candidatesFor(iterations: number, max: number): number {
  let n = max;
  while (n > 2 && Math.floor(iterations / (Math.ceil(Math.log2(n)) * n)) < 2) n--;
  return n;
}

/** The moves worth comparing: Normal's own, its near-ties under other seeds, numeric neighbours, one of each other kind. */
export function candidateMoves(spec: SearchSpec, view: unknown, legal: readonly Action[], seat: Seat, seed: string, max: number): Action[] {
  if (spec.ranks) return rankedMoves(spec, view, legal, seat, seed, max);
  const out = new Map<string, Action>();
  const add = (a: Action | undefined) => {
    if (a && out.size < max && !out.has(key(a))) out.set(key(a), a);
  };
  const pick = spec.normal(view, legal, seat, seed);
  add(pick);
  for (const a of neighbours(pick, legal, 2)) add(a);
  for (let i = 1; i <= 2; i++) add(spec.normal(view, legal, seat, `${seed}#${i}`));
  let rng = seedRng(`hard-candidates:${seed}`);
  for (const type of new Set(legal.map((a) => a.type))) {
    if (type === pick.type) continue;
    const same = legal.filter((a) => a.type === type);
    const [i, next] = randomInt(rng, same.length);
    rng = next;
    add(same[i]);
  }
  // Too few to compare (Normal's near-ties agree, the moves differ in more than one number):
  // a couple of other moves of the same kind, drawn by the seed.
  const kin = legal.filter((a) => a.type === pick.type);
  for (let tries = 0; out.size < 3 && tries < 6 && kin.length > out.size; tries++) {
    const [i, next] = randomInt(rng, kin.length);
    rng = next;
    add(kin[i]);
  }
  return [...out.values()];
}

/** Plays the Normal bot in every seat from `state` to the horizon; the seat's margin there. */
export function rollout<S>(spec: SearchSpec<S>, start: S, state: S, seat: Seat, seed: string, maxSteps = 2000): number {
  const { game } = spec;
  let s = state;
  for (let step = 0; step < maxSteps; step++) {
    if (game.outcome(s) !== null || spec.done(start, s)) break;
    const prompt = game.pending(s)[0];
    if (!prompt) break;
    const legal = game.legal(s, prompt.seat);
    if (legal.length === 0) break;
    const action = legal.length === 1 ? legal[0] : spec.normal(game.view(s, prompt.seat), legal, prompt.seat, `${seed}:${step}`);
    const applied = game.apply(s, prompt.seat, action);
    if (!applied.ok) break;
    s = applied.state;
  }
  return spec.margin(s, seat);
}

/**
 * The Hard decision from the seat's view and legal moves only. Deterministic for the same view,
 * legal moves, seat, seed and budget when `budget.stop` is absent.
 */
export function searchDecision(spec: SearchSpec, view: unknown, legal: readonly Action[], seat: Seat, seed: string, budget: Budget): SearchResult {
  const normal = (): SearchResult => ({ action: spec.normal(view, legal, seat, seed), rollouts: 0, candidates: 1, searched: false });
  if (legal.length < 2 || budget.iterations < 2 || !spec.matters(view, legal, seat)) return normal();
  const most = budget.candidates ?? 6;
  // A clock's budget is counted in rollouts only after pacing: its candidates are not cut.
  const cands = candidateMoves(spec, view, legal, seat, seed, spec.ranks && !budget.clock ? candidatesFor(budget.iterations, most) : most);
  if (cands.length < 2) return normal();

  const worlds: (unknown | null)[] = [];
  const world = (w: number) => {
    if (worlds[w] === undefined) worlds[w] = spec.determinize(view, seat, `${seed}:w${w}`);
    return worlds[w] ?? null;
  };
  if (world(0) === null) return normal();

  const sum = cands.map(() => 0);
  const runs = cands.map(() => 0);
  let alive = cands.map((_, i) => i);
  let rollouts = 0;
  const rounds = Math.ceil(Math.log2(cands.length));
  let stopped = false;
  const { clock, ms } = budget;
  // The longest rollout timed so far: one is begun only when that much time is left, so the search
  // ends within its budget instead of up to a whole rollout past it (an Adventure Mart Day's
  // rollout runs long, and the worker's p95 went 450 ms past its 800).
  let longest = 0;
  const play = (c: number): boolean => {
    const w = runs[c] as number;
    const start = world(w);
    if (start === null) return false;
    const began = clock?.() ?? 0;
    const applied = spec.game.apply(start, seat, cands[c] as Action);
    sum[c] = (sum[c] as number) + (applied.ok ? rollout(spec, start, applied.state, seat, `${seed}:r${w}`) : -1e9);
    if (clock) longest = Math.max(longest, clock() - began);
    runs[c] = w + 1;
    rollouts++;
    return true;
  };
  let iterations = budget.iterations;
  const late = () => clock !== undefined && ms !== undefined && clock() + longest > ms;
  if (clock && ms !== undefined) {
    // Pace: one world for every candidate, then as many rollouts as the rest of the time allows.
    // Never past the time, even here: a slow device may not finish one world for every candidate.
    for (let c = 0; c < cands.length && !stopped; c++) {
      if (c > 0 && late()) stopped = true;
      else play(c);
    }
    iterations = Math.min(iterations, Math.floor((ms * cands.length) / Math.max(1e-3, clock())));
  }
  for (let r = 0; r < rounds && alive.length > 1 && !stopped; r++) {
    // Sequential halving: each round gives its share of the budget to the survivors.
    const per = Math.max(1, Math.floor(iterations / (rounds * alive.length)));
    for (const c of alive) {
      while ((runs[c] as number) < per * (r + 1) && !stopped) {
        if (late()) stopped = true;
        else if (!play(c)) break;
      }
      if (stopped) break;
    }
    const mean = (c: number) => ((runs[c] as number) > 0 ? (sum[c] as number) / (runs[c] as number) : -Infinity);
    // Ties keep the earlier candidate (Normal's own move comes first).
    const ranked = alive.slice().sort((a, b) => mean(b) - mean(a) || a - b);
    alive = stopped ? ranked.slice(0, 1) : ranked.slice(0, Math.ceil(alive.length / 2));
  }
  const chosen = alive[0] ?? 0;
  return { action: cands[chosen] as Action, rollouts, candidates: cands.length, searched: true };
}

/** The Hard bot as a BotPolicy, with an iteration budget (deterministic: simulator and tests). */
export function makeHardBot(spec: SearchSpec, budget: Budget): BotPolicy {
  return (view, legal, seat, seed) => searchDecision(spec, view, legal, seat, seed, budget).action;
}
