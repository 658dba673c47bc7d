// Brick & Mortar's words for the shared status line (src/ui/match/StatusBar.tsx): the phases of a
// month, where the game is, what happens next, the utilities reminder and the turn-order track.
import type { Seat } from '../../../engine/types';
import { MONTH_NAMES } from '../../../games/brick-and-mortar/constants';
import { itemLabel, joinNames, nameOf, type TableCtx } from './model';
import { Who } from './parts';

export const PHASES = [
  { id: 'building', label: 'Building' },
  { id: 'advertising', label: 'Advertising' },
  { id: 'supply', label: 'Supply' },
  { id: 'sale', label: 'Sale' },
  { id: 'utilities', label: 'Utilities' },
  { id: 'investment', label: 'Investment' },
] as const;

/** The phase of the strip (and of the rules reference) that the current step belongs to. */
export function stripPhase(phase: string): string {
  if (phase === 'warehouse') return 'supply';
  return phase;
}

export function whatNext(ctx: TableCtx): string {
  const { tv } = ctx;
  const step = tv.step;
  const name = (s: Seat) => nameOf(ctx, s);
  const final = MONTH_NAMES[tv.finalMonth - 1] ?? 'the final month';
  switch (step.phase) {
    case 'draft':
      return `Draft round ${step.round + 1} of 3: each player keeps one Store in secret, then the rest of each hand passes to the next player.`;
    case 'building':
      if (step.auction) {
        const a = step.auction;
        return `Auction for ${a.card.name}: ${name(a.high)} holds the high bid of $${a.bid}. ${name(a.toAct)} raises or leaves; the last one in wins.`;
      }
      return step.stage === 'choose'
        ? `${name(step.actor)} buys a Store from hand, auctions a public Store, or passes. Then they may close and open Stores.`
        : `${name(step.actor)} may close Stores and open a newly bought one, then the next player in turn order builds.`;
    case 'advertising':
      return 'Everyone plays 2 Market cards in secret, each as Supply or Demand. When all have locked in, the Supply crates join the market.';
    case 'supply':
      if (step.sealed) return `Sealed prices for ${itemLabel(step.item)}: when all have locked in, the highest price stocks first; equal prices go to the player later in turn order.`;
      return step.bidding
        ? `${itemLabel(step.item)}: each bidder stocks once, in the revealed order, at their own price.`
        : `${itemLabel(step.item)}: no bidding; players stock at the minimum price in turn order.`;
    case 'warehouse':
      return 'Warehouse owners may move crates between a Warehouse and their other Stores; then the Sale begins.';
    case 'sale':
      if (step.sealed) return `Sealed offers for ${itemLabel(step.item)}: when all have locked in, the lowest price sells first; equal prices go to the player later in turn order.`;
      return step.bidding
        ? `${itemLabel(step.item)}: each seller delivers what they offered, in the revealed order.`
        : `${itemLabel(step.item)}: no offers needed; players sell at the maximum price in turn order.`;
    case 'investment':
      return `Each player buys or sells points once, in turn order. The game ends after this month if anyone has ${tv.pointsThreshold} points${tv.month >= tv.finalMonth ? ', and in any case: this is the final month' : `, or after ${final}`}.`;
    default:
      return 'The game is over.';
  }
}

/** Utilities are compulsory and come right after the Sale: say what each owes before it is due. */
export function utilitiesNote(ctx: TableCtx): string {
  const owed = ctx.tv.players.map((p) => `${nameOf(ctx, p.seat)} $${p.utilities}`);
  return `Utilities come right after the Sale: ${joinNames(owed)}. Cash short of that becomes debt: each $2 short is 1 debt point, -1 point at the end.`;
}

/** Where the game is: "March (final month) · Food". */
export function where(ctx: TableCtx): string {
  const { tv } = ctx;
  const month = tv.phase === 'draft' ? 'Before January: the draft' : `${tv.monthName}${tv.month === tv.finalMonth ? ' (final month)' : ''}`;
  const item = tv.step.phase === 'supply' || tv.step.phase === 'sale' ? ` · ${itemLabel(tv.step.item)}` : '';
  return month + item;
}

export function StatusExtra(props: { ctx: TableCtx }) {
  const { ctx } = props;
  return (
    <>
      {ctx.tv.phase === 'sale' ? <p class="status-next">{utilitiesNote(ctx)}</p> : null}
      <div class="turn-order">
        <span class="turn-order-label">Turn order:</span>
        <ol class="turn-order-track" aria-label="Turn order">
          {ctx.tv.turnOrder.map((s) => (
            <li key={s}>
              <Who ctx={ctx} seat={s} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
