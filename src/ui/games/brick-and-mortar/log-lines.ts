// Public events as sentences for the table's log, with names, never "You". Only public events
// reach this function (the screens filter by visibility first); each line reads on its own:
// "Ana stocks 3 Food at $2 (bid $3, Corner Grocer discount)".
import type { GameEvent, Seat } from '../../../engine/types';
import { DEBT_DOLLARS, MONTH_NAMES } from '../../../games/brick-and-mortar/constants';
import { itemLabel, joinNames, plural } from './model';

export type Namer = (seat: Seat) => string;

export interface LogLine {
  text: string;
  /** Month and phase dividers are shown as headings in the log. */
  divider?: boolean;
}

type D = Record<string, unknown>;
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const seats = (x: unknown): Seat[] => (Array.isArray(x) ? (x.filter((s) => typeof s === 'number') as Seat[]) : []);
const list = (x: unknown): D[] => (Array.isArray(x) ? (x.filter((e) => typeof e === 'object' && e !== null) as D[]) : []);

const PHASE_TITLE: Record<string, string> = {
  building: 'Building',
  advertising: 'Advertising',
  supply: 'Supply',
  sale: 'Sale',
  utilities: 'Utilities',
  investment: 'Investment',
};

function debtText(debt: number): string {
  return debt > 0 ? `, taking ${debt} debt (+$${debt * DEBT_DOLLARS})` : '';
}

/** "same price: Carl goes first, being later in turn order" for each tie the order decided. */
export function tieBreakSentences(order: readonly Seat[], tieBreaks: readonly boolean[], name: Namer, what: string): string[] {
  const out: string[] = [];
  tieBreaks.forEach((tied, i) => {
    const a = order[i];
    const b = order[i + 1];
    if (!tied || a === undefined || b === undefined) return;
    out.push(`Same ${what}: ${name(a)} goes before ${name(b)}, being later in turn order.`);
  });
  return out;
}

function stockedLine(d: D, name: Namer): string {
  const who = name(num(d.seat));
  const item = itemLabel(str(d.item));
  const q = num(d.quantity);
  if (q === 0) return `${who} stocks no ${item}.`;
  const stores = list(d.stores);
  const eaches = [...new Set(stores.map((s) => num(s.each)))];
  const price = num(d.price);
  const notes: string[] = [];
  if (d.bid !== null && d.bid !== undefined) notes.push(`bid $${num(d.bid)}`);
  for (const s of stores) if (num(s.discount) > 0) notes.push(`${str(s.store)} discount`);
  const at = eaches.length === 1 ? `$${eaches[0]}` : `$${price} less discounts`;
  return `${who} stocks ${q} ${item} at ${at}${notes.length ? ` (${notes.join(', ')})` : ''}, paying $${num(d.paid)}${debtText(num(d.debt))}.`;
}

function soldLine(d: D, name: Namer): string {
  const who = name(num(d.seat));
  const item = itemLabel(str(d.item));
  const sold = num(d.sold);
  const parts: string[] = [];
  if (sold === 0 && num(d.committed) === 0) return `${who} sells no ${item}.`;
  const bonuses = list(d.stores).filter((s) => num(s.bonus) > 0).map((s) => `${str(s.store)} +$${num(s.bonus)}`);
  parts.push(`${who} sells ${sold} ${item} at $${num(d.price)}${bonuses.length ? ` (${bonuses.join(', ')})` : ''} for $${num(d.revenue)}`);
  if (num(d.toPrivate) > 0) parts.push(`${num(d.toPrivate)} to their own Fulfillment Center`);
  if (num(d.surplus) > 0) parts.push(`${plural(num(d.surplus), 'crate')} discarded as surplus`);
  if (num(d.knockoffKept) > 0) parts.push(`${plural(num(d.knockoffKept), 'Knockoff crate')} stay, no rival sold`);
  return `${parts.join('; ')}.`;
}

