// One source of legality per decision. A decision states its legal actions once, as a compact
// description (a card among a hand, a price in a range, crate counts per Store within room and
// money); the same description lists its members for `legal()` and tests one action for `apply`
// without listing anything. Listing and testing live side by side in each building block below, so
// a decision cannot drift into accepting what it does not list. Game-independent: it needs only the
// kernel's types, so another game can use it as it is.
import type { GameError } from './types';

export interface Choices<T> {
  /** Visits the members in listing order until `visit` returns false; false when stopped early. */
  walk(visit: (value: T) => boolean): boolean;
  /** Null when `value` is a member; otherwise why not, in a player's words. */
  refuse(value: unknown): GameError | null;
}

/** A refusal that may name the bound it broke ("at most 3 crates") or the value given. */
export type Why = GameError | ((bound: number, value: number) => GameError);

const why = (reason: Why, bound: number, value: number): GameError => (typeof reason === 'function' ? reason(bound, value) : reason);

/** The members in listing order, at most `limit` of them. */
export function list<T>(choices: Choices<T>, limit = Infinity): T[] {
  const out: T[] = [];
  if (limit <= 0) return out;
  choices.walk((value) => {
    out.push(value);
    return out.length < limit;
  });
  return out;
}

/** No member at all: nothing may be done, for this reason. */
export function nothing<T>(reason: GameError): Choices<T> {
  return { walk: () => true, refuse: () => reason };
}

/** One of the given values (cards by id, item names): compared with `===`. */
export function among<T>(values: readonly T[], reason: GameError): Choices<T> {
  return {
    walk: (visit) => values.every((v) => visit(v)),
    refuse: (value) => (values.includes(value as T) ? null : reason),
  };
}

export interface RangeReasons {
  /** Not a whole number. */
  wrong: GameError;
  /** The range is empty (checked before `below` and `above` when given). */
  empty?: GameError;
  below: Why;
  above: Why;
}

export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** A whole number from `min` to `max`, both included. */
export function intRange(min: number, max: number, reasons: RangeReasons): Choices<number> {
  return {
    walk(visit) {
      for (let n = min; n <= max; n++) if (!visit(n)) return false;
      return true;
    },
    refuse(value) {
      if (!isInt(value)) return reasons.wrong;
      if (reasons.empty && max < min) return reasons.empty;
      if (value < min) return why(reasons.below, min, value);
      if (value > max) return why(reasons.above, max, value);
      return null;
    },
  };
}

export interface CountReasons {
  /** Not a list of whole numbers, one per slot. */
  wrong: GameError;
  /** Some slot is given more than it may take. */
  slot: GameError;
  below: Why;
  above: Why;
  /** The whole list fails the extra condition (e.g. money). */
  refused?: GameError;
}

/**
 * Per slot a count from 0 to `room[slot]`, the total from `min` to `max`, and whatever `accept`
 * adds (it sees every candidate, listed or tested). Listed slot 0 slowest, counts ascending.
 */
export function counts(
  room: readonly number[],
  total: { min: number; max: number },
  reasons: CountReasons,
  accept: (counts: readonly number[]) => boolean = () => true,
): Choices<number[]> {
  return {
    walk(visit) {
      const current = room.map(() => 0);
      let going = true;
      const step = (i: number, sum: number): void => {
        if (i === room.length) {
          if (sum >= total.min && accept(current)) going = visit(current.slice());
          return;
        }
        for (let n = 0; going && n <= (room[i] as number) && sum + n <= total.max; n++) {
          current[i] = n;
          step(i + 1, sum + n);
        }
        current[i] = 0;
      };
      step(0, 0);
      return going;
    },
    refuse(value) {
      if (!Array.isArray(value) || value.length !== room.length) return reasons.wrong;
      let sum = 0;
      for (let i = 0; i < value.length; i++) {
        const n: unknown = value[i];
        if (!isInt(n) || n < 0) return reasons.wrong;
        if (n > (room[i] as number)) return reasons.slot;
        sum += n;
      }
      if (sum < total.min) return why(reasons.below, total.min, sum);
      if (sum > total.max) return why(reasons.above, total.max, sum);
      if (!accept(value as number[])) return reasons.refused ?? reasons.wrong;
      return null;
    },
  };
}

export interface PickReasons {
  /** Not `count` whole numbers in all. */
  wrong: GameError;
  /** A card not among the cards, or the same card twice. */
  absent: GameError;
  /** A side's list is not in ascending order. */
  order: GameError;
}

/**
 * `count` different cards, each put on one of two sides; each side lists its cards ascending.
 * Listed by ascending card combinations, then sides with the first side before the second.
 */
