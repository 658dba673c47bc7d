// Checks one MatchBundle (meta + snapshots + full log) as untrusted data. Import uses it to build
// its messages; both stores run it again in importBundles so no caller can slip in a broken match.
import type { MatchBundle } from './match-store';
import { checkLogRecord, checkMatchMeta, checkSnapshotRecord, isPlainObject } from './records';

export interface BundleProblem {
  code: 'bad-shape' | 'bad-seq';
  /** Names the field, e.g. "move 3: seat should be a whole number". */
  problem: string;
}

export function checkBundle(x: unknown): BundleProblem | null {
  const shape = (problem: string): BundleProblem => ({ code: 'bad-shape', problem });
  const seq = (problem: string): BundleProblem => ({ code: 'bad-seq', problem });
  if (!isPlainObject(x)) return shape('it is not a saved game');
  const m = checkMatchMeta(x.meta);
  if (m) return shape(`meta: ${m}`);
  const id = (x.meta as { id: string }).id;

  if (!Array.isArray(x.log)) return shape('log is missing or not a list');
  for (let i = 0; i < x.log.length; i++) {
    const rec: unknown = x.log[i];
    const p = checkLogRecord(rec);
    if (p) return shape(`move ${i + 1}: ${p}`);
    const r = rec as { matchId: string; seq: number };
    if (r.matchId !== id) return shape(`move ${i + 1}: matchId does not match the game's id`);
    // The log must replay from the start: exactly 1, 2, ..., n, in that order.
    if (r.seq !== i + 1) return seq(`the log should number its moves 1, 2, 3, ... but move ${i + 1} has seq ${r.seq}`);
  }

  if (!Array.isArray(x.snapshots)) return shape('snapshots is missing or not a list');
  const seen = new Set<number>();
  for (let i = 0; i < x.snapshots.length; i++) {
    const s: unknown = x.snapshots[i];
    const p = checkSnapshotRecord(s);
    if (p) return shape(`saved position ${i + 1}: ${p}`);
    const r = s as { matchId: string; seq: number };
    if (r.matchId !== id) return shape(`saved position ${i + 1}: matchId does not match the game's id`);
    if (r.seq > x.log.length) return seq(`saved position ${i + 1} is after the last move`);
    if (seen.has(r.seq)) return seq(`two saved positions have seq ${r.seq}`);
    seen.add(r.seq);
  }
  if (!seen.has(0)) return shape('the starting position (snapshot with seq 0) is missing');
  return null;
}

export const isBundle = (x: unknown): x is MatchBundle => checkBundle(x) === null;
