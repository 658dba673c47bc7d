// A player's colour badge with their initial, followed by their name. Colour is never the only
// signal: the initial and the name are always there. Names are rendered as text nodes only.
import type { SeatRecord } from '../../storage/records';
import { botTag } from './bot-level';
import { colourClass, colourName, initialOf } from './palette';

export function Badge(props: { name: string; colour: string; class?: string }) {
  return (
    <span
      class={`badge ${colourClass(props.colour)}${props.class ? ` ${props.class}` : ''}`}
      title={colourName(props.colour)}
      aria-hidden="true"
    >
      {initialOf(props.name)}
    </span>
  );
}

export function SeatBadge(props: { seat: SeatRecord }) {
  const { seat } = props;
  return (
    <span class="seat">
      <Badge name={seat.name} colour={seat.colour} />
      <span class="seat-name">
        {seat.name}
        {seat.kind === 'bot' ? <span class="seat-kind">{botTag(seat)}</span> : null}
      </span>
    </span>
  );
}

export function SeatList(props: { seats: readonly SeatRecord[]; label?: string }) {
  return (
    <ul class="seat-list" aria-label={props.label ?? 'Players'}>
      {props.seats.map((s, i) => (
        <li key={i}>
          <SeatBadge seat={s} />
        </li>
      ))}
    </ul>
  );
}
