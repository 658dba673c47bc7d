// Actions arrive from the UI, from bots and from imported files. Before a game looks at one, it must
// be plain JSON of a sane size: no functions, no NaN or Infinity, no deep nesting, no huge strings.
// Games then compare it against their own `legal()` list with `sameAction`.
import type { Action, GameError } from './types';

const MAX_DEPTH = 4;
const MAX_KEYS = 24;
const MAX_ARRAY = 64;
const MAX_STRING = 120;

function plainJson(value: unknown, depth: number): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      return value.length <= MAX_STRING ? null : 'a text value is too long';
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : 'a number is not a finite number';
    case 'object': {
      if (depth >= MAX_DEPTH) return 'it is nested too deeply';
      if (Array.isArray(value)) {
        if (value.length > MAX_ARRAY) return 'a list is too long';
        for (const item of value) {
          const problem = plainJson(item, depth + 1);
          if (problem) return problem;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return 'it is not a plain object';
      const keys = Object.keys(value);
      if (keys.length > MAX_KEYS) return 'it has too many fields';
      for (const key of keys) {
        const problem = plainJson((value as Record<string, unknown>)[key], depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    default:
      return `it holds a ${typeof value}`;
  }
}

/** Null when the value can be an action; otherwise the reason as a readable error. */
export function checkActionShape(value: unknown): GameError | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { code: 'bad-shape', message: 'That move is not understood: it is not a move at all.' };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || type.length === 0) {
    return { code: 'bad-shape', message: 'That move is not understood: it has no kind.' };
  }
  const problem = plainJson(value, 0);
  return problem ? { code: 'bad-shape', message: `That move is not understood: ${problem}.` } : null;
}

/** Deep equality of two JSON values; key order does not matter, and undefined fields are absent. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((item, i) => sameJson(item, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bk = Object.keys(bo).filter((k) => bo[k] !== undefined);
  return ak.length === bk.length && ak.every((k) => sameJson(ao[k], bo[k]));
}

export function sameAction(a: Action, b: Action): boolean {
  return a.type === b.type && sameJson(a, b);
}

/** The legal action equal to `action`, or undefined: `legal()` is the single validator. */
export function findLegal<A extends Action>(legal: readonly A[], action: Action): A | undefined {
  for (const candidate of legal) if (sameAction(candidate, action)) return candidate;
  return undefined;
}
