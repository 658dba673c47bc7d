// What every public-decision panel shares: the props, the confirmation request, the panel frame,
// and picking one kind of action out of the legal list.
import type { ComponentChildren } from 'preact';
import type { Seat } from '../../../engine/types';
import type { BMAction } from '../../../games/brick-and-mortar';
import type { TableCtx } from './model';

import type { ConfirmRequest } from '../../match/game-ui';

export type { ConfirmRequest };

export interface ActionProps {
  ctx: TableCtx;
  seat: Seat;
  /** Sends the action; resolves true when the engine accepted it and it was saved. */
  act: (action: BMAction) => Promise<boolean>;
  confirm: (req: ConfirmRequest) => void;
  /** Opens the hidden-entry gate on the seat's hand of Stores (buying from hand). */
  openHand: () => void;
  busy: boolean;
}

type Of<T extends BMAction['type']> = Extract<BMAction, { type: T }>;

export function only<T extends BMAction['type']>(legal: readonly BMAction[], type: T): Of<T>[] {
  return legal.filter((a): a is Of<T> => a.type === type);
}

export function Panel(props: { title: string; children: ComponentChildren; id: string }) {
  return (
    <section class="action-panel" aria-labelledby={props.id}>
      <h2 id={props.id} class="action-title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
