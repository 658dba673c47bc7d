// The table of frames: for each kind of frame that can sit on the resolution stack (state.ts), who
// is prompted and how (AM-H1, AM-H2), what a seat may choose (one description that both lists the
// legal moves and checks one), applying a checked move, the automatic step it takes when nothing
// is asked of anyone (day.ts `advance`), and the copy a move changes (copy.ts). The top frame alone
// decides; adding a kind of frame is one entry here.
import { nothing, type Choices } from '../../../engine/choices';
import type { Prompt, Seat } from '../../../engine/types';
import { isClosed } from '../../../engine/response-window';
import type { Frame } from '../state';
import { applyTopup, topupChoices, type TopupAction } from './checkout';
import { GAME_OVER, NOT_YOUR_TURN, type Events } from './common';
import type { HelpAction } from './help-from-hq';
import { applyOffer, offerChoices, type OfferAction } from './offer';
import { applyPick, pickChoices, pickEntry, pickStep, PICK_KINDS, type PickAction } from './picks';
import { applyReact, closeReactWindow, copyReact, reactChoices, reactEntry, type ReactAction } from './react-window';
import { copySale, saleStep } from './sale';
import { applyClosingStep, closingChoices, closingPrompts, closingStep, endOfTrading, type ClosingAction } from './store-closing';
import { applyTurn, dayStep, endTurn, turnChoices, turnOver, type TurnAction } from './trading-hours';
import type { AMState } from '../state';

export type AMAction = TurnAction | OfferAction | TopupAction | ReactAction | PickAction | ClosingAction | HelpAction;

export interface FrameRules<F extends Frame> {
  prompts(s: AMState, f: F): Prompt[];
  /** Everything `seat` may do now: `legal()` lists it and `apply` checks a move against it. */
  choices(s: AMState, f: F, seat: Seat): Choices<AMAction>;
  /** Applies a move `choices` accepted to the working copy `d`. */
  apply(d: AMState, f: F, seat: Seat, action: AMAction, ev: Events): void;
  /** One automatic step while this frame is on top; false when it waits for a player. */
  settle(d: AMState, f: F, ev: Events): boolean;
  /** A copy of the frame that the rules may change in place. */
  copy(f: F): F;
}

type Kind = Frame['f'];
type FrameOf<K extends Kind> = Extract<Frame, { f: K }>;

/** Nobody is asked anything: whatever is sent, it is not that seat's turn. */
const NOT_YOURS: Choices<AMAction> = nothing(NOT_YOUR_TURN);

export const FRAMES: { [K in Kind]: FrameRules<FrameOf<K>> } = {
  // AM-T1, AM-T2: the Day starts each turn, then the final actions, then Store Closing or the Review.
  day: {
    prompts: () => [],
    choices: () => NOT_YOURS,
    apply: () => {},
    settle: (d, f, ev) => {
      if (!dayStep(d, f, ev)) endOfTrading(d, ev);
      return true;
    },
    copy: (f) => ({ f: 'day', turn: f.turn, stage: f.stage, lastStarter: f.lastStarter, finals: f.finals.slice() }),
  },
  turn: {
    prompts: (_, f) => [{ seat: f.seat, kind: f.final ? 'final-action' : 'turn', entry: 'private' }],
    choices: (s, f, seat) => (f.seat === seat ? turnChoices(s, f) : NOT_YOURS),
    apply: (d, f, _seat, a, ev) => applyTurn(d, f, a as TurnAction, ev),
    settle: (d, f, ev) => {
      if (!turnOver(f)) return false;
      endTurn(d, f, ev);
      return true;
    },
    copy: (f) => ({ f: 'turn', seat: f.seat, actions: f.actions, uses: f.uses, taken: f.taken, final: f.final }),
  },
  // AM-O5, AM-O6: the seat to raise composes an Offer; the winner may top it up.
  sale: {
    prompts: (_, f) => {
      if (f.stage === 'offer') return [{ seat: f.toAct, kind: 'offer', entry: 'private' }];
      if (f.stage === 'topup' && f.winner !== null) return [{ seat: f.winner, kind: 'topup', entry: 'private' }];
      return [];
    },
    choices: (s, f, seat) => {
      if (f.stage === 'offer' && f.toAct === seat) return offerChoices(s, f);
      return f.stage === 'topup' && f.winner === seat ? topupChoices(s, f) : NOT_YOURS;
    },
    apply: (d, f, _seat, a, ev) => (f.stage === 'offer' ? applyOffer(d, f, a as OfferAction, ev) : applyTopup(d, f, a as TopupAction, ev)),
    settle: saleStep,
    copy: copySale,
  },
  // AM-E6: one seat at a time is asked; the window resolves what was announced once it closes.
  react: {
    prompts: (s, f) => {
      const seat = f.window.order[f.window.at];
      return seat === undefined ? [] : [{ seat, kind: 'react', entry: reactEntry(s, f, seat) }];
    },
    choices: (s, f, seat) => (f.window.order[f.window.at] === seat ? reactChoices(s, f, seat) : NOT_YOURS),
    apply: (d, f, seat, a, ev) => applyReact(d, f, seat, a as ReactAction, ev),
    settle: (d, f, ev) => {
      if (!isClosed(f.window)) return false;
      closeReactWindow(d, f, ev);
      return true;
    },
    copy: copyReact,
  },
  pick: {
    prompts: (_, f) => [{ seat: f.seat, kind: PICK_KINDS[f.purpose], entry: pickEntry(f) }],
    choices: (s, f, seat) => (f.seat === seat ? pickChoices(s, f) : NOT_YOURS),
    apply: (d, f, _seat, a, ev) => applyPick(d, f, a as PickAction, ev),
    settle: (d, f) => pickStep(d, f),
    copy: (f) => ({ f: 'pick', seat: f.seat, purpose: f.purpose, left: f.left, source: f.source }),
  },
  // AM-K1..AM-K3: the sealed keeps, Upkeep seat by seat, then Help from HQ.
  closing: {
    prompts: (_, f) => closingPrompts(f),
    choices: closingChoices,
    apply: (d, f, seat, a, ev) => applyClosingStep(d, f, seat, a as ClosingAction | HelpAction, ev),
    settle: closingStep,
    copy: (f) => ({
      f: 'closing', step: f.step, upkeep: f.upkeep.slice(), helped: f.helped,
      sealed: f.sealed === null ? null : { kind: f.sealed.kind, eligible: f.sealed.eligible.slice(), entries: f.sealed.entries.slice() },
    }),
  },
  over: {
    prompts: () => [],
    choices: () => nothing(GAME_OVER),
    apply: () => {},
    settle: () => false,
    copy: () => ({ f: 'over' }),
  },
};

/** The table entry for a frame. */
export function frameOf(f: Frame): FrameRules<Frame> {
  // The entry matches the frame's own kind, which TypeScript cannot follow through the lookup.
  return FRAMES[f.f] as unknown as FrameRules<Frame>;
}
