// One door for every frame: who is prompted and how (AM-H1, AM-H2), what each seat may do, and
// applying a move. `apply` checks a move against the legal moves of its own type only (never the
// whole list), copies the state once (copy.ts), changes the copy and settles it (day.ts).
import { findLegal, checkActionShape } from '../../../engine/action-shape';
import { sealedPrompts } from '../../../engine/sealed';
import type { Action, ApplyResult, GameError, Prompt, Seat } from '../../../engine/types';
import type { AMEvent } from '../events';
import type { AMState } from '../state';
import { applyTopup, topupLegal, type TopupAction } from './checkout';
import { err, isInt, top, type Events } from './common';
import { working } from './copy';
import { advance, finishDay } from './day';
import { applyHelp, helpLegal, type HelpAction } from './help-from-hq';
import { applyOffer, offerLegal, type OfferAction } from './offer';
import { applyPick, pickEntry, pickLegal, PICK_KINDS, type PickAction } from './picks';
import { applyReact, reactEntry, reactLegal, type ReactAction } from './react-window';
import { applyClosing, keepLegal, upkeepLegal, type ClosingAction } from './store-closing';
import { applyTurn, turnLegal, type TurnAction } from './trading-hours';

export type AMAction = TurnAction | OfferAction | TopupAction | ReactAction | PickAction | ClosingAction | HelpAction;

export function prompts(s: AMState): Prompt[] {
  const f = top(s);
  switch (f.f) {
    case 'turn':
      return [{ seat: f.seat, kind: f.final ? 'final-action' : 'turn', entry: 'private' }];
    case 'sale':
      if (f.stage === 'offer') return [{ seat: f.toAct, kind: 'offer', entry: 'private' }];
      if (f.stage === 'topup' && f.winner !== null) return [{ seat: f.winner, kind: 'topup', entry: 'private' }];
      return [];
    case 'react': {
      const seat = f.window.order[f.window.at];
      return seat === undefined ? [] : [{ seat, kind: 'react', entry: reactEntry(s, f, seat) }];
    }
    case 'pick':
      return [{ seat: f.seat, kind: PICK_KINDS[f.purpose], entry: pickEntry(f) }];
    case 'closing':
      if (f.step === 'keep') return f.sealed ? sealedPrompts(f.sealed) : [];
      if (f.step === 'upkeep') return f.upkeep[0] === undefined ? [] : [{ seat: f.upkeep[0], kind: 'upkeep', entry: 'open' }];
      return f.helped === null ? [] : [{ seat: f.helped, kind: 'help-from-hq', entry: 'open' }];
    default:
      return [];
  }
}

/** Every legal move of `seat` now; with `want`, only the moves of that type. */
export function legalActions(s: AMState, seat: Seat, want?: string): AMAction[] {
  if (!isInt(seat) || seat < 0 || seat >= s.players.length) return [];
  const f = top(s);
  let out: AMAction[];
  switch (f.f) {
    case 'turn':
      return f.seat === seat ? turnLegal(s, f, want) : [];
    case 'sale':
      if (f.stage === 'offer' && f.toAct === seat) return offerLegal(s, f, want);
      out = f.stage === 'topup' && f.winner === seat ? topupLegal(s, f) : [];
      break;
    case 'react':
      out = f.window.order[f.window.at] === seat ? reactLegal(s, f, seat) : [];
      break;
    case 'pick':
      out = f.seat === seat ? pickLegal(s, f) : [];
      break;
    case 'closing':
      out = f.step === 'keep' ? keepLegal(s, f, seat) : f.step === 'upkeep' ? upkeepLegal(s, f, seat) : helpLegal(s, f, seat);
      break;
    default:
      return [];
  }
  return want ? out.filter((a) => a.type === want) : out;
}

function refusal(s: AMState, seat: Seat, action: Action): GameError {
  if (top(s).f === 'over') return err('game-over', 'The game is over.');
  if (!prompts(s).some((p) => p.seat === seat) && legalActions(s, seat).length === 0) {
    return err('not-your-turn', 'It is not your turn to choose.');
  }
  if (action.type === 'offer-confirm') return err('offer-too-low', 'Your Offer must be higher than the highest Offer on the table.');
  return err('not-legal', 'That is not one of your choices now.');
}

export function applyAction(s: AMState, seat: Seat, action: Action): ApplyResult<AMState, AMEvent> {
  try {
    const shape = checkActionShape(action);
    if (shape) return { ok: false, error: shape };
    if (!isInt(seat) || seat < 0 || seat >= s.players.length) return { ok: false, error: err('unknown-seat', 'That player is not at this table.') };
    const legal = findLegal(legalActions(s, seat, action.type), action);
    if (!legal) return { ok: false, error: refusal(s, seat, action) };
    const d = working(s);
    const ev: AMEvent[] = [];
    dispatch(d, seat, legal, ev);
    advance(d, ev);
    return { ok: true, state: d, events: ev };
  } catch {
    return { ok: false, error: err('internal', 'Something went wrong with that move; nothing was changed.') };
  }
}

function dispatch(d: AMState, seat: Seat, a: AMAction, ev: Events): void {
  const f = top(d);
  switch (f.f) {
    case 'turn': return applyTurn(d, f, a as TurnAction, ev);
    case 'sale':
      if (f.stage === 'offer') return applyOffer(d, f, a as OfferAction, ev);
      return applyTopup(d, f, a as TopupAction, ev);
    case 'react': return applyReact(d, f, seat, a as ReactAction, ev);
    case 'pick': return applyPick(d, f, a as PickAction, ev);
    case 'closing':
      if (f.step === 'help') {
        applyHelp(d, seat, a as HelpAction, ev);
        d.stack.pop();
        return finishDay(d, ev);
      }
      return applyClosing(d, f, seat, a as ClosingAction, ev);
    default:
      return;
  }
}
