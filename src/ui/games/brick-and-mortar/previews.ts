// What Brick & Mortar's screens preview of a move, for a phone (issue 32). On the tablet a screen
// dry-runs the engine on the state (model.ts `dryRun`); a phone has no state, so the tablet runs the
// same dry runs for the seat's legal moves of the kinds whose screens preview one (a Store bought
// from hand and its debt, stocking, a Sale's delivery) and sends each result in the seat's
// document, keyed by the move. Only the one event a screen reads goes (store-bought, stocked,
// sold), never the rest of a dry run's events, and a refusal goes as the engine's sentence.
// The typed game lives here, not in model.ts, which imports `previewKey` from this file: one way only.
import type { Action, GameDefinition, Prompt, Seat } from '../../../engine/types';
import type { BMAction, BMState, BMView } from '../../../games/brick-and-mortar';
import type { BMEvent } from '../../../games/brick-and-mortar/events';
import { dryRunOf, type DryRun } from '../../match/dry-run';

export type BMGame = GameDefinition<BMState, BMAction, BMView, BMEvent>;

/** The event each previewed kind of move shows. */
const SHOWN: Partial<Record<BMAction['type'], string>> = {
  'buy-from-hand': 'store-bought',
  stock: 'stocked',
  'sale-commit': 'sold',
};

/** The move as a key whatever order its fields were written in (a screen builds its own copy). */
export function previewKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(previewKey).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${previewKey(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function movePreviews(game: BMGame, state: BMState, seat: Seat): Record<string, DryRun> {
  const out: Record<string, DryRun> = {};
  for (const a of game.legal(state, seat)) {
    const shown = SHOWN[a.type];
    if (!shown) continue;
    const run = dryRunOf(game, state, seat, a);
    out[previewKey(a)] = run.ok ? { ok: true, events: run.events.filter((e) => e.type === shown) } : run;
  }
  return out;
}

/** The Building turn's private part: a Store bought from hand, on the phone of a seat that has one. */
export function privatePart(prompt: Prompt, legal: readonly Action[]): string | null {
  return prompt.kind === 'build' && legal.some((a) => a.type === 'buy-from-hand') ? 'hand' : null;
}
