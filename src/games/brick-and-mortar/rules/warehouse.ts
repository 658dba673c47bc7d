// Warehouse moves (BM-ST3 (D)): once per Supply phase, after the last type, each Warehouse owner in
// turn order may move crates between a Warehouse and their other Stores within per-type capacity.
// A move is not stocking: no payment, no stocking abilities. Within one session each type moves in
// one direction only (in or out), so a session always ends. Knockoff Stores and Fulfillment Centers
// take no part: a Knockoff crate must not lose its mark by passing through a Warehouse.
import type { Prompt, Seat } from '../../../engine/types';
import { ITEMS, ITEM_COUNT, type Item, type ItemName } from '../constants';
import { itemIndex, storeCard } from '../content';
import type { BMState, OpenStore, WarehouseStep } from '../state';
import { among, anyOf, field, intRange, move, nothing, type Choices } from '../../../engine/choices';
import { err, player, publicEvent, withPlayer, withStep, type Events } from './common';
import { editPlayer } from './copy';
import { cratesIn, isFulfillment, isKnockoff, isWarehouse, placeCrates, roomIn, shelvesFor, takeCrates } from './stores';

export type WarehouseAction =
  | { type: 'warehouse-move'; item: ItemName; from: number; to: number; count: number }
  | { type: 'warehouse-done' };

const ordinary = (s: OpenStore): boolean => !isWarehouse(s) && !isKnockoff(s) && !isFulfillment(s);

/** The largest move from slot `from` to slot `to` for an item, or 0 when it is not allowed. */
function maxMove(stores: readonly OpenStore[], direction: readonly number[], item: Item, from: number, to: number): number {
  const a = stores[from];
  const b = stores[to];
  if (!a || !b || from === to) return 0;
  let sign = 0;
  if (isWarehouse(b) && ordinary(a)) sign = 1;
  else if (isWarehouse(a) && ordinary(b)) sign = -1;
  if (sign === 0 || (direction[item] !== 0 && direction[item] !== sign)) return 0;
  if (shelvesFor(a, item).length === 0 || shelvesFor(b, item).length === 0) return 0;
  return Math.min(cratesIn(a, item), roomIn(b, item));
}

/** BM-ST3 (D): moves between a Warehouse and an ordinary Store, one way per type, or done. */
export function warehouseChoices(state: BMState, step: WarehouseStep, seat: Seat): Choices<WarehouseAction> {
  if (step.queue[0] !== seat) return nothing(err('not-your-turn', 'It is not your turn to move Warehouse crates.'));
  const stores = player(state, seat).stores;
  const wrong = err('bad-move', 'That is not a Warehouse move.');
  const unclear = err('bad-move', 'Say which crates move, from which Store to which, and how many.');
  const noMove = err('no-move', 'Crates can only move between a Warehouse and an ordinary Store, one way per type.');
  const slots = intRange(0, stores.length - 1, { wrong: unclear, below: noMove, above: noMove });
  const moveCrates = move<WarehouseAction>('warehouse-move', [
    field('item', () => among(ITEMS, unclear)),
    field('from', () => slots),
    field('to', () => slots),
    field('count', (c) => intRange(1, maxMove(stores, step.direction, itemIndex(c.item as ItemName), c.from as number, c.to as number), {
      wrong: unclear, empty: noMove, below: unclear, above: (most) => err('too-many', `At most ${most} of those crates can move there.`),
    })),
  ], wrong);
  return anyOf([moveCrates, move<WarehouseAction>('warehouse-done', [], wrong)], wrong);
}

function anyMove(state: BMState, seat: Seat, direction: readonly number[]): boolean {
  const stores = player(state, seat).stores;
  if (!stores.some(isWarehouse)) return false;
  for (let t = 0; t < ITEM_COUNT; t++)
    for (let from = 0; from < stores.length; from++)
      for (let to = 0; to < stores.length; to++) if (maxMove(stores, direction, t as Item, from, to) > 0) return true;
  return false;
}

export function beginWarehouse(state: BMState, ev: Events): BMState {
  const direction = new Array<number>(ITEM_COUNT).fill(0);
  const queue = state.turnOrder.filter((seat) => anyMove(state, seat, direction));
  if (queue.length === 0) return withStep(state, { phase: 'between', after: 'warehouse' });
  ev.push(publicEvent('warehouse-moves', { owners: queue }));
  return withStep(state, { phase: 'warehouse', queue, direction });
}

export function warehousePrompts(step: WarehouseStep): Prompt[] {
  const seat = step.queue[0];
  return seat === undefined ? [] : [{ seat, kind: 'warehouse-move', entry: 'open' }];
}

export function applyWarehouse(state: BMState, step: WarehouseStep, seat: Seat, action: WarehouseAction, ev: Events): BMState {
  if (action.type === 'warehouse-done') {
    ev.push(publicEvent('warehouse-done', { seat }));
    return nextOwner(state, { phase: 'warehouse', queue: step.queue.slice(1), direction: step.direction.map(() => 0) }, ev);
  }
  const item = itemIndex(action.item);
  const p = player(state, seat);
  const stores = p.stores.slice();
  stores[action.from] = takeCrates(stores[action.from] as OpenStore, item, action.count);
  stores[action.to] = placeCrates(stores[action.to] as OpenStore, item, action.count);
  const into = isWarehouse(stores[action.to] as OpenStore);
  ev.push(publicEvent('warehouse-moved', {
    seat, item: action.item, count: action.count,
    from: storeCard((stores[action.from] as OpenStore).card).name, to: storeCard((stores[action.to] as OpenStore).card).name,
  }));
  const direction = step.direction.slice();
  direction[item] = into ? 1 : -1;
  const s = withPlayer(state, seat, editPlayer(p, (d) => (d.stores = stores)));
  if (anyMove(s, seat, direction)) return withStep(s, { phase: 'warehouse', queue: step.queue, direction });
  return nextOwner(s, { phase: 'warehouse', queue: step.queue.slice(1), direction: direction.map(() => 0) }, ev);
}

function nextOwner(state: BMState, step: WarehouseStep, ev: Events): BMState {
  let queue = step.queue;
  while (queue.length > 0 && !anyMove(state, queue[0] as Seat, step.direction)) queue = queue.slice(1);
  if (queue.length === 0) {
    ev.push(publicEvent('warehouse-closed', {}));
    return withStep(state, { phase: 'between', after: 'warehouse' });
  }
  return withStep(state, { phase: 'warehouse', queue, direction: step.direction });
}
