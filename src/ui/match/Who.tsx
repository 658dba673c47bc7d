// A seat at the table: its colour badge and name (colour is never the only signal).
import type { Seat } from '../../engine/types';
import type { SeatRecord } from '../../storage/records';
import { Badge } from '../common/SeatBadge';

export function seatName(seats: readonly SeatRecord[], seat: Seat): string {
  return seats[seat]?.name ?? `Player ${seat + 1}`;
}

export function Who(props: { ctx: { seats: readonly SeatRecord[] }; seat: Seat; big?: boolean }) {
  const rec = props.ctx.seats[props.seat];
  const name = seatName(props.ctx.seats, props.seat);
  return (
    <span class="who">
      <Badge name={name} colour={rec?.colour ?? ''} class={props.big ? 'badge-big' : undefined} />
      <span class="who-name">{name}</span>
    </span>
  );
}

/** Names joined for a sentence: "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
