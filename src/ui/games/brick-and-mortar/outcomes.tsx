// What the Supply, the Sale and the bills did to each player, read from the public events that said
// so ('stocked', 'sold', 'utilities-paid', a purchase's debt): crates stocked and paid for, crates
// sold and discarded, and debt taken. Shown on each board for the rest of the month (from the
// table's log), and under a Supply's or a Sale's reveal for the bidders served at once (from the
// reveal's own move), so an outcome is seen where it lands, not only in crates and cash.
import type { LoggedMove } from '../../../app/match-log';
import type { GameEvent, Seat } from '../../../engine/types';
import { DEBT_DOLLARS } from '../../../games/brick-and-mortar/constants';
import { isBMEvent } from '../../../games/brick-and-mortar/events';
import { ItemTag, money } from './parts';

export interface ItemSold {
  item: string;
  sold: number;
  surplus: number;
  revenue: number;
}

export interface ItemStocked {
  item: string;
  stocked: number;
  paid: number;
}

export interface Outcome {
  stocks: ItemStocked[];
  sales: ItemSold[];
  /** Debt tokens taken (utilities, or a purchase short of cash). */
  debt: number;
}

/** Adds the outcomes `events` tell, per seat, to `into`. */
export function addOutcomes(into: Map<Seat, Outcome>, events: readonly GameEvent[]): Map<Seat, Outcome> {
  for (const e of events) {
    if (e.visibility !== 'public' || !isBMEvent(e)) continue;
    const seat = 'seat' in e.data ? e.data.seat : 0;
    const o = into.get(seat) ?? { stocks: [], sales: [], debt: 0 };
    if (e.type === 'stocked') {
      const d = e.data;
      if (d.quantity === 0 && !(d.debt > 0)) continue;
      if (d.quantity > 0) o.stocks = [...o.stocks, { item: d.item, stocked: d.quantity, paid: d.paid }];
      if (d.debt > 0) o.debt += d.debt;
    } else if (e.type === 'sold') {
      const d = e.data;
      if (d.committed + d.sold + d.surplus === 0) continue;
      o.sales = [...o.sales, { item: d.item, sold: d.sold, surplus: d.surplus, revenue: d.revenue }];
    } else if ((e.type === 'utilities-paid' || e.type === 'store-bought' || e.type === 'auction-won') && e.data.debt > 0) {
      o.debt += e.data.debt;
    } else continue;
    into.set(seat, o);
  }
  return into;
}

/** Each seat's outcomes this month, from the table's public log (moves since the month began). */
export function monthOutcomes(moves: readonly LoggedMove[]): Map<Seat, Outcome> {
  let from = moves.length - 1;
  while (from > 0 && !moves[from]!.events.some((e) => e.type === 'month-started')) from--;
  const out = new Map<Seat, Outcome>();
  for (const m of moves.slice(from)) {
    const start = m.events.findIndex((e) => e.type === 'month-started');
    addOutcomes(out, start < 0 ? m.events : m.events.slice(start));
  }
  return out;
}

/** The outcomes of the sellers served in the reveal's own move, after it and before any later reveal. */
export function revealOutcomes(reveal: GameEvent, move: readonly GameEvent[] | undefined, revealTypes: readonly string[]): Map<Seat, Outcome> {
  const events = move ?? [];
  const at = events.indexOf(reveal);
  if (at < 0) return new Map();
  const later = events.slice(at + 1);
  const next = later.findIndex((e) => revealTypes.includes(e.type));
  return addOutcomes(new Map(), next < 0 ? later : later.slice(0, next));
}

/** A stable text of an outcome, to keep a board's props unchanged while its outcome is. */
export const outcomeKey = (o: Outcome | undefined): string => (o ? JSON.stringify(o) : '');

/** "Food: stocked 3 for $6 · Art: sold 3 for $12, 1 discarded · 2 debt taken (+$4)". Short: the
 * first paint of a match is near its size budget. */
export function OutcomeText(props: { o: Outcome }) {
  const { stocks, sales, debt } = props.o;
  const parts = [
    ...stocks.map((s) => [<ItemTag item={s.item} />, `: stocked ${s.stocked} for ${money(s.paid)}`]),
    ...sales.map((s) => [<ItemTag item={s.item} />, `: sold ${s.sold}${s.sold > 0 ? ` for ${money(s.revenue)}` : ''}${s.surplus > 0 ? `, ${s.surplus} discarded` : ''}`]),
    // The dollars in one piece: Firefox broke "(+/$8)" over two lines.
    ...(debt > 0 ? [[`${debt} debt taken `, <span class="outcome-figure">(+{money(debt * DEBT_DOLLARS)})</span>]] : []),
  ];
  return <>{parts.map((p, i) => <span key={i}>{i > 0 ? ' · ' : ''}{p}</span>)}</>;
}
