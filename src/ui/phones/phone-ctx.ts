// A game's table context as a phone can build it: from the documents the tablet wrote (the table's
// view, who is awaited, this seat's legal moves, the seats' names), never from the match. The
// gate's private screens read their choices through `game.legal(state, seat)`: on a phone that is
// the list the tablet computed for this seat, and the state is absent. A dry run (a preview of a
// choice's cost) needs the state: a game whose screens preview moves on a phone reads `previews`,
// computed on the tablet (GameUi.movePreviews); any other dry run answers that the preview is on
// the tablet.
import type { Action, GameDefinition, Prompt, Seat } from '../../engine/types';
import type { SeatRecord } from '../../storage/records';
import type { TableCtxBase } from '../match/game-ui';

export interface PhonePicture {
  seat: Seat;
  seats: readonly SeatRecord[];
  tableView: unknown;
  prompts: readonly Prompt[];
  legal: readonly Action[];
  /** The tablet's previews of the legal moves (GameUi.movePreviews), or null. */
  previews?: unknown;
}

const ON_TABLET = { code: 'phone', message: 'The cost of this choice is shown on the tablet.' };

export function phoneCtx(p: PhonePicture): TableCtxBase & {
  game: GameDefinition<unknown, Action, unknown>;
  state: null;
  tv: unknown;
  previews?: Readonly<Record<string, unknown>>;
} {
  const legal = p.legal as Action[];
  const game: GameDefinition<unknown, Action, unknown> = {
    id: 'phone',
    legal: (_state: unknown, seat: Seat) => (seat === p.seat ? legal : []),
    pending: () => [...p.prompts],
    apply: () => ({ ok: false, error: ON_TABLET }),
    view: () => p.tableView,
    outcome: () => null,
  } as unknown as GameDefinition<unknown, Action, unknown>;
  const tv = p.tableView as { outcome?: unknown } | undefined;
  return {
    // A phone has no session: the screens it shows read the view, names and legal moves only.
    session: undefined as never,
    seats: p.seats,
    prompts: p.prompts,
    over: tv?.outcome !== null && tv?.outcome !== undefined,
    game,
    state: null,
    tv: p.tableView,
    ...(p.previews && typeof p.previews === 'object' ? { previews: p.previews as Record<string, unknown> } : {}),
  };
}