export function describeEvent(e: GameEvent, name: Namer): LogLine[] {
  const d: D = e.data ?? {};
  const who = (): string => name(num(d.seat));
  const item = (): string => itemLabel(str(d.item));
  switch (e.type) {
    case 'month-started':
      return [{ text: `${MONTH_NAMES[num(d.month) - 1] ?? `Month ${num(d.month)}`} begins`, divider: true }];
    case 'phase':
      return PHASE_TITLE[str(d.phase)] ? [{ text: `${PHASE_TITLE[str(d.phase)]} phase`, divider: true }] : [];
    case 'draft-started':
      return [{ text: `Draft: everyone is dealt ${num(d.cardsEach)} Stores and keeps ${num(d.keep)}, one at a time.` }];
    case 'draft-kept':
      return [{ text: `${who()} chose a Store to keep (round ${num(d.round)}).` }];
    case 'draft-round':
      return [{ text: `Draft round ${num(d.round)} done: the rest of each hand passes to the next player.` }];
    case 'draft-finished':
      return [{ text: `Draft done: ${plural(num(d.discarded), 'leftover Store')} discarded face down.` }];
    case 'row-filled': {
      const entered = Array.isArray(d.entered) ? d.entered.length : 0;
      return entered > 0 ? [{ text: `${plural(entered, 'Store')} joined the public row; a new preview is shown.` }] : [];
    }
    case 'row-refreshed':
      return [{ text: d.wholeRow ? 'Nobody bought a public Store: the whole row is discarded and replaced.' : 'The oldest public Store is discarded.' }];
    case 'store-deck-reshuffled':
      return [{ text: `Discarded public Stores are shuffled into a new Store deck (${num(d.cards)}).` }];
    case 'market-reshuffled':
      return [{ text: `The Market discard pile is shuffled into a new deck (${num(d.cards)}).` }];
    case 'building-passed':
      return [{ text: `${who()} passes: no Store this month.` }];
    case 'store-bought':
      return [{ text: `${who()} buys ${str(d.store)} from hand for $${num(d.paid)}${debtText(num(d.debt))}.` }];
    case 'auction-started':
      return [{ text: `${who()} opens an auction for ${str(d.store)} at $${num(d.bid)}.` }];
    case 'auction-raised':
      return [{ text: `${who()} raises to $${num(d.bid)}.` }];
    case 'auction-left':
      return [{ text: d.cannotRaise ? `${who()} cannot raise and leaves the auction.` : `${who()} leaves the auction.` }];
    case 'auction-won':
      return [{ text: `${who()} wins ${str(d.store)} for $${num(d.bid)}${debtText(num(d.debt))}.` }];
    case 'store-closed': {
      const crates = Array.isArray(d.crates) ? d.crates.reduce((a: number, b: unknown) => a + num(b), 0) : 0;
      return [{ text: `${who()} closes ${str(d.store)}${crates ? `; ${plural(crates, 'crate')} go back to the supply` : ''}.` }];
    }
    case 'store-opened': {
      const pts = num(d.points);
      return [{ text: `${who()} opens ${str(d.store)} in slot ${num(d.slot) + 1}${pts ? ` and gains ${plural(pts, 'point')}` : ''}.` }];
    }
    case 'store-removed':
      return [{ text: `${str(d.store)} is removed from the game: ${who()} did not open it.` }];
    case 'advertise-submitted':
      return [{ text: `${who()} locked in Market cards.` }];
    case 'advertising-revealed':
      return list(d.entries).map((en) => {
        const supply = list(en.supply).map((c) => `${num(c.crates)} ${itemLabel(str(c.item))}`);
        const dc = num(en.demandCount);
        return {
          text: `${name(num(en.seat))} plays ${supply.length ? `${joinNames(supply)} as Supply` : 'no Supply card'}, and ${plural(dc, 'card')} as Demand, face down.`,
        };
      });
    case 'market-draw':
      return [];
    case 'supply-skipped':
      return [{ text: `${item()}: nobody can stock it now.` }];
    case 'supply-no-bid':
      return [{
        text: `${item()}: no bidding (${str(d.reason)}); ${joinNames(seats(d.eligible).map(name))} may stock at $${num(d.price)}, in turn order.`,
      }];
    case 'supply-bidding':
      return [{
        text: `${item()}: ${num(d.available)} crates for ${num(d.capacity)} spaces, so ${joinNames(seats(d.eligible).map(name))} choose a price in secret.`,
      }];
    case 'supply-price-submitted':
      return [{ text: `${who()} locked in a price for ${item()}.` }];
    case 'supply-revealed': {
      const prices = new Map(list(d.entries).map((en) => [num(en.seat), num(en.price)]));
      const order = seats(d.order);
      const ties = tieBreakSentences(order, Array.isArray(d.tieBreaks) ? (d.tieBreaks as boolean[]) : [], name, 'price');
      return [{ text: `${item()} prices revealed: ${order.map((s) => `${name(s)} $${prices.get(s) ?? 0}`).join(', ')}.${ties.length ? ` ${ties.join(' ')}` : ''}` }];
    }
    case 'stock-skipped':
      return [{ text: `${who()} cannot stock ${item()} now and is skipped.` }];
    case 'stocked':
      return [{ text: stockedLine(d, name) }];
    case 'warehouse-moves':
      return [{ text: `Warehouse moves: ${joinNames(seats(d.owners).map(name))}.` }];
    case 'warehouse-moved':
      return [{ text: `${who()} moves ${num(d.count)} ${item()} from ${str(d.from)} to ${str(d.to)}.` }];
    case 'warehouse-done':
      return [{ text: `${who()} is done with Warehouse moves.` }];
    case 'warehouse-closed':
      return [];
    case 'demand-revealed':
      return list(d.entries).map((en) => {
        const boxes = list(en.demand).map((c) => `${num(c.boxes)} ${itemLabel(str(c.item))}`);
        return { text: `${name(num(en.seat))}'s Demand cards: ${boxes.length ? joinNames(boxes) : 'none'}.` };
      });
    case 'sale-no-bid':
      return [{
        text: `${item()}: no offers needed (${str(d.reason)}); ${joinNames(seats(d.eligible).map(name))} may sell at $${num(d.price)}, in turn order.`,
      }];
    case 'sale-bidding':
      return [{
        text: `${item()}: ${plural(num(d.shared), 'box', 'boxes')} for ${plural(num(d.combined), 'crate')}, so ${joinNames(seats(d.eligible).map(name))} make sealed offers${d.forcedByKnockoff ? ' (a Knockoff Store forces offers)' : ''}.`,
      }];
    case 'sale-offer-submitted':
      return [{ text: `${who()} locked in an offer for ${item()}.` }];
    case 'sale-revealed': {
      const entries = list(d.entries);
      const order = seats(d.order);
      const bySeat = new Map(entries.map((en) => [num(en.seat), en]));
      const shown = order.map((s) => `${name(s)} ${num(bySeat.get(s)?.quantity)} at $${num(bySeat.get(s)?.price)}`);
      const out = entries.filter((en) => num(en.quantity) === 0).map((en) => `${name(num(en.seat))} abstains`);
      const ties = tieBreakSentences(order, Array.isArray(d.tieBreaks) ? (d.tieBreaks as boolean[]) : [], name, 'price');
      return [{ text: `${item()} offers revealed: ${[...shown, ...out].join(', ')}.${ties.length ? ` ${ties.join(' ')}` : ''}` }];
    }
    case 'sold':
      return [{ text: soldLine(d, name) }];
    case 'sale-finished':
      return [];
    case 'utilities-paid': {
      const amount = num(d.amount);
      return amount > 0 ? [{ text: `${who()} pays $${amount} utilities${debtText(num(d.debt))}.` }] : [];
    }
    case 'invested': {
      const k = num(d.points);
      if (k > 0) return [{ text: `${who()} buys ${plural(k, 'point')} for $${num(d.paid)}.` }];
      if (k < 0) return [{ text: `${who()} sells ${plural(-k, 'point')} for $${num(d.received)}.` }];
      return [{ text: `${who()} passes on Investment.` }];
    }
    case 'month-ended':
      return [{ text: `End of ${MONTH_NAMES[num(d.month) - 1] ?? `month ${num(d.month)}`}.` }];
    case 'game-over':
      return [{
        text: `Game over after ${MONTH_NAMES[num(d.month) - 1] ?? `month ${num(d.month)}`} (${d.reason === 'points threshold' ? 'a player reached the points threshold' : 'the final month'}).`,
        divider: true,
      }];
    default:
      return [];
  }
}
