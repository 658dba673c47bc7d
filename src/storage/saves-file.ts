// Export saves to a JSON file and import them back. An imported file is untrusted: storage checks
// its shape here, the app proves each game by replaying it (ProveMatch), and only then do all its
// matches land in one transaction, so a refused file changes nothing. Names are kept exactly as
// given: the UI renders them as text, never HTML.
import type { Result } from '../engine/types';
import { checkActionShape } from '../engine/action-shape';
import { checkBundle } from './bundle-check';
import { fail, ok } from '../engine/result';
import type { MatchBundle, MatchStore } from './match-store';
import type { MatchMeta } from './records';
import { isPlainObject } from './records';

export const EXPORT_FORMAT = 'shopfloor-matches';
export const EXPORT_FORMAT_VERSION = 1;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_SEAT_NAME = 40;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  formatVersion: typeof EXPORT_FORMAT_VERSION;
  /** ISO time, for the player's benefit only. */
  exportedAt: string;
  /** Each with snapshot 0 and the full log, so the match replays from its start. */
  matches: MatchBundle[];
}

/**
 * The app's proof of one match, run after the file's shape is checked and before anything is
 * written: it replays the match through its game (src/app/import-proof.ts). Storage knows no
 * games, so it asks. `name` is how messages point at the match ("Game 2 in the file").
 */
export type ProveMatch = (bundle: MatchBundle, name: string) => Promise<Result<MatchBundle>> | Result<MatchBundle>;

/** Deeper than any save Shopfloor writes (states nest a handful of levels); refused before any walk. */
export const MAX_FILE_DEPTH = 32;

/** Exports the given matches (default: every readable one). One damaged match fails the export. */
export async function exportMatches(store: MatchStore, ids?: string[]): Promise<Result<string>> {
  const listed = await store.listMatches();
  if (!listed.ok) return listed;
  const byId = new Map(listed.value.matches.map((m) => [m.id, m]));
  const matches: MatchBundle[] = [];
  for (const id of ids ?? [...byId.keys()]) {
    const bundle = await store.exportMatch(id);
    if (!bundle.ok) {
      // Ids mean nothing to players: name the failing game by who played it.
      const meta = byId.get(id);
      if (!meta) return bundle;
      const who = meta.seats.map((s) => s.name).join(', ');
      return fail(bundle.error.code, `Could not export the game of ${who}: ${bundle.error.message}`);
    }
    matches.push(bundle.value);
  }
  const file: ExportFile = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    matches,
  };
  try {
    return ok(JSON.stringify(file));
  } catch {
    return fail('export-failed', 'Could not export: a saved game contains data that cannot be written to a file.');
  }
}

/**
 * A fresh id for an imported match whose id is taken. randomUUID needs a secure context; the
 * getRandomValues fallback works everywhere. (Storage may use randomness: it is not the engine.)
 */
export function newMatchId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const refuse = (code: string, sentence: string): Result<never> => fail(code, `${sentence} Nothing was imported.`);

/** "Game 2 in the file (id "abc")": how messages point at a match. Ids are shortened for display. */
function which(index: number, x: unknown): string {
  const meta = isPlainObject(x) ? x.meta : undefined;
  const id = isPlainObject(meta) && typeof meta.id === 'string' ? meta.id : '';
  const shown = id.length > 40 ? `${id.slice(0, 40)}…` : id;
  return `Game ${index + 1} in the file${shown ? ` (id "${shown}")` : ''}`;
}

/**
 * How deeply `value` nests, walked without recursion so a hostile file cannot overflow the stack;
 * stops counting once past `limit`.
 */
export function nestingDepth(value: unknown, limit = MAX_FILE_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [x, depth] = stack.pop()!;
    if (typeof x !== 'object' || x === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Object.values(x)) if (typeof child === 'object' && child !== null) stack.push([child, here]);
  }
  return deepest;
}

