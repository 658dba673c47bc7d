// The simulator: plays bot-only games of any game through the kernel (startMatch, applyChecked),
// checks the contract after every action (someone is awaited, the bot's move is accepted) and the
// game's own invariants from its entry in ./games.ts, and sums up who won and how. The bots see
// only view(state, seat) and legal(state, seat); the invariant checks read the full state (the
// simulator is a test tool).
import { applyChecked, startMatch } from '../../src/engine/match';
import type { Action, Seat, SetupOptions } from '../../src/engine/types';
import { randomInt, seedRng } from '../../src/engine/rng';
import type { BotPolicy, GameModule } from '../../src/games/game-module';
import { seatsOf } from '../conformance/drive';
import { simSpecFor, type SimSpec } from './games';
import { round } from './round';
import { makeEasyBot } from '../../src/games/bots/easy';

export interface SimOptions {
  /** The game as the registry loads it (default: Brick & Mortar, for older callers). */
  module: GameModule;
  players: number;
  games: number;
  seed: string;
  firstGame?: boolean;
  /** One policy per seat (default: the module's bot everywhere). */
  bots?: BotPolicy[];
  /** Check every viewer's view after every action (default true). */
  checkViews?: boolean;
  /** Stop a game that runs longer than this many actions (an error). */
  maxActions?: number;
  /** Called with each finished game's record (the benchmark records logs this way). */
  onGame?: (game: GameRecord) => void;
  /** A clock for msPerGame and bot timings (the CLI passes performance.now). */
  now?: () => number;
  /** A name per entry of `bots` (e.g. its level), for the figures by label. */
  labels?: string[];
  /** Play each deal once per seat rotation (bots[i] sits at seat (i + r) % players), so no bot keeps a seat's luck. */
  rotate?: boolean;
  /** Start at this deal (game index without rotation): a long run split in parts plays the same deals as one. */
  firstDeal?: number;
}

export interface GameRecord {
  options: SetupOptions;
  seed: string;
  start: unknown;
  log: { seat: Seat; action: Action }[];
  final: unknown;
  /** The deal's index (the same deal is played once per rotation) and each seat's label. */
  deal: number;
  seatLabels: string[];
}

/** What every game's summary holds; a game's entry in ./games.ts adds its own figures. */
export interface SimResult {
  game: string;
  players: number;
  games: number;
  completed: number;
  errors: number;
  invariantViolations: number;
  winRateBySeat: number[];
  avgScoreBySeat: number[];
  avgActions: number;
  msPerGame: number;
  avgScoreSpread: number;
  avgWinnerMargin: number;
  maxDecisionMs: number;
  /** The prompt kind of the slowest decision, and how many decisions took over 50 ms. */
  slowestKind: string;
  decisionsOver50Ms: number;
  /** The first few error and violation messages, with game seed and action index. */
  problems: string[];
  /** By label: wins per seat so labelled and game (fair share 1 / players), and decisions' 95th percentile ms. */
  winRateByLevel?: Record<string, number>;
  decisionMsP95ByLevel?: Record<string, number>;
  avgScoreMarginByLevel?: Record<string, number>;
  /** The game's own figures (months, Store buys, ...), in the order its entry lays out. */
  [figure: string]: unknown;
}


