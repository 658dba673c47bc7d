// The line that answers, at a glance: which phase (a strip with the current one lit), which month,
// whose input is awaited, and what happens next. Also the turn-order track.
import type { Seat } from '../../../engine/types';
import { MONTH_NAMES } from '../../../games/brick-and-mortar/constants';
import { isBot, itemLabel, joinNames, nameOf, type TableCtx } from './model';
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

export function waitingFor(ctx: TableCtx): Seat[] {
  const out: Seat[] = [];
  for (const p of ctx.tv.prompts) if (!out.includes(p.seat)) out.push(p.seat);
  return out;
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

export function StatusBar(props: { ctx: TableCtx; onRules: () => void }) {
  const { ctx } = props;
  const { tv } = ctx;
  const current = stripPhase(tv.phase);
  const waiting = waitingFor(ctx);
  const itemNote = (tv.step.phase === 'supply' || tv.step.phase === 'sale') ? ` · ${itemLabel(tv.step.item)}` : '';
  return (
    <>
      <section class="status" aria-label="Where the game is">
        <div class="status-top">
          <p class="status-month">
            {tv.phase === 'draft' ? 'Before January: the draft' : `${tv.monthName}${tv.month === tv.finalMonth ? ' (final month)' : ''}`}
            {itemNote}
          </p>
          <ol class="phase-strip" aria-label="Phases of the month">
            {PHASES.map((p) => (
              <li key={p.id} class={p.id === current ? 'is-current' : ''} aria-current={p.id === current ? 'step' : undefined}>
                {p.label}
                {p.id === 'building' && tv.month === 1 ? <span class="visually-hidden"> (not in January)</span> : null}
              </li>
            ))}
          </ol>
          <button type="button" class="button button-quiet" onClick={props.onRules}>
            Rules: {PHASES.find((p) => p.id === current)?.label ?? (tv.phase === 'draft' ? 'Draft' : 'Game')}
          </button>
        </div>
        <p class="status-waiting">
          <strong>Waiting for:</strong>{' '}
          {waiting.length === 0 ? 'nobody' : joinNames(waiting.map((s) => `${nameOf(ctx, s)}${isBot(ctx, s) ? ' (bot)' : ''}`))}
        </p>
      </section>
      <section class="status-more" aria-label="What happens next">
        <p class="status-next">{whatNext(ctx)}</p>
        {tv.phase === 'sale' ? <p class="status-next">{utilitiesNote(ctx)}</p> : null}
        <div class="turn-order">
          <span class="turn-order-label">Turn order:</span>
          <ol class="turn-order-track" aria-label="Turn order">
            {tv.turnOrder.map((s) => (
              <li key={s}>
                <Who ctx={ctx} seat={s} />
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