export function sidedPicks<K extends string>(
  cards: readonly number[],
  count: number,
  sides: readonly [K, K],
  reasons: PickReasons,
): Choices<Record<K, number[]>> {
  const [first, second] = sides;
  const make = (a: number[], b: number[]) => ({ [first]: a, [second]: b }) as Record<K, number[]>;
  return {
    walk(visit) {
      const sorted = cards.slice().sort((a, b) => a - b);
      const picked: number[] = [];
      const choose = (from: number): boolean => {
        if (picked.length === count) {
          for (let mask = 0; mask < 1 << count; mask++) {
            // Bit k set (counting from the first card) puts card k on the second side.
            const a = picked.filter((_, k) => !(mask & (1 << (count - 1 - k))));
            const b = picked.filter((_, k) => (mask & (1 << (count - 1 - k))) !== 0);
            if (!visit(make(a, b))) return false;
          }
          return true;
        }
        for (let i = from; i < sorted.length; i++) {
          picked.push(sorted[i] as number);
          const going = choose(i + 1);
          picked.pop();
          if (!going) return false;
        }
        return true;
      };
      return choose(0);
    },
    refuse(value) {
      const record = value as Record<string, unknown>;
      const a = record[first];
      const b = record[second];
      if (!Array.isArray(a) || !Array.isArray(b)) return reasons.wrong;
      const all: unknown[] = [...a, ...b];
      if (all.length !== count || !all.every(isInt)) return reasons.wrong;
      const seen = new Set<number>();
      for (const card of all as number[]) {
        if (!cards.includes(card) || seen.has(card)) return reasons.absent;
        seen.add(card);
      }
      const ascending = (l: number[]) => l.every((n, i) => i === 0 || (l[i - 1] as number) < n);
      return ascending(a as number[]) && ascending(b as number[]) ? null : reasons.order;
    },
  };
}

/** One field of an action (or several fields chosen together), given the fields chosen before it. */
export interface Field {
  key: string | readonly string[];
  values: (chosen: Record<string, unknown>) => Choices<unknown>;
}

export const field = (key: string, values: (chosen: Record<string, unknown>) => Choices<unknown>): Field => ({ key, values });
export const fields = (keys: readonly string[], values: (chosen: Record<string, unknown>) => Choices<Record<string, unknown>>): Field => ({ key: keys, values });

export interface Move<A> extends Choices<A> {
  type: string;
}

const keysOf = (part: Field): readonly string[] => (typeof part.key === 'string' ? [part.key] : part.key);

/** Whether the action has exactly `type` and the parts' fields (undefined ones count as absent, as `sameAction` does). */
function exactKeys(action: Record<string, unknown>, parts: readonly Field[]): boolean {
  let expected = 1;
  for (const part of parts) expected += typeof part.key === 'string' ? 1 : part.key.length;
  let present = 0;
  for (const key in action) {
    if (action[key] === undefined) continue;
    if (key !== 'type' && !parts.some((part) => part.key === key || keysOf(part).includes(key))) return false;
    present++;
  }
  return present === expected;
}

/**
 * Actions of one type: `{ type, ...fields }`, the fields chosen in order (later ones may depend on
 * earlier ones). `unavailable`, when given, empties the move and is the reason it is refused.
 */
export function move<A>(type: string, parts: readonly Field[], shape: GameError, unavailable: GameError | null = null): Move<A> {
  return {
    type,
    walk(visit) {
      if (unavailable) return true;
      const chosen: Record<string, unknown> = { type };
      const step = (i: number): boolean => {
        if (i === parts.length) return visit({ ...chosen } as A);
        const part = parts[i] as Field;
        return part.values(chosen).walk((value) => {
          if (typeof part.key === 'string') chosen[part.key] = value;
          else for (const k of part.key) chosen[k] = (value as Record<string, unknown>)[k];
          return step(i + 1);
        });
      };
      return step(0);
    },
    refuse(value) {
      const action = value as Record<string, unknown>;
      if (action.type !== type) return shape;
      if (unavailable) return unavailable;
      if (!exactKeys(action, parts)) return shape;
      for (const part of parts) {
        const given = typeof part.key === 'string' ? action[part.key] : action;
        const problem = part.values(action).refuse(given);
        if (problem) return problem;
      }
      return null;
    },
  };
}

/** Any of several moves, told apart by their type; listed in the order given. */
export function anyOf<A>(moves: readonly Move<A>[], reason: GameError): Choices<A> {
  return {
    walk: (visit) => moves.every((m) => m.walk(visit)),
    refuse(value) {
      const type = (value as { type?: unknown }).type;
      for (const m of moves) if (m.type === type) return m.refuse(value);
      return reason;
    },
  };
}
