// What the reveal shows (the shell's RevealDialog frames it): every entry of the round at once, in
// service order, with the tie-break named where it decided.
import type { GameEvent } from '../../../engine/types';
import { isDialEvent } from '../../../games/bidding-dial/events';
import { recordFromEvent, roundTitle, type DialCtx } from './model';
import { ServiceOrder } from './ServiceOrder';

export const REVEAL_TYPES = ['round-revealed'] as const;

export function revealTitle(e: GameEvent): string {
  const r = isDialEvent(e) ? recordFromEvent(e) : null;
  return r ? `${roundTitle(r)}: revealed` : 'Entries revealed';
}

export function RevealBody(props: { ctx: DialCtx; event: GameEvent }) {
  const r = isDialEvent(props.event) ? recordFromEvent(props.event) : null;
  return r ? <ServiceOrder ctx={props.ctx} record={r} big /> : null;
}