export function simulate(opts: SimOptions): SimResult {
  const { module } = opts;
  const { game } = module;
  const spec: SimSpec = simSpecFor(game.id);
  const n = opts.players;
  const now = opts.now ?? (() => 0);
  const defaultBot = module.bot;
  const bots = opts.bots ?? (defaultBot ? new Array<BotPolicy>(n).fill(defaultBot) : []);
  const maxActions = opts.maxActions ?? 20000;
  const checkEveryView = opts.checkViews ?? true;
  const wins = new Array<number>(n).fill(0);
  const scoreSum = new Array<number>(n).fill(0);
  const problems: string[] = [];
  const totals = spec.start(n);
  let completed = 0;
  let errors = 0;
  let violations = 0;
  let actions = 0;
  let spread = 0;
  let margin = 0;
  let maxDecision = 0;
  let slowestKind = '';
  let over50 = 0;
  const t0 = now();
  const note = (msg: string) => {
    if (problems.length < 20) problems.push(msg);
  };

  const labels = opts.labels ?? bots.map((_, i) => String(i));
  const labelWins: Record<string, number> = {};
  const labelSeats: Record<string, number> = {};
  const labelMargin: Record<string, number> = {};
  const labelMs: Record<string, number[]> = {};
  for (let g = 0; g < opts.games; g++) {
    const turn = opts.rotate ? g % n : 0;
    const deal = (opts.firstDeal ?? 0) + (opts.rotate ? Math.floor(g / n) : g);
    const seed = `${opts.seed}-${n}p-${deal}`;
    // Seat s is played by bots[(s + n - turn) % n]: bot i sits at seat (i + turn) % n.
    const who = (s: Seat) => (s + n - turn) % n;
    const options: SetupOptions = { seats: seatsOf(n), variants: { firstGame: opts.firstGame === true } };
    const started = startMatch(game, options, seed);
    if (!started.ok) {
      errors++;
      note(`${seed}: setup refused: ${started.error.message}`);
      continue;
    }
    const start = started.value.state;
    let state = start;
    const log: GameRecord['log'] = [];
    const track = spec.track(n);
    let failed = false;
    if (checkEveryView) {
      for (const v of spec.checkViews(game, state)) {
        violations++;
        note(`${seed} at setup: ${v}`);
      }
    }
    while (game.outcome(state) === null) {
      if (log.length >= maxActions) {
        errors++;
        failed = true;
        note(`${seed}: no end after ${maxActions} actions (${spec.where(state)})`);
        break;
      }
      const prompt = game.pending(state)[0];
      if (!prompt) {
        errors++;
        failed = true;
        note(`${seed} action ${log.length}: nobody is prompted (${spec.where(state)})`);
        break;
      }
      const seat = prompt.seat;
      const view = game.view(state, seat);
      const legal = game.legal(state, seat);
      const bot = bots[who(seat)] ?? defaultBot;
      if (!bot) {
        errors++;
        failed = true;
        note(`${game.id} has no bot to play seat ${seat}`);
        break;
      }
      let action: Action;
      const b0 = now();
      try {
        action = bot(view, legal, seat, `${seed}:${log.length}:${seat}`);
      } catch (e) {
        errors++;
        failed = true;
        note(`${seed} action ${log.length}: bot threw ${(e as Error).message}`);
        break;
      }
      const took = now() - b0;
      if (legal.length > 1) (labelMs[labels[who(seat)] ?? '?'] ??= []).push(took);
      if (took > maxDecision) {
        maxDecision = took;
        slowestKind = prompt.kind;
      }
      if (took > 50) over50++;
      const applied = applyChecked(game, n, state, seat, action);
      if (!applied.ok) {
        errors++;
        failed = true;
        note(`${seed} action ${log.length}: ${JSON.stringify(action)} refused: ${applied.error.message}`);
        break;
      }
      for (const v of spec.checkStep(state, applied.value.state, seat, applied.value.events, track)) {
        violations++;
        note(`${seed} action ${log.length} (${JSON.stringify(action)} by ${seat}): ${v}`);
      }
      state = applied.value.state;
      log.push({ seat, action });
      if (checkEveryView) {
        for (const v of spec.checkViews(game, state)) {
          violations++;
          note(`${seed} action ${log.length - 1}: ${v}`);
        }
      }
    }
    if (failed) continue;
    const outcome = game.outcome(state);
    if (!outcome) continue;
    for (const v of spec.checkEnd(state)) {
      violations++;
      note(`${seed}: ${v}`);
    }
    completed++;
    actions += log.length;
    const winner = outcome.ranking[0] as Seat;
    wins[winner] = (wins[winner] ?? 0) + 1;
    outcome.scores.forEach((s, i) => (scoreSum[i] = (scoreSum[i] ?? 0) + s));
    for (let s = 0; s < n; s++) {
      const label = labels[who(s)] ?? '?';
      const others = outcome.scores.filter((_, i) => i !== s);
      labelSeats[label] = (labelSeats[label] ?? 0) + 1;
      labelWins[label] = (labelWins[label] ?? 0) + (s === winner ? 1 : 0);
      labelMargin[label] = (labelMargin[label] ?? 0) + (outcome.scores[s] ?? 0) - Math.max(...others);
    }
    const sorted = outcome.scores.slice().sort((a, b) => b - a);
    spread += (sorted[0] ?? 0) - (sorted[sorted.length - 1] ?? 0);
    margin += (sorted[0] ?? 0) - (sorted[1] ?? 0);
    spec.addGame(totals, state, outcome, track);
    opts.onGame?.({ options, seed, start, log, final: state, deal, seatLabels: Array.from({ length: n }, (_, s) => labels[who(s)] ?? '?') });
  }
  const elapsed = now() - t0;
  const c = Math.max(1, completed);
  const result: SimResult = {
    game: game.id,
    players: n,
    games: opts.games,
    completed,
    errors,
    invariantViolations: violations,
    winRateBySeat: wins.map((w) => round(w / c)),
    avgScoreBySeat: scoreSum.map((s) => round(s / c, 2)),
    avgActions: round(actions / c, 1),
    msPerGame: round(elapsed / Math.max(1, opts.games), 2),
    avgScoreSpread: round(spread / c, 2),
    avgWinnerMargin: round(margin / c, 2),
    maxDecisionMs: round(maxDecision, 2),
    slowestKind,
    decisionsOver50Ms: over50,
    problems,
  };
  const summary = spec.summarise(result, totals, completed);
  if (!opts.labels) return summary;
  // After the game's own summary, which lays out its keys afresh; last, as the JSON's readers expect.
  const by = (f: (label: string) => number) => Object.fromEntries(Object.keys(labelSeats).map((l) => [l, f(l)]));
  return {
    ...summary,
    winRateByLevel: by((l) => round((labelWins[l] ?? 0) / (labelSeats[l] ?? 1))),
    avgScoreMarginByLevel: by((l) => round((labelMargin[l] ?? 0) / (labelSeats[l] ?? 1), 2)),
    decisionMsP95ByLevel: by((l) => round(p95(labelMs[l] ?? []), 2)),
  };
}

