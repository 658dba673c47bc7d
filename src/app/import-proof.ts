// The proof a save must pass before it is written (import) or opened (resume). Fingerprints in a
// file prove nothing on their own (anyone can recompute them), so the game is rebuilt here: the
// starting position from setup(options, seed), then every saved move through the match runner,
// each fingerprint compared with the state the engine actually reaches. The header must tell the
// same story (seats, names, options, counts, progress, status). The first thing that does not hold
// is named in a sentence, and nothing is written or opened.
import { sameJson } from '../engine/action-shape';
import { stateHash } from '../engine/hash';
import { applyChecked, checkSetupOptions } from '../engine/match';
import { fail, ok } from '../engine/result';
import type { Result, SetupOptions } from '../engine/types';
import type { GameModule, GameOption } from '../games/registry';
import type { MatchBundle } from '../storage/match-store';
import type { LogRecord, MatchMeta, SnapshotRecord } from '../storage/records';
import { newerVersionSentence, olderVersionSentence, versionStanding } from './save-versions';
import { SNAPSHOT_SPACING } from './positions';

const OLDER_UNPROVEN =
  'Made by an older version of Shopfloor that kept no fingerprints of its moves, so this version cannot check that it would continue the same game. It is kept as it is; export it to keep a copy.';

/** "the Brick & Mortar game of Ana, Ben and Carl": how a sentence names a saved game. */
export function gameOf(gameName: string, meta: Pick<MatchMeta, 'seats'>): string {
  const names = meta.seats.map((s) => s.name);
  const who = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `the ${gameName} game of ${who}`;
}

/** A state as a file holds it (undefined fields gone), to compare with a file's copy. */
const asJson = (x: unknown): unknown => JSON.parse(JSON.stringify(x)) as unknown;

/** A reason the proof stopped: what does not hold, as the end of a sentence. */
type Broken = { ok: false; why: string };
type Held<T> = { ok: true; value: T };
const broken = (why: string): Broken => ({ ok: false, why });

export function setupOptionsOf(meta: MatchMeta): SetupOptions {
  return { seats: meta.seats, variants: meta.options, contentVersion: meta.contentVersion, engineVersion: meta.engineVersion };
}

/** The header's options must be ones New game offers for this game, with values it could give. */
function checkOptions(meta: MatchMeta, offered: readonly GameOption[] | undefined): string | null {
  if (!offered) return null;
  for (const [key, value] of Object.entries(meta.options)) {
    const option = offered.find((o) => o.key === key);
    if (!option) return `its header lists an option "${key.slice(0, 40)}" that this game does not have`;
    const fits =
      option.kind === 'toggle'
        ? typeof value === 'boolean'
        : Number.isInteger(value) && (value as number) >= 0 && (value as number) < meta.seats.length;
    if (!fits) return `its header gives the option "${option.label}" a value it cannot have`;
  }
  return null;
}

function whose(meta: MatchMeta, record: LogRecord): string {
  const name = meta.seats[record.seat]?.name;
  return name ? `move ${record.seq} (${name}'s)` : `move ${record.seq}`;
}

/**
 * Replays `records` from `from` (the position after move `fromSeq`), checking every fingerprint
 * and barrier mark, and each saved position in `positions` on the way. Returns the final state;
 * `reached` sees each proven move with the state it leads to.
 */
function replayHeld(
  module: GameModule,
  meta: MatchMeta,
  from: unknown,
  records: readonly LogRecord[],
  positions: ReadonlyMap<number, SnapshotRecord>,
  reached?: (record: LogRecord, state: unknown) => void,
): Held<unknown> | Broken {
  const { game } = module;
  let state = from;
  for (const record of records) {
    const move = whose(meta, record);
    const applied = applyChecked(game, meta.seats.length, state, record.seat, record.action);
    if (!applied.ok) return broken(`${move} does not hold: ${applied.error.message}`);
    state = applied.value.state;
    if (record.hash === '') return broken(`${move} has no fingerprint to check it against`);
    if (stateHash(state) !== record.hash) return broken(`${move} does not lead to the position the save records`);
    if (record.barrier !== applied.value.barrier) return broken(`${move} is marked wrongly as to whether it can be taken back`);
    const saved = positions.get(record.seq);
    if (saved && (saved.hash !== record.hash || !sameJson(saved.state, asJson(state)))) {
      return broken(`the saved position after ${move} is not the one the moves lead to`);
    }
    reached?.(record, state);
  }
  return { ok: true, value: state };
}

/**
 * Takes a saved position into `taken` wherever a played game would have (session.ts: the first
 * barrier SNAPSHOT_SPACING moves after the last one), counting from its last entry.
 */
function positionsDue(taken: SnapshotRecord[]): (record: LogRecord, state: unknown) => void {
  return (record, state) => {
    if (record.barrier && record.seq - taken.at(-1)!.seq >= SNAPSHOT_SPACING) {
      taken.push({ matchId: record.matchId, seq: record.seq, state, hash: record.hash });
    }
  };
}

/** The header's own claims about where the game stands, against the replayed state. */
function checkHeader(module: GameModule, meta: MatchMeta, state: unknown, moves: number): string | null {
  if (meta.actionCount !== moves) return `its header counts ${meta.actionCount} moves but the save holds ${moves}`;
  const finished = module.game.outcome(state) !== null;
  if ((meta.status === 'finished') !== finished) {
    return `its header says the game is ${meta.status === 'finished' ? 'finished' : 'in progress'}, but it is ${finished ? 'finished' : 'still in progress'}`;
  }
  const progress = module.describeProgress ? module.describeProgress(state) : '';
  if (meta.progress !== progress) return `its header shows the progress "${meta.progress.slice(0, 60)}", but the game stands at "${progress}"`;
  return null;
}

