// The conformance suite every game passes, parameterised by its definition, its bots and a few
// option sets. It checks the engine contract (src/engine/types.ts, ARCHITECTURE.md) from the
// outside, on states reached by real play: seeded determinism; replay equals live play; `apply`
// accepts exactly what `legal` lists and refuses anything else with its argument untouched; the
// awaited seats are exactly those with a move; states survive JSON; a seat's secrets never change
// another seat's view or the table's; random and bot games end.
// A game adds itself with one call: `conformance('Adventure Mart', { game, bots, optionSets, ... })`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameAction } from '../../src/engine/action-shape';
import { stateHash } from '../../src/engine/hash';
import { applyChecked, replayMatch } from '../../src/engine/match';
import type { Action, EntryMode, GameEvent, Seat, SetupOptions } from '../../src/engine/types';
import type { BotPolicy } from '../../src/games/game-module';
import { playGame, type AnyGame, type Chooser, type Played } from './drive';

export interface OptionSet {
  /** Shown in test titles, e.g. "3 players, first game". */
  name: string;
  options: SetupOptions;
  /**
   * Set only for an option the players choose knowing that who is asked tells the table something
   * (say, a variant asking only the holders of a card): then `pending` may depend on secrets.
   */
  awaitedMayReveal?: boolean;
}

export interface ConformanceSubject<S> {
  game: AnyGame<S>;
  /** The game's bots by name; each plays games under every option set. */
  bots: Record<string, BotPolicy>;
  optionSets: OptionSet[];
  /**
   * The same state with `seat`'s secrets (hand, sealed entry, face-down cards, ...) replaced by
   * other values of the same shape. Every other seat's view and the table's must not change.
   * Omit only for a game without secrets.
   */
  hideSecrets?: (state: S, seat: Seat) => S;
  /** No game may run longer than this many actions. */
  maxActions: number;
  /** How much to run; the defaults keep one game's suite to a few seconds. */
  runs?: Partial<Runs>;
}

interface Runs {
  /** Seeds per option set for the replay check (a fraction: that many games over all sets). */
  replayGames: number;
  /** Games per option set and chooser (random and each bot) that must end. */
  endGames: number;
  /** Every how many actions a played state joins the corpus the per-state checks probe. */
  corpusEvery: number;
  /** fast-check runs of garbage and near-miss actions. */
  garbageRuns: number;
  /** At most this many listed actions are applied per seat and state (spread over the list). */
  actionsPerSeat: number;
}

const ENTRY_MODES: readonly EntryMode[] = ['open', 'private', 'sealed'];

const DEFAULT_RUNS: Runs = { replayGames: 3, endGames: 2, corpusEvery: 5, garbageRuns: 1500, actionsPerSeat: 12 };

/**
 * Under mutation testing (test/mutation/vitest.config.ts sets SHOPFLOOR_MUTATION) each surviving
 * mutant runs every test that reaches it, and a whole suite here costs a minute instrumented on a
 * busy machine. The same checks then run once each, on fewer states: a mutant must be killed by a
 * clause test that names the rule, and this suite stays the contract's net, not a rule's guard.
 */
const MUTATION_RUNS: Runs = { replayGames: 0.5, endGames: 1, corpusEvery: 40, garbageRuns: 150, actionsPerSeat: 4 };
const underMutation = process.env.SHOPFLOOR_MUTATION === '1';

/** A fixed seed for every fast-check property, so a failure repeats. */
const FC_SEED = 20261201;

const json = (value: unknown): string => JSON.stringify(value);

function isPlainAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Action).type === 'string';
}

/** Up to `max` items spread evenly over the list (first and last included). */
function spread<T>(list: readonly T[], max: number): T[] {
  if (list.length <= max) return list.slice();
  return Array.from({ length: max }, (_, i) => list[Math.round((i * (list.length - 1)) / (max - 1))]!);
}

