// Where the game is and who is awaited, in words the table can read at a glance: the phase strip
// (the parts of the Day, then the Review), "Day 2 of 5 · Trading Hours", what happens next, the
// private screens' titles and the buttons that open them. Nothing here reveals a secret: a React
// window is worded the same for every seat asked, holder or not.
import type { Prompt, Seat } from '../../../engine/types';
import type { SealedStatus } from '../../match/game-ui';
import { finalsText } from './Board';
import { joinNames, nameOf, plural, type AMCtx } from './model';
import { Who } from './parts';

export const PHASES: readonly { id: string; label: string; note?(ctx: AMCtx): string | null }[] = [
  // Store Opening asks nobody anything, so it is never the lit phase: the note says why.
  { id: 'opening', label: 'Store Opening', note: () => 'done at the start of each Day, no choices' },
  { id: 'trading', label: 'Trading Hours' },
  { id: 'closing', label: 'Store Closing', note: (ctx) => (ctx.tv.day >= ctx.tv.days ? 'not after Day 5' : null) },
  { id: 'review', label: 'Review' },
];

export function currentPhase(ctx: AMCtx): string {
  switch (ctx.tv.phase) {
    case 'over':
      return 'review';
    case 'closing':
      return 'closing';
    default:
      return 'trading';
  }
}

export function where(ctx: AMCtx): string {
  const { tv } = ctx;
  if (tv.phase === 'over') return `After Day ${tv.day} · Review`;
  const day = `Day ${tv.day} of ${tv.days}`;
  if (tv.phase === 'closing') return `${day} · Store Closing`;
  const part = tv.phase === 'final' ? 'Final actions' : 'Trading Hours';
  return tv.sale ? `${day} · ${part} · Sale to ${tv.sale.adventurer.name}` : `${day} · ${part}`;
}

function highest(ctx: AMCtx): number | null {
  const offers = ctx.tv.sale?.offers ?? [];
  const totals = offers.filter((o, seat) => o !== null && !ctx.tv.sale?.out[seat]).map((o) => o?.quality.total ?? 0);
  return totals.length ? Math.max(...totals) : null;
}

function promptSentence(ctx: AMCtx, p: Prompt): string {
  const name = nameOf(ctx, p.seat);
  const { tv } = ctx;
  switch (p.kind) {
    case 'turn':
      return `${name}'s turn: Spend Gold, start a Sale, or use a card effect.`;
    case 'final-action':
      return `${name}'s final action (or pass).`;
    case 'offer': {
      const top = highest(ctx);
      return top === null
        ? `${name} makes the first Offer to ${tv.sale?.adventurer.name ?? 'the Adventurer'}.`
        : `${name} must raise above Quality ${top} or drop out.`;
    }
    case 'topup':
      return `${name} won the Sale and may add more Stock before Checkout.`;
    case 'react':
      return `React window: ${name} may React or continue.`;
    case 'discard':
      return `${name} discards ${plural(tv.pick?.left ?? 0, 'card')} (${tv.pick?.source.name ?? 'an effect'}).`;
    case 'take-from-abyss':
      return `${name} takes a Stock card from the Abyss.`;
    case 'on-call':
      return `${name} may use ${tv.pick?.source.name ?? 'the new Staff'}'s On-Call effect.`;
    case 'upkeep':
      return `Upkeep: ${name} re-hires or banishes face-down Staff.`;
    case 'help-from-hq':
      return `Help from HQ: ${name} claims a Fixture or Staff free, or takes 3 Gold.`;
    default:
      return `Waiting for ${name}.`;
  }
}

export function whatNext(ctx: AMCtx): string {
  const { tv } = ctx;
  if (tv.outcome) return 'The game is over: the Review shows each Net Worth.';
  const keep = tv.closing?.step === 'keep' ? tv.closing.sealed : null;
  if (keep) {
    const waiting = keep.eligible.filter((_, i) => !keep.submitted[i]).map((s) => nameOf(ctx, s));
    return `Discard & Redraw: everyone keeps one card in secret, then draws up to 5. Still choosing: ${joinNames(waiting)}.`;
  }
  const p = tv.prompts[0];
  const now = p ? promptSentence(ctx, p) : 'The game moves on.';
  if (tv.phase === 'final') return `${now} ${finalsText(ctx)}${tv.day >= tv.days ? ' Then the Review.' : ' Then Store Closing.'}`.trim();
  if (tv.phase === 'trading' && !tv.sale) {
    const left = tv.town.queue.length;
    return `${now} ${plural(left, 'Adventurer')} still to serve today; then final actions.`;
  }
  return now;
}

export function StatusExtra(props: { ctx: AMCtx }) {
  const { tv } = props.ctx;
  return (
    <p class="am-status-extra">
      <span>Initiative: </span>
      <Who ctx={props.ctx} seat={tv.initiative} />
      {tv.bulletin ? <span> · Bulletin: {tv.bulletin.name}</span> : null}
    </p>
  );
}

export function privateTitle(ctx: AMCtx, seat: Seat, kind: string): string {
  const name = nameOf(ctx, seat);
  switch (kind) {
    case 'turn':
      return `${name}'s turn`;
    case 'final-action':
      return `${name}'s final action`;
    case 'offer':
      return `${name}'s Offer to ${ctx.tv.sale?.adventurer.name ?? 'the Adventurer'}`;
    case 'topup':
      return `${name}: add Stock or Checkout`;
    case 'react':
      return `${name}: React?`;
    case 'discard':
      return `${name}: discard cards`;
    case 'on-call':
      return `${name}: On-Call effect`;
    case 'keep':
      return `${name}: keep one card`;
    default:
      return `${name}'s hand`;
  }
}

export function privateInvite(ctx: AMCtx, prompt: Prompt): string {
  const name = nameOf(ctx, prompt.seat);
  switch (prompt.kind) {
    case 'offer':
      return ctx.tv.sale?.offers[prompt.seat] || highest(ctx) !== null ? `${name}: raise or drop out` : `${name}: make an Offer`;
    case 'turn':
    case 'final-action':
    case 'topup':
    case 'react':
    case 'discard':
    case 'on-call':
    case 'keep':
      return privateTitle(ctx, prompt.seat, prompt.kind);
    default:
      return `${name}'s turn`;
  }
}

export function privateMode(kind: string): 'lock-in' | 'live' {
  return kind === 'keep' ? 'lock-in' : 'live';
}

export function sealedStatus(ctx: AMCtx): SealedStatus | null {
  const sealed = ctx.tv.closing?.step === 'keep' ? ctx.tv.closing.sealed : null;
  if (!sealed) return null;
  return {
    kind: 'keep',
    title: 'Discard & Redraw: keep one card',
    entries: sealed.eligible.map((seat, i) => ({ seat, done: sealed.submitted[i] === true })),
  };
}

export function sealedNoun(kind: string): string {
  return kind === 'keep' ? 'card to keep' : 'choice';
}
