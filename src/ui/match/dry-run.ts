// What the engine would do with a move now, without doing it (apply is pure): a screen shows a
// choice's cost or the engine's refusal before anything is sent. Only the events the acting seat
// may read come back, so a preview never shows anyone else's secret.
import { visibleEvents } from '../../engine/match';
import type { Action, GameDefinition, GameEvent, Seat } from '../../engine/types';

export type DryRun = { ok: true; events: GameEvent[] } | { ok: false; message: string };

export function dryRunOf<S, A extends Action>(game: GameDefinition<S, A, unknown>, state: S, seat: Seat, action: A): DryRun {
  const r = game.apply(state, seat, action);
  return r.ok ? { ok: true, events: visibleEvents(r.events, seat) } : { ok: false, message: r.error.message };
}