/** A legal action with one thing changed: a number nudged, a field added, removed or retyped. */
function nearMiss(action: Action, how: number, value: number, types: readonly string[]): unknown {
  const a = JSON.parse(json(action)) as Record<string, unknown>;
  const keys = Object.keys(a).filter((k) => k !== 'type');
  const key = keys[how % Math.max(1, keys.length)];
  const field = key === undefined ? undefined : a[key];
  switch (how % 7) {
    case 0:
      if (key !== undefined) a[key] = typeof field === 'number' ? field + (value % 3) - 1 : value;
      return a;
    case 1:
      return { ...a, extra: value };
    case 2:
      if (key !== undefined) delete a[key];
      return a;
    case 3:
      if (Array.isArray(field)) field.push(value);
      else if (key !== undefined) a[key] = [field];
      return a;
    case 4:
      if (Array.isArray(field) && field.length > 0) field[0] = value;
      else if (key !== undefined) a[key] = String(field);
      return a;
    case 5:
      if (key !== undefined) a[key] = typeof field === 'number' ? -field - 1 : null;
      return a;
    default:
      return { ...a, type: types[Math.abs(value) % types.length] };
  }
}

/** Freezes a state all the way down, so an `apply` that writes to its argument throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A sealed entry replaced by its owner: allowed, provided the step is not moved on by it. */
function replacesOwnEntry(game: AnyGame, state: unknown, seat: Seat, action: Action): string | null {
  const result = game.apply(state, seat, action);
  if (!result.ok) return `seat ${seat}'s listed ${json(action)} is refused: ${result.error.message}`;
  if (json(game.pending(result.state)) !== json(game.pending(state))) {
    return `seat ${seat} is not awaited, yet its ${json(action)} changes who is awaited`;
  }
  const reveal = result.events.find((e: GameEvent) => e.visibility === 'public' && e.reveals === true);
  if (reveal) return `seat ${seat} is not awaited, yet its ${json(action)} reveals ${reveal.type}`;
  return null;
}

