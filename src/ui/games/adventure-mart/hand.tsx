// The hand, drawn large, and what was drawn since the seat last looked: shared by every private
// screen. Only ever rendered behind the gate, from the seat's own view.
import type { Seat } from '../../../engine/types';
import { Card, type CardProps } from './cards';
import { cardName, type AMAction, type AMCtx, type AMView, type CardInfo } from './model';

export interface ScreenProps {
  ctx: AMCtx;
  seat: Seat;
  view: AMView;
  legal: AMAction[];
  /** Sends one move; the screen stays while the seat is still awaited in private. */
  send: (a: AMAction) => void;
  busy: boolean;
  drawn: number[];
}

/** The hand, drawn large; cards drawn since the seat last looked are marked "New". */
export function Hand(props: { view: AMView; seat: Seat; drawn: readonly number[]; label?: string;
  item?: (c: CardInfo) => Partial<CardProps> }) {
  const me = props.view.players[props.seat];
  const hand = me?.hand ?? [];
  const fresh = new Set(props.drawn);
  if (hand.length === 0) return <p class="muted">No cards in hand.</p>;
  return (
    <ul class="am-cards am-cards-large am-hand" aria-label={props.label ?? `${me?.name ?? 'Player'}'s hand`}>
      {hand.map((c) => {
        const extra = props.item?.(c) ?? {};
        const marks = [...(fresh.has(c.id) ? ['New'] : []), ...(extra.marks ?? [])];
        return (
          <li key={c.id}>
            <Card card={c} size="large" {...extra} marks={marks} />
          </li>
        );
      })}
    </ul>
  );
}

export function DrawnNotice(props: { drawn: readonly number[]; name: string }) {
  if (props.drawn.length === 0) return null;
  return (
    <p class="notice am-drawn" role="status">
      Drawn since {props.name} last looked: {props.drawn.map(cardName).join(', ')}
    </p>
  );
}