/** Checks one match's shape: records, names, and every move a move Shopfloor can store. */
function checkImported(x: unknown, index: number): Result<MatchBundle> {
  const name = which(index, x);
  const shape = checkBundle(x);
  if (shape) return refuse(shape.code, `${name} can't be imported: ${shape.problem}.`);
  const b = x as MatchBundle;
  for (let i = 0; i < b.meta.seats.length; i++) {
    // Counted in characters as a player sees them, not UTF-16 units.
    if ([...b.meta.seats[i]!.name].length > MAX_SEAT_NAME) {
      return refuse('name-too-long', `${name} can't be imported: seat ${i + 1}'s name is longer than ${MAX_SEAT_NAME} characters.`);
    }
  }
  for (const record of b.log) {
    // The runner refuses such a move anyway; saying so here keeps it from ever reaching storage.
    const problem = checkActionShape(record.action);
    if (problem) {
      const why = problem.message.replace(/^That move is not understood: /, '').replace(/\.$/, '');
      return refuse('bad-action', `${name} can't be imported: move ${record.seq} is not a move Shopfloor can keep (${why}).`);
    }
  }
  return ok(b);
}

/**
 * Validates the whole file, then has the app prove every match by replay; only when all hold is
 * anything written, every match in one transaction. Never throws: whatever goes wrong is a refusal.
 */
export async function importMatches(store: MatchStore, text: string, prove: ProveMatch): Promise<Result<{ imported: MatchMeta[] }>> {
  let bundles: MatchBundle[];
  try {
    const read = readImportFile(text);
    if (!read.ok) return read;
    bundles = [];
    for (let i = 0; i < read.value.length; i++) {
      const proven = await prove(read.value[i]!, which(i, read.value[i]));
      if (!proven.ok) return proven;
      bundles.push(proven.value);
    }
  } catch {
    return refuse('unreadable-file', 'This file could not be checked: part of it is not what a Shopfloor save holds.');
  }
  const saved = await store.importBundles(bundles, newMatchId);
  return saved.ok ? ok({ imported: saved.value }) : saved;
}

/** Size, JSON, format, nesting and every match's shape: the checks that need no game. */
export function readImportFile(text: string): Result<MatchBundle[]> {
  if (typeof text !== 'string') return refuse('not-json', 'This file is not a Shopfloor save: it could not be read as text.');
  // UTF-8 never takes fewer bytes than UTF-16 code units, so a long string is refused before encoding.
  if (text.length > MAX_IMPORT_BYTES || new TextEncoder().encode(text).length > MAX_IMPORT_BYTES) {
    return refuse('too-large', 'This file is too large to be a Shopfloor save (the limit is 5 MB).');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('not-json', 'This file is not a Shopfloor save: it could not be read as JSON.');
  }
  if (nestingDepth(data) > MAX_FILE_DEPTH) {
    return refuse('too-deep', `This file is not a Shopfloor save: part of it is nested more than ${MAX_FILE_DEPTH} levels deep.`);
  }
  if (!isPlainObject(data) || data.format !== EXPORT_FORMAT) {
    return refuse('wrong-format', 'This file is not a Shopfloor save.');
  }
  if (data.formatVersion !== EXPORT_FORMAT_VERSION) {
    const newer = typeof data.formatVersion === 'number' && data.formatVersion > EXPORT_FORMAT_VERSION;
    return refuse(
      newer ? 'newer-format' : 'wrong-format',
      newer
        ? 'This save file was made by a newer version of Shopfloor. Update Shopfloor (reload the page), then import again.'
        : 'This save file has a format version Shopfloor does not know.',
    );
  }
  if (!Array.isArray(data.matches)) return refuse('bad-shape', 'This save file has no list of games.');
  if (data.matches.length === 0) return refuse('empty', 'This save file contains no games.');
  const bundles: MatchBundle[] = [];
  for (let i = 0; i < data.matches.length; i++) {
    const checked = checkImported(data.matches[i], i);
    if (!checked.ok) return checked;
    bundles.push(checked.value);
  }
  return ok(bundles);
}
