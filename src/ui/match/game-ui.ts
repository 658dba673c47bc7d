// What a game gives the shared table (./GameTable.tsx): its board, its words, and one renderer per
// kind of decision. The shell owns everything that is the same for every game: the hidden-entry
// gate and when to show it (from each prompt's `entry`), the reveal queue, confirmations, error and
// save banners, undo, the bots' pace, the logs, the phase strip and "Waiting for".
//
// A game's UI folder exports one `GameUi` as `ui` from its `ui.ts`; its `Table.tsx` is only
// `export default tableFor(ui)` (./GameTable.tsx), which the game's record (./games.ts) lazy-loads.
//
// Shared pieces a game's UI can use: ./PlayAgain.tsx (the end screen's "Play again with the same players"), ./Who.tsx (a seat's badge
// and name, `joinNames`), ../motion/use-travels.ts (a board's cards travel where each move put them,
// planned from the move's public events: Adventure Mart's motions.ts). On a private screen, keep the confirming buttons in reach: the gate's
// content area scrolls, so put them in a bar with `position: sticky; bottom: 0`.
import type { ComponentChildren, ComponentType, VNode } from 'preact';
import type { MatchLog } from '../../app/match-log';
import type { Session } from '../../app/session';
import type { Action, GameDefinition, GameEvent, Prompt, Seat } from '../../engine/types';
import type { SeatRecord } from '../../storage/records';
import type { RulesSection } from './RulesDialog';

/** What the match screen hands a game's table: the open session. */
export interface GameScreenProps {
  session: Session;
}

/** What every game's context carries; a game adds its typed state and view. */
export interface TableCtxBase {
  session: Session;
  seats: readonly SeatRecord[];
  /** The table view's prompts: who is awaited now (never more than the table may know). */
  prompts: readonly Prompt[];
  over: boolean;
}

export interface ConfirmRequest {
  message: string;
  detail?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

/** The shell's doors, handed to a game's decision renderers. */
export interface TableTools {
  /** Sends an action for `seat`; resolves true once the engine accepted it and it was saved. */
  act(seat: Seat, action: unknown): Promise<boolean>;
  confirm(req: ConfirmRequest): void;
  /** Opens the gate on a private screen of `kind` for `seat` (e.g. Brick & Mortar's hand). */
  openGate(seat: Seat, kind: string): void;
  busy: boolean;
}

export interface OpenDecisionProps<Ctx> {
  ctx: Ctx;
  prompt: Prompt;
  tools: TableTools;
}

export interface PrivateScreenProps<Ctx> {
  ctx: Ctx;
  seat: Seat;
  kind: string;
  /** The seat's own view; computed only while the gate is revealed. */
  view: unknown;
  /** Lock-in screens report their choice here (null while nothing valid is chosen). */
  onChoice(action: unknown): void;
  /** Live screens send each step at once (see `GameUi.privateMode`). */
  act(action: unknown): Promise<boolean>;
  /** Events only this seat may read (its draws...), oldest first, with the move they came from. */
  seatLog: readonly { seq: number; events: readonly GameEvent[] }[];
  /** The move count when this seat last saw its private screen (0 if never this sitting). */
  lastLooked: number;
}

export interface LogLine {
  text: string;
  /** Round and phase headings. */
  divider?: boolean;
}

export type Namer = (seat: Seat) => string;

export interface SealedStatus {
  /** The prompt kind everyone is entering, e.g. `supply-price`. */
  kind: string;
  title: string;
  entries: readonly { seat: Seat; done: boolean }[];
}

export interface GameUi<Ctx extends TableCtxBase> {
  /** The game's typed context, rebuilt after every accepted move. `previous` is the context it
   * replaces (null at first): pass the new view through `shareUnchanged` (./share.ts) so every part
   * that did not change keeps its identity and the boards' `memo` skips them. */
  context(session: Session, previous: Ctx | null): Ctx;

  /** The phase strip (a note is read to screen readers, e.g. "not in January"), its name, and
   * which of its phases is current ('' when none is). */
  phases: readonly { id: string; label: string; note?(ctx: Ctx): string | null }[];
  phasesLabel: string;
  currentPhase(ctx: Ctx): string;
  /** Where the game is, in a few words: "March (final month) · Food". */
  where(ctx: Ctx): string;
  /** What happens next, in a sentence or two. */
  whatNext(ctx: Ctx): ComponentChildren;
  /** More status under "what next" (a turn-order track, a reminder); optional. */
  StatusExtra?: ComponentType<{ ctx: Ctx }>;

  /** The board: places the shell's action area and log where the game wants them; `tools` for
   * a move made from the board itself (the Bidding dial's turn order); `moves`, the table's public
   * log, for a board that reads past moves (read it, never rebuild a second one). */
  Layout: ComponentType<{ ctx: Ctx; action: VNode; log: VNode; tools: TableTools; moves: MatchLog }>;

  /** A decision made in everyone's sight (`entry: 'open'`), for a person. */
  OpenDecision: ComponentType<OpenDecisionProps<Ctx>>;
  /** The open decision's panel keeps its own state (a half-made choice) while this key holds;
   * by default the seat and prompt kind. */
  decisionKey?(ctx: Ctx, prompt: Prompt): string;

  /** The private screens, shown only behind the gate. */
  privateTitle(ctx: Ctx, seat: Seat, kind: string): string;
  PrivateScreen: ComponentType<PrivateScreenProps<Ctx>>;
  /**
   * 'lock-in': the screen reports one choice and the gate's Lock in sends it (sealed entries, a
   * single pick). 'live': each step is sent at once, the seat can undo its own steps without
   * leaving the gate, and the gate hands on when the seat is no longer awaited in private.
   */
  privateMode(kind: string): 'lock-in' | 'live';
  /** For a phone, which has no state to dry-run (issue 32): what the private screens preview of
   * the seat's legal moves, computed on the tablet, by each move's JSON; only what that seat may
   * know. The phone's context carries it as `previews`. */
  movePreviews?(game: GameDefinition<unknown, Action, unknown>, state: unknown, seat: Seat): Record<string, unknown>;
  /** An open decision's private part, as the kind of private screen that shows it (Brick &
   * Mortar's Store bought from hand on the Building turn), or null. A seat with a phone takes that
   * part on its phone, never behind the tablet's cover, and the tablet writes its previews there. */
  privatePart?(prompt: Prompt, legal: readonly Action[]): string | null;
  /** The button on the table that opens a private decision: "Ana's turn". */
  privateInvite?(ctx: Ctx, prompt: Prompt): string;

  /** A simultaneous secret step in progress, if any, and how the table names one entry. */
  sealedStatus?(ctx: Ctx): SealedStatus | null;
  sealedNoun?(kind: string): string;

  /** Public events shown as a reveal screen over the table. */
  reveals: {
    types: readonly string[];
    title(ctx: Ctx, event: GameEvent): string;
    Body: ComponentType<{ ctx: Ctx; event: GameEvent }>;
  };

  /** Log sentences: public events for the table; a seat's own for its private screen. */
  describeEvent(event: GameEvent, name: Namer): LogLine[];

  EndScreen: ComponentType<{ ctx: Ctx }>;
  /** The rules reference in the game's own words, opened at the section for where the game is
   * (the status line's "Rules: ..." button is named after that section). */
  rules: readonly RulesSection[];
  rulesSection(ctx: Ctx): string;
}
