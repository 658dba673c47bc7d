// The turn order the table enters (BM-C4: it changes with points every month, so the table can set
// it again between rounds). Reverse turn order breaks ties in the service order (./reveal.ts).
import { isInt, type Choices } from '../../../engine/choices';
import { err } from '../../../engine/result';
import type { Seat } from '../../../engine/types';

const sameOrder = (a: readonly Seat[], b: readonly Seat[]): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

/** Every order of the seats except the current one, in lexicographic order. */
export function newOrders(current: readonly Seat[]): Choices<Seat[]> {
  const n = current.length;
  const wrong = err('bad-order', 'Give the turn order as every player once.');
  return {
    walk(visit) {
      const order: Seat[] = [];
      const used = new Array<boolean>(n).fill(false);
      const place = (): boolean => {
        if (order.length === n) return sameOrder(order, current) || visit(order.slice());
        for (let s = 0; s < n; s++) {
          if (used[s]) continue;
          used[s] = true;
          order.push(s);
          const going = place();
          order.pop();
          used[s] = false;
          if (!going) return false;
        }
        return true;
      };
      return place();
    },
    refuse(value) {
      if (!Array.isArray(value) || value.length !== n || !value.every(isInt)) return wrong;
      const seen = new Set<number>(value as number[]);
      if (seen.size !== n || (value as number[]).some((s) => s < 0 || s >= n)) return wrong;
      return sameOrder(value as Seat[], current) ? err('same-order', 'That is already the turn order.') : null;
    },
  };
}
