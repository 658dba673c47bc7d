// What every private screen of Brick & Mortar is given, and the note each sealed entry shows when
// its seat has one locked in (never what it is: ./Private.tsx says why).
import type { Seat } from '../../../engine/types';
import type { BMAction, BMView } from '../../../games/brick-and-mortar';
import { nameOf, type TableCtx } from './model';

export interface PrivateProps {
  ctx: TableCtx;
  seat: Seat;
  /** The seat's own view: only ever computed while the gate is revealed. */
  view: BMView;
  onChoice: (action: BMAction | null) => void;
}

/** Whether this seat has an entry locked in (never what it is: see the top of ./Private.tsx). */
function hasLockedIn(view: BMView, seat: Seat): boolean {
  const step = view.step;
  const sealed = 'sealed' in step ? step.sealed : null;
  if (!sealed) return false;
  const i = sealed.eligible.indexOf(seat);
  return i >= 0 && sealed.submitted[i] === true;
}

export function LockedNote(props: { ctx: TableCtx; view: BMView; seat: Seat }) {
  if (!hasLockedIn(props.view, props.seat)) return null;
  return (
    <p class="notice locked-note">
      {nameOf(props.ctx, props.seat)} has an entry locked in. It stays in force, unseen, unless a new one is locked in here.
    </p>
  );
}