function versionProblem(module: GameModule, meta: MatchMeta): string | null {
  const standing = versionStanding(meta, module.game);
  if (standing === 'current') return null;
  return standing === 'newer'
    ? 'it was saved by a newer version of Shopfloor'
    : `it was made by an older version of Shopfloor, whose ${module.game.name} rules or cards differ from this one's`;
}

function prove(module: GameModule, bundle: MatchBundle, offered?: readonly GameOption[]): Held<MatchBundle> | Broken {
  const { game } = module;
  const { meta, log, snapshots } = bundle;
  if (meta.game !== game.id) return broken(`it is a game of "${meta.game}", not ${game.name}`);
  const version = versionProblem(module, meta);
  if (version) return broken(version);
  const options = setupOptionsOf(meta);
  const seats = checkSetupOptions(game, options);
  if (seats) return broken(`its header lists ${meta.seats.length} seats as it stands: ${seats.message}`);
  const badOption = checkOptions(meta, offered);
  if (badOption) return broken(badOption);
  if (meta.seed === '') return broken('its header has no seed');

  // The starting position is never taken from the file: it is rebuilt, and the file's must equal it
  // (as JSON, which is all a file can hold). The rebuilt one is what is replayed and written.
  const start: unknown = game.setup(options, meta.seed);
  const first = snapshots.find((s) => s.seq === 0)!;
  if (first.hash === '') return broken('its starting position has no fingerprint to check it against');
  if (!sameJson(first.state, asJson(start))) {
    return broken('its starting position is not the one its seats, options and seed deal');
  }
  if (first.hash !== stateHash(start)) return broken('the fingerprint of its starting position is wrong');

  const positions = new Map(snapshots.filter((s) => s.seq > 0).map((s) => [s.seq, s]));
  // Saved positions are taken on the way, by the rule a played game follows (session.ts), so the
  // imported game opens from its latest one and its log is rebuilt from near the end.
  const taken: SnapshotRecord[] = [{ ...first, state: start }];
  const end = replayHeld(module, meta, start, log, positions, positionsDue(taken));
  if (!end.ok) return end;
  const header = checkHeader(module, meta, end.value, log.length);
  if (header) return broken(header);
  // Written as proven: the rebuilt start and the positions the replay reached, never the file's copies.
  return { ok: true, value: { ...bundle, snapshots: taken } };
}

/**
 * Proves one imported match against its game. `name` says where it is in the file; `offered` are
 * the options New game offers for it (from the registry). Never throws.
 */
export function proveImport(
  module: GameModule,
  bundle: MatchBundle,
  name: string,
  offered?: readonly GameOption[],
): Result<MatchBundle> {
  let outcome: Held<MatchBundle> | Broken;
  try {
    outcome = prove(module, bundle, offered);
  } catch {
    outcome = broken('checking it went wrong, so it cannot be trusted');
  }
  if (outcome.ok) return ok(outcome.value);
  const game = gameOf(module.game.name, bundle.meta);
  return fail(
    'not-proven',
    `${name}, ${game}, can't be imported: ${outcome.why}. Nothing was imported.`,
  );
}

/**
 * The same standard for a game opened from this tablet: its versions, its saved position's
 * fingerprint and every move after it must hold. Returns the state reached and the positions a
 * played game would have saved on the way (a game imported before imports saved them has none);
 * never throws.
 */
export function proveResume(
  module: GameModule,
  meta: MatchMeta,
  snapshot: SnapshotRecord,
  tail: readonly LogRecord[],
): Result<{ state: unknown; positions: SnapshotRecord[] }> {
  const { game } = module;
  const kept = 'It has been kept as it is.';
  const standing = versionStanding(meta, game);
  if (standing === 'newer') return fail('newer-version', newerVersionSentence(game.name));
  if (standing === 'older') return fail('older-version', olderVersionSentence(game.name, meta, game));
  let outcome: Held<unknown> | Broken;
  const taken: SnapshotRecord[] = [snapshot];
  try {
    if (snapshot.hash === '') {
      // Only saves written before fingerprints were kept (schema 1) lack them: an older version's save.
      return fail('older-version', OLDER_UNPROVEN);
    }
    outcome =
      stateHash(snapshot.state) !== snapshot.hash
        ? broken(`${snapshot.seq === 0 ? 'its starting position' : `its saved position after move ${snapshot.seq}`} does not match its fingerprint`)
        : replayHeld(module, meta, snapshot.state, tail, new Map(), positionsDue(taken));
    if (outcome.ok) {
      const count = snapshot.seq + tail.length;
      const finished = game.outcome(outcome.value) !== null;
      if (meta.actionCount !== count) outcome = broken(`its header counts ${meta.actionCount} moves but the save holds ${count}`);
      else if ((meta.status === 'finished') !== finished) outcome = broken('its header disagrees with whether the game is finished');
    }
  } catch {
    outcome = broken('checking it went wrong');
  }
  if (outcome.ok) return ok({ state: outcome.value, positions: taken.slice(1) });
  return fail('corrupt-save', `This saved game does not replay as it was played: ${outcome.why}. ${kept}`);
}
