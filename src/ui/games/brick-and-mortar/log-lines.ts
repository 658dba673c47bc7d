// Public events as sentences for the table's log, with names, never "You". Only public events
// reach this function (the screens filter by visibility first); each line reads on its own:
// "Ana stocks 3 Food at $2 (bid $3, Corner Grocer discount)".
import type { GameEvent, Seat } from '../../../engine/types';
import { DEBT_DOLLARS, MONTH_NAMES } from '../../../games/brick-and-mortar/constants';
import { isBMEvent, type BMEventOf } from '../../../games/brick-and-mortar/events';
import { tieBreakSentences } from '../crate-market/service-order';
import { itemLabel, joinNames, plural } from './model';

export type Namer = (seat: Seat) => string;

export interface LogLine {
  text: string;
  /** Month and phase dividers are shown as headings in the log. */
  divider?: boolean;
}

const PHASE_TITLE: Record<BMEventOf<'phase'>['data']['phase'], string> = {
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

function stockedLine(d: BMEventOf<'stocked'>['data'], name: Namer): string {
  const who = name(d.seat);
  const item = itemLabel(d.item);
  const q = d.quantity;
  if (q === 0) return `${who} stocks no ${item}.`;
  const eaches = [...new Set(d.stores.map((s) => s.each))];
  const notes: string[] = [];
  if (d.bid !== null && d.bid !== undefined) notes.push(`bid $${d.bid}`);
  for (const s of d.stores) if (s.discount > 0) notes.push(`${s.store} discount`);
  const at = eaches.length === 1 ? `$${eaches[0]}` : `$${d.price} less discounts`;
  return `${who} stocks ${q} ${item} at ${at}${notes.length ? ` (${notes.join(', ')})` : ''}, paying $${d.paid}${debtText(d.debt)}.`;
}

function soldLine(d: BMEventOf<'sold'>['data'], name: Namer): string {
  const who = name(d.seat);
  const item = itemLabel(d.item);
  const parts: string[] = [];
  if (d.sold === 0 && d.committed === 0) return `${who} sells no ${item}.`;
  const bonuses = d.stores.filter((s) => s.bonus > 0).map((s) => `${s.store} +$${s.bonus}`);
  parts.push(`${who} sells ${d.sold} ${item} at $${d.price}${bonuses.length ? ` (${bonuses.join(', ')})` : ''} for $${d.revenue}`);
  if (d.toPrivate > 0) parts.push(`${d.toPrivate} to their own Fulfillment Center`);
  if (d.surplus > 0) parts.push(`${plural(d.surplus, 'crate')} discarded as surplus`);
  if (d.knockoffKept > 0) parts.push(`${plural(d.knockoffKept, 'Knockoff crate')} stay, no rival sold`);
  return `${parts.join('; ')}.`;
}

const monthName = (month: number): string | undefined => MONTH_NAMES[month - 1];
const names = (seats: readonly Seat[], name: Namer): string => joinNames(seats.map(name));
const ties = (d: { order: Seat[]; tieBreaks: boolean[] }, name: Namer): string => {
  const t = tieBreakSentences(d.order, d.tieBreaks, name, 'price');
  return t.length ? ` ${t.join(' ')}` : '';
};

export function describeEvent(ev: GameEvent, name: Namer): LogLine[] {
  if (!isBMEvent(ev)) return [];
  const one = (text: string): LogLine[] => [{ text }];
  switch (ev.type) {
    case 'month-started': {
      const m = ev.data.month;
      return [{ text: `${monthName(m) ?? `Month ${m}`} begins`, divider: true }];
    }
    case 'phase': {
      const title = PHASE_TITLE[ev.data.phase];
      return title ? [{ text: `${title} phase`, divider: true }] : [];
    }
    case 'draft-started':
      return one(`Draft: everyone is dealt ${ev.data.cardsEach} Stores and keeps ${ev.data.keep}, one at a time.`);
    case 'draft-kept':
      return one(`${name(ev.data.seat)} chose a Store to keep (round ${ev.data.round}).`);
    case 'draft-round':
      return one(`Draft round ${ev.data.round} done: the rest of each hand passes to the next player.`);
    case 'draft-finished':
      return one(`Draft done: ${plural(ev.data.discarded, 'leftover Store')} discarded face down.`);
    case 'row-filled': {
      const entered = ev.data.entered.length;
      return entered > 0 ? one(`${plural(entered, 'Store')} joined the public row; a new preview is shown.`) : [];
    }
    case 'row-refreshed':
      return one(ev.data.wholeRow ? 'Nobody bought a public Store: the whole row is discarded and replaced.' : 'The oldest public Store is discarded.');
    case 'store-deck-reshuffled':
      return one(`Discarded public Stores are shuffled into a new Store deck (${ev.data.cards}).`);
    case 'market-reshuffled':
      return one(`The Market discard pile is shuffled into a new deck (${ev.data.cards}).`);
    case 'building-passed':
      return one(`${name(ev.data.seat)} passes: no Store this month.`);
    case 'store-bought':
      return one(`${name(ev.data.seat)} buys ${ev.data.store} from hand for $${ev.data.paid}${debtText(ev.data.debt)}.`);
    case 'auction-started':
      return one(`${name(ev.data.seat)} opens an auction for ${ev.data.store} at $${ev.data.bid}.`);
    case 'auction-raised':
      return one(`${name(ev.data.seat)} raises to $${ev.data.bid}.`);
    case 'auction-left':
      return one(ev.data.cannotRaise ? `${name(ev.data.seat)} cannot raise and leaves the auction.` : `${name(ev.data.seat)} leaves the auction.`);
    case 'auction-won':
      return one(`${name(ev.data.seat)} wins ${ev.data.store} for $${ev.data.bid}${debtText(ev.data.debt)}.`);
    case 'store-closed': {
      const crates = ev.data.crates.reduce((a, b) => a + b, 0);
      return one(`${name(ev.data.seat)} closes ${ev.data.store}${crates ? `; ${plural(crates, 'crate')} go back to the supply` : ''}.`);
    }
    case 'store-opened': {
      const pts = ev.data.points;
      return one(`${name(ev.data.seat)} opens ${ev.data.store} in slot ${ev.data.slot + 1}${pts ? ` and gains ${plural(pts, 'point')}` : ''}.`);
    }
    case 'store-removed':
      return one(`${ev.data.store} is removed from the game: ${name(ev.data.seat)} did not open it.`);
    case 'advertise-submitted':
      return one(`${name(ev.data.seat)} locked in Market cards.`);
    case 'advertising-revealed':
      return ev.data.entries.map((en) => {
        const supply = en.supply.map((c) => `${c.crates} ${itemLabel(c.item)}`);
        return {
          text: `${name(en.seat)} plays ${supply.length ? `${joinNames(supply)} as Supply` : 'no Supply card'}, and ${plural(en.demandCount, 'card')} as Demand, face down.`,
        };
      });
    case 'supply-skipped':
      return one(`${itemLabel(ev.data.item)}: nobody can stock it now.`);
    case 'supply-no-bid': {
      const d = ev.data;
      return one(`${itemLabel(d.item)}: no bidding (${d.reason}); ${names(d.eligible, name)} may stock at $${d.price}, in turn order.`);
    }
    case 'supply-bidding': {
      const d = ev.data;
      return one(`${itemLabel(d.item)}: ${d.available} crates for ${d.capacity} spaces, so ${names(d.eligible, name)} choose a price in secret.`);
    }
    case 'supply-price-submitted':
      return one(`${name(ev.data.seat)} locked in a price for ${itemLabel(ev.data.item)}.`);
    case 'supply-revealed': {
      const d = ev.data;
      const prices = new Map(d.entries.map((en) => [en.seat, en.price]));
      return one(`${itemLabel(d.item)} prices revealed: ${d.order.map((s) => `${name(s)} $${prices.get(s) ?? 0}`).join(', ')}.${ties(d, name)}`);
    }
    case 'stock-skipped':
      return one(`${name(ev.data.seat)} cannot stock ${itemLabel(ev.data.item)} now and is skipped.`);
    case 'stocked':
      return one(stockedLine(ev.data, name));
    case 'warehouse-moves':
      return one(`Warehouse moves: ${names(ev.data.owners, name)}.`);
    case 'warehouse-moved': {
      const d = ev.data;
      return one(`${name(d.seat)} moves ${d.count} ${itemLabel(d.item)} from ${d.from} to ${d.to}.`);
    }
    case 'warehouse-done':
      return one(`${name(ev.data.seat)} is done with Warehouse moves.`);
    case 'demand-revealed':
      return ev.data.entries.map((en) => {
        const boxes = en.demand.map((c) => `${c.boxes} ${itemLabel(c.item)}`);
        return { text: `${name(en.seat)}'s Demand cards: ${boxes.length ? joinNames(boxes) : 'none'}.` };
      });
    case 'sale-no-bid': {
      const d = ev.data;
      return one(`${itemLabel(d.item)}: no offers needed (${d.reason}); ${names(d.eligible, name)} may sell at $${d.price}, in turn order.`);
    }
    case 'sale-bidding': {
      const d = ev.data;
      return one(
        `${itemLabel(d.item)}: ${plural(d.shared, 'box', 'boxes')} for ${plural(d.combined, 'crate')}, so ${names(d.eligible, name)} make sealed offers${d.forcedByKnockoff ? ' (a Knockoff Store forces offers)' : ''}.`,
      );
    }
    case 'sale-offer-submitted':
      return one(`${name(ev.data.seat)} locked in an offer for ${itemLabel(ev.data.item)}.`);
    case 'sale-revealed': {
      const d = ev.data;
      const bySeat = new Map(d.entries.map((en) => [en.seat, en]));
      const shown = d.order.map((s) => `${name(s)} ${bySeat.get(s)?.quantity ?? 0} at $${bySeat.get(s)?.price ?? 0}`);
      const out = d.entries.filter((en) => en.quantity === 0).map((en) => `${name(en.seat)} abstains`);
      return one(`${itemLabel(d.item)} offers revealed: ${[...shown, ...out].join(', ')}.${ties(d, name)}`);
    }
    case 'sold':
      return one(soldLine(ev.data, name));
    case 'utilities-paid':
      return ev.data.amount > 0 ? one(`${name(ev.data.seat)} pays $${ev.data.amount} utilities${debtText(ev.data.debt)}.`) : [];
    case 'invested': {
      const d = ev.data;
      if (d.points > 0) return one(`${name(d.seat)} buys ${plural(d.points, 'point')} for $${d.paid}.`);
      if (d.points < 0) return one(`${name(d.seat)} sells ${plural(-d.points, 'point')} for $${d.received}.`);
      return one(`${name(d.seat)} passes on Investment.`);
    }
    case 'month-ended':
      return one(`End of ${monthName(ev.data.month) ?? `month ${ev.data.month}`}.`);
    case 'game-over': {
      const d = ev.data;
      return [{
        text: `Game over after ${monthName(d.month) ?? `month ${d.month}`} (${d.reason === 'points threshold' ? 'a player reached the points threshold' : 'the final month'}).`,
        divider: true,
      }];
    }
    // Said elsewhere (a reveal, the private screen) or nothing worth a line.
    case 'market-draw':
    case 'market-drawn':
    case 'warehouse-closed':
    case 'sale-finished':
    case 'building-finished':
    case 'draft-dealt':
    case 'draft-kept-card':
    case 'draft-passed':
      return [];
  }
}
