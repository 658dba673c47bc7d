// Start a Sale and run it (AM-O1, AM-O5, AM-O9): the starter takes the Initiative Token, reveals a
// face-down Adventurer of their choice (its "when revealed" Queue effect resolves) and must make an
// Offer. Then, clockwise from the starter's left and round again, every player still in whose
// Offer is not the highest must raise above it or drop out, until one player has an Offer.
// Ties between standing Offers (after effects change them) go to the Initiative holder, then
// clockwise. The Adventurer stays in the queue until Checkout.
import { nextClockwise } from '../../../engine/seating';
import type { Seat } from '../../../engine/types';
import { adventurerCard } from '../content';
import type { CardId } from '../content/types';
import { queueEffect } from '../effects/registry';
import type { AMState, Draft, SaleFrame, Use } from '../state';
import { checkout, sellPrice } from './checkout';
import { copyTarget, publicEvent, push, type Events } from './common';
import { goldToSpend, standings } from './quality';
import { openReactWindow } from './react-window';
import { tieOrder } from './standing';

export function startSale(d: AMState, seat: Seat, slot: number, ev: Events): void {
  const adventurer = d.adventurers.queue[slot] as CardId;
  const n = d.players.length;
  d.initiative = seat;
  d.sales += 1;
  const day = d.stack[0];
  if (day?.f === 'day') day.lastStarter = seat;
  const sale: SaleFrame = {
    f: 'sale', number: d.sales, adventurer, starter: seat, stage: 'offer', toAct: seat,
    offers: Array.from({ length: n }, () => null), out: Array.from({ length: n }, () => false),
    draft: { seat, cards: [], uses: [] }, uses: [], raises: 0, winner: null,
  };
  push(d, sale);
  const a = adventurerCard(adventurer);
  ev.push(publicEvent('sale-started', {
    seat, sale: d.sales, slot, card: adventurer, name: a.name, gold: goldToSpend(d, adventurer), desires: a.desires, guild: a.guild,
  }, true));
  const q = queueEffect(adventurer);
  if (q?.when === 'revealed' && q.resolve && a.effect) q.resolve(d, seat, adventurer, a.effect, ev);
}

/** The standing Offer that is highest now, ties to the Initiative holder then clockwise (AM-O9). */
export function leader(s: AMState, sale: SaleFrame): Seat | null {
  const q = standings(s, sale, null);
  let best: Seat | null = null;
  for (const seat of tieOrder(s)) {
    const v = q[seat];
    if (v === null || v === undefined) continue;
    if (best === null || v > (q[best] as number)) best = seat;
  }
  return best;
}

/** AM-O5: the next seat clockwise (from the last actor's left, itself last) that must raise or drop. */
function nextToAct(s: AMState, sale: SaleFrame, lead: Seat | null): Seat | null {
  const n = s.players.length;
  let seat = sale.toAct;
  for (let i = 0; i < n; i++) {
    seat = nextClockwise(n, seat);
    if (!sale.out[seat] && seat !== lead) return seat;
  }
  return null;
}

/** One automatic step of the Sale on top of the stack; false while it waits for a player. */
export function saleStep(d: AMState, sale: SaleFrame, ev: Events): boolean {
  switch (sale.stage) {
    case 'next': {
      const lead = leader(d, sale);
      const seat = nextToAct(d, sale, lead);
      if (seat === null) {
        sale.winner = lead;
        sale.stage = 'won';
        sale.draft = null;
        ev.push(publicEvent('sale-won', { seat: lead, sale: sale.number }, true));
      } else {
        sale.toAct = seat;
        sale.draft = { seat, cards: [], uses: [] };
        sale.stage = 'offer';
      }
      return true;
    }
    case 'won':
      sale.stage = 'after-won';
      openReactWindow(d, 'sale-won', sale.winner as Seat);
      return true;
    case 'after-won': {
      const winner = sale.winner as Seat;
      const room = sellPrice(sale.offers[winner] ?? []) < goldToSpend(d, sale.adventurer);
      const barred = d.players[winner]?.barredSale === sale.number;
      sale.stage = room && !barred && (d.players[winner]?.hand.length ?? 0) > 0 ? 'topup' : 'checkout';
      return true;
    }
    case 'checkout':
      checkout(d, sale, ev);
      sale.stage = 'done';
      return true;
    case 'done':
      d.stack.pop();
      return true;
    default:
      return false;
  }
}

function copyUse(u: Use): Use {
  return { seat: u.seat, source: u.source, target: copyTarget(u.target), raise: u.raise, cancelled: u.cancelled };
}

function copyDraft(d: Draft | null): Draft | null {
  return d === null ? null : { seat: d.seat, cards: d.cards.slice(), uses: d.uses.map(copyUse) };
}

/** A copy of the Sale frame a move may change (copy.ts). */
export function copySale(s: SaleFrame): SaleFrame {
  return {
    f: 'sale', number: s.number, adventurer: s.adventurer, starter: s.starter, stage: s.stage, toAct: s.toAct,
    offers: s.offers.map((o) => (o === null ? null : o.slice())), out: s.out.slice(), draft: copyDraft(s.draft),
    uses: s.uses.map(copyUse), raises: s.raises, winner: s.winner,
  };
}