export function conformance<S>(name: string, subject: ConformanceSubject<S>): void {
  const { game, optionSets, maxActions } = subject;
  const runs: Runs = underMutation ? MUTATION_RUNS : { ...DEFAULT_RUNS, ...subject.runs };
  // Under mutation, random moves and the first bot (who reaches the states sensible play reaches);
  // determinism, which plays every game twice, with random moves only.
  const allChoosers: [string, Chooser][] = [['random', 'random'], ...Object.entries(subject.bots)];
  const choosers = underMutation ? allChoosers.slice(0, 2) : allChoosers;
  const determinismChoosers = underMutation ? choosers.slice(0, 1) : choosers;
  const drive = { maxActions };

  // States from real play, shared by the per-state checks; built on first use.
  let corpus: { state: S; set: OptionSet }[] | null = null;
  function states(): { state: S; set: OptionSet }[] {
    if (corpus) return corpus;
    corpus = [];
    for (const set of optionSets) {
      for (const [who, chooser] of choosers) {
        let k = 0;
        const played = playGame(game, set.options, `corpus:${set.name}:${who}`, chooser, {
          maxActions,
          onStep: (before) => {
            if (k++ % runs.corpusEvery === 0) corpus!.push({ state: before as S, set });
          },
        });
        corpus.push({ state: played.final, set });
      }
    }
    for (const entry of corpus) deepFreeze(entry.state);
    return corpus;
  }
  const seatsIn = (set: OptionSet): Seat[] => set.options.seats.map((_, i) => i);

  describe(`${name} conformance`, () => {
    it('is deterministic by seed: the same seed and choices give the same setup, log and final state', () => {
      for (const set of optionSets) {
        for (const [, chooser] of determinismChoosers) {
          const seed = `determinism:${set.name}`;
          const a = playGame(game, set.options, seed, chooser, drive);
          const b = playGame(game, set.options, seed, chooser, drive);
          expect(stateHash(b.start)).toBe(stateHash(a.start));
          expect(json(b.log)).toBe(json(a.log));
          expect(stateHash(b.final)).toBe(stateHash(a.final));
        }
        // The seed matters: some of a few seeds deal a different start.
        const starts = new Set(['s1', 's2', 's3', 's4', 's5'].map((s) => stateHash(game.setup(set.options, s))));
        expect(starts.size).toBeGreaterThan(1);
      }
    });

    it('replaying the log through the match runner reproduces live play, state by state', () => {
      fc.assert(
        fc.property(fc.nat(optionSets.length - 1), fc.nat(choosers.length - 1), fc.integer(), (setIndex, who, seed) => {
          const set = optionSets[setIndex]!;
          const hashes: string[] = [];
          const played: Played<S> = playGame(game, set.options, `replay:${seed}`, choosers[who]![1], {
            maxActions,
            onStep: (_before, after) => hashes.push(stateHash(after)),
          });
          let state: S = game.setup(set.options, `replay:${seed}`);
          expect(stateHash(state)).toBe(stateHash(played.start));
          played.log.forEach(({ seat, action }, i) => {
            const applied = applyChecked(game, set.options.seats.length, state, seat, action);
            if (!applied.ok) throw new Error(`move ${i + 1} no longer applies: ${applied.error.message}`);
            state = applied.value.state;
            if (stateHash(state) !== hashes[i]) throw new Error(`replay differs from live play at move ${i + 1}`);
          });
          const whole = replayMatch(game, set.options, `replay:${seed}`, played.log.map((e) => ({ ...e, barrier: false })));
          expect(whole.ok && stateHash(whole.value.state)).toBe(stateHash(played.final));
        }),
        { seed: FC_SEED, numRuns: Math.ceil(runs.replayGames * optionSets.length) },
      );
    });

    it('random and bot games end within the bound, with every seat ranked and nobody left awaited', () => {
      for (const set of optionSets) {
        for (const [who, chooser] of choosers) {
          for (let g = 0; g < runs.endGames; g++) {
            const { final, log } = playGame(game, set.options, `end:${set.name}:${who}:${g}`, chooser, drive);
            expect(log.length).toBeLessThanOrEqual(maxActions);
            const outcome = game.outcome(final)!;
            expect(outcome.ranking.slice().sort((a, b) => a - b)).toEqual(seatsIn(set));
            expect(outcome.scores).toHaveLength(set.options.seats.length);
            expect(game.pending(final)).toEqual([]);
            for (const seat of seatsIn(set)) expect(game.legal(final, seat)).toEqual([]);
          }
        }
      }
    });

    it('prompts name a kind and an entry mode; every awaited seat has a legal action; a seat not awaited has none, unless it only replaces its own sealed entry', () => {
      const problems: string[] = [];
      for (const { state, set } of states()) {
        const prompts = game.pending(state);
        const awaited = new Set(prompts.map((p) => p.seat));
        for (const p of prompts) {
          if (!ENTRY_MODES.includes(p.entry) || p.kind.length === 0) problems.push(`prompt ${json(p)} lacks a kind or an entry mode`);
          if (!seatsIn(set).includes(p.seat)) problems.push(`prompt ${json(p)} awaits a seat not at the table`);
        }
        for (const seat of seatsIn(set)) {
          const legal = game.legal(state, seat);
          if (awaited.has(seat)) {
            if (legal.length === 0) problems.push(`awaited seat ${seat} has no legal action`);
          } else {
            for (const action of spread(legal, runs.actionsPerSeat)) {
              const problem = replacesOwnEntry(game, state, seat, action);
              if (problem) problems.push(problem);
            }
          }
        }
      }
      expect(problems.slice(0, 5)).toEqual([]);
    });

    it('apply accepts every listed action without touching its argument', () => {
      const problems: string[] = [];
      for (const { state, set } of states()) {
        // Corpus states are frozen: writing to one throws here instead of passing unseen.
        for (const seat of seatsIn(set)) {
          for (const action of spread(game.legal(state, seat), runs.actionsPerSeat)) {
            try {
              const result = game.apply(state, seat, action);
              if (!result.ok) problems.push(`seat ${seat}'s listed ${json(action)} is refused: ${result.error.message}`);
            } catch (e) {
              problems.push(`seat ${seat}'s listed ${json(action)} throws (does apply write to its argument?): ${(e as Error).message}`);
            }
          }
        }
      }
      expect(problems.slice(0, 5)).toEqual([]);
    });

    it('apply refuses garbage, near misses and wrong seats with a readable error, leaving the state unchanged', () => {
      const corpusStates = states();
      const types = [...new Set(corpusStates.flatMap(({ state, set }) => seatsIn(set).flatMap((s) => game.legal(state, s).map((a: Action) => a.type))))];
      const garbage = fc.oneof(
        fc.anything(),
        fc.record({ type: fc.constantFrom(...types) }, { requiredKeys: ['type'] }),
        fc.dictionary(fc.constantFrom('type', 'amount', 'price', 'quantity', 'card', 'index', 'bid', 'points'), fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double(), fc.string(), fc.constantFrom(...types))),
      );
      fc.assert(
        fc.property(
          fc.nat(corpusStates.length - 1), fc.integer({ min: -2, max: 8 }), fc.nat(), fc.nat(), fc.integer({ min: -5, max: 40 }), garbage,
          fc.constantFrom('garbage', 'near-miss', 'other-seat'),
          (i, seatPick, pick, how, value, junk, kind) => {
            const { state, set } = corpusStates[i]!;
            const n = set.options.seats.length;
            const awaited = game.pending(state).map((p) => p.seat);
            const seat = seatPick === -2 ? (awaited[0] ?? 0) : seatPick;
            const inRange = Number.isInteger(seat) && seat >= 0 && seat < n;
            const legal: Action[] = inRange ? game.legal(state, seat) : [];
            // A legal move of some seat, offered by `seat`: refused unless `seat` may make it too.
            const anyLegal = seatsIn(set).flatMap((s) => game.legal(state, s));
            let candidate: unknown = junk;
            if (kind === 'near-miss' && legal.length > 0) candidate = nearMiss(legal[pick % legal.length]!, how, value, types);
            if (kind === 'other-seat' && anyLegal.length > 0) candidate = anyLegal[pick % anyLegal.length];
            const before = stateHash(state);
            let result;
            try {
              result = game.apply(state, seat, candidate as Action);
            } catch (e) {
              throw new Error(`apply threw on ${json(candidate)} by seat ${seat}: ${(e as Error).message}`);
            }
            const isLegal = isPlainAction(candidate) && legal.some((a) => sameAction(a, candidate as Action));
            expect(result.ok).toBe(isLegal);
            expect(stateHash(state)).toBe(before);
            if (!result.ok) {
              expect(result.error.code).toMatch(/^[a-z][a-z-]*$/);
              expect(result.error.message).toMatch(/^\S.*[.!?]$/);
            }
          },
        ),
        { seed: FC_SEED, numRuns: runs.garbageRuns },
      );
    });

    it('states survive a JSON round trip: same hash, same prompts, same views and moves', () => {
      for (const { state, set } of states()) {
        const copy = JSON.parse(json(state)) as S;
        expect(stateHash(copy)).toBe(stateHash(state));
        expect(json(game.pending(copy))).toBe(json(game.pending(state)));
        expect(json(game.view(copy, 'table'))).toBe(json(game.view(state, 'table')));
        for (const seat of seatsIn(set)) expect(json(game.legal(copy, seat))).toBe(json(game.legal(state, seat)));
      }
    });

    const hide = subject.hideSecrets;
    it.skipIf(!hide)('the views of other seats and of the table, and who is awaited, are the same whatever a seat\'s secrets', () => {
      let noticed = 0;
      let checked = 0;
      for (const { state, set } of states()) {
        for (const owner of seatsIn(set)) {
          const hidden = hide!(state, owner);
          // Who is awaited is on the table for all to see, so it may not depend on secrets either.
          if (!set.awaitedMayReveal && json(game.pending(hidden)) !== json(game.pending(state))) {
            throw new Error(`who is awaited depends on seat ${owner}'s secrets`);
          }
          for (const viewer of [...seatsIn(set).filter((s) => s !== owner), 'table' as const]) {
            const a = json(game.view(hidden, viewer));
            const b = json(game.view(state, viewer));
            if (a !== b) throw new Error(`${viewer === 'table' ? 'the table' : `seat ${viewer}`} can tell seat ${owner}'s secrets apart`);
          }
          checked++;
          if (json(game.view(hidden, owner)) !== json(game.view(state, owner))) noticed++;
        }
      }
      // The scrambler must really change secrets their owner sees, or this test could not fail.
      expect(noticed, `the secrets scrambler changed nothing in ${checked} states`).toBeGreaterThan(0);
    });
  });
}