function p95(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
}

/** For a game that brings no random bot of its own: a seeded uniform choice among the legal actions. */
const uniformRandom: BotPolicy = (_view, legal, _seat, seed) => legal[randomInt(seedRng(`sim-random:${seed}`), legal.length)[0]]!;

/** Bot names the simulator understands, for any game: its own bot and a uniform random one. */
export function policiesOf(module: GameModule, spec: SimSpec, extra: Record<string, BotPolicy> = {}): Record<string, BotPolicy> {
  const out: Record<string, BotPolicy> = {};
  if (module.bot) {
    out.bot = module.bot;
    out[spec.botName] = module.bot;
    // The levels (src/app/bots.ts): Normal is the game's bot, Easy slips from it; Hard comes in `extra`.
    out.normal = module.bot;
    out.easy = makeEasyBot(module.bot);
  }
  Object.assign(out, extra);
  out.random = module.randomBot ?? uniformRandom;
  return out;
}

/** Policies by name, one per seat, cycling through the list (e.g. "heuristic,random"). */
export function seatPolicies(names: string[], players: number, module: GameModule, extra: Record<string, BotPolicy> = {}): BotPolicy[] {
  const spec = simSpecFor(module.game.id);
  const policies = policiesOf(module, spec, extra);
  const out: BotPolicy[] = [];
  for (let i = 0; i < players; i++) {
    const name = names[i % names.length] ?? spec.botName;
    const policy = policies[name];
    if (!policy) throw new Error(`Unknown bot "${name}"; known: ${Object.keys(policies).join(', ')}`);
    out.push(policy);
  }
  return out;
}
