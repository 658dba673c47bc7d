// The tablet's side of phones as private hands. The tablet stays the only authority: it writes each
// audience's document from the game's own `view`, `pending` and `legal`, and applies a phone's
// intents through the caller's `apply` (the app passes the session's dispatch, so a phone's move is
// validated and committed to IndexedDB exactly as a tablet tap is). Each intent is applied at most
// once: its answer is kept in the seat's document under its client sequence number, and an intent
// whose number already has an answer (a phone that reloaded and sent again, a frame that came
// twice) is never applied again; the phone reads the first answer.
import * as Y from 'yjs';
import type { Action, GameDefinition, Prompt, Result, Seat } from '../engine/types';
import {
  markTakenBack,
  readAnswer,
  readIntents,
  readTakenBack,
  visibleTo,
  writeAnswer,
  writePosition,
  type Answer,
  type Intent,
  type Position,
} from './audience';
import { createSyncPeer, type SyncPeer } from './sync-peer';
import type { Link } from './transport';

/** Where an applied action came from, for the caller's log and the tests' once-only check. */
export interface IntentSource {
  seat: Seat;
  clientSeq: number;
}

export interface PhoneHostOptions {
  // Each game's own state, action and view types; the host only moves them between game and documents.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<any, Action, any>;
  /**
   * Applies a phone's action as the tablet's own moves are applied, and resolves once it is kept.
   * It must call `publish` with the new position before resolving, so a phone reads its new view
   * no later than its answer.
   */
  apply(seat: Seat, action: Action, from: IntentSource): Promise<Result<unknown>>;
  /**
   * Takes back the seat's last move as the tablet's Undo does (same barriers), for a phone's undo
   * intent; like `apply`, it publishes the position before resolving. Without it a phone's undo
   * is refused.
   */
  undo?(seat: Seat, from: IntentSource): Promise<Result<unknown>>;
  /**
   * What the seat's private screens preview of its legal moves (a dry run needs the state, which a
   * phone never holds), computed while the seat is awaited in private. It must hold only what that
   * seat may know: the leak scan searches it with the rest.
   */
  previews?(state: unknown, seat: Seat): unknown;
  /**
   * An open decision's private part (GameUi.privatePart): a seat at such a prompt is awaited in
   * private for its previews too, since its phone shows that part.
   */
  privatePart?(prompt: Prompt, legal: readonly Action[]): string | null | undefined;
}

export interface PhoneHost {
  /** Writes a position into every document: after each accepted move (any seat's), an undo, a resume. */
  publish(position: Position): void;
  /**
   * Gives `seat` a phone over `link`, replacing any earlier link for that seat (a rejoin). The
   * seat's documents outlive links, so a phone that comes back finds its answers and its outbox.
   */
  attach(seat: Seat, link: Link): SyncPeer;
  /** The seat plays on the tablet again: its link and documents are dropped. */
  release(seat: Seat): void;
  /** The documents of an audience, for the app's table screen and for tests. */
  docs(seat: Seat): { seat: Y.Doc; outbox: Y.Doc } | undefined;
  readonly table: Y.Doc;
  /** Settles once every intent received so far has its answer (for tests and shutdown). */
  idle(): Promise<void>;
}

/** The origin of the tablet's own writes, so documents can tell them from a phone's. */
const TABLET = 'tablet';

/** The answer to an intent sent before the phone knew its person had moved on the tablet. */
export const TAKEN_BACK = {
  code: 'taken-back',
  message: 'This seat played on the tablet while the phone was away, so this entry from the phone was not used. Look again and enter it anew if it still stands.',
};

const NO_UNDO = { code: 'no-undo', message: 'Undo from a phone is not available at this table; use Undo on the tablet.' };

interface SeatLink {
  seat: Y.Doc;
  outbox: Y.Doc;
  peer?: SyncPeer;
  /** Client sequence numbers being applied now: a second sighting must not start a second apply. */
  busy: Set<number>;
}

export function createPhoneHost(options: PhoneHostOptions): PhoneHost {
  const { game } = options;
  const table = new Y.Doc();
  const seats = new Map<Seat, SeatLink>();
  let last: Position | undefined;
  // One intent at a time across all phones, in arrival order, as the session serialises taps.
  let queue: Promise<void> = Promise.resolve();
  // The seat whose phone intent is being applied: a move of that seat published meanwhile is the
  // phone's own; any other move of a seat with a phone was made on the tablet.
  let applying: Seat | undefined;

  function writeSeat(seat: Seat, link: SeatLink, position: Position, onTablet = false): void {
    const prompts = game.pending(position.state);
    const legal = game.legal(position.state, seat);
    const secret = prompts.some((p) => p.seat === seat && (p.entry !== 'open' || !!options.privatePart?.(p, legal)));
    link.seat.transact(() => {
      // In the same change as the position it led to: a phone never reads the one without the other.
      if (onTablet) markTakenBack(link.seat);
      writePosition(
        link.seat,
        position.seq,
        {
          view: game.view(position.state, seat),
          prompts,
          legal,
          previews: (secret && options.previews?.(position.state, seat)) || null,
          undo: position.undoable && position.undoable.includes(seat),
        },
        visibleTo(position.events ?? [], seat),
      );
    }, TABLET);
  }

  function publish(position: Position): void {
    last = position;
    table.transact(() => {
      const content = { view: game.view(position.state, 'table'), prompts: game.pending(position.state) };
      writePosition(table, position.seq, content, visibleTo(position.events ?? [], 'table'));
    }, TABLET);
    for (const [seat, link] of seats) writeSeat(seat, link, position, position.by === seat && applying !== seat);
  }

  function answer(link: SeatLink, clientSeq: number, result: Answer): void {
    link.seat.transact(() => writeAnswer(link.seat, clientSeq, result), TABLET);
  }

  async function run(seat: Seat, link: SeatLink, intent: Intent): Promise<Result<unknown>> {
    // Sent before the phone learnt that its person moved on the tablet (the phone was asleep or
    // out of range, and the table gave the seat the gate): applying it would change that move.
    if ((intent.mark ?? 0) < readTakenBack(link.seat)) return { ok: false, error: TAKEN_BACK };
    const from = { seat, clientSeq: intent.clientSeq };
    applying = seat;
    try {
      if (intent.undo) return options.undo ? await options.undo(seat, from) : { ok: false, error: NO_UNDO };
      return await options.apply(seat, intent.action, from);
    } catch {
      return { ok: false, error: { code: 'internal', message: 'Something went wrong with that move; nothing was changed.' } };
    } finally {
      applying = undefined;
    }
  }

  /** Looks for intents without an answer and queues them, in the phone's order. */
  function collect(seat: Seat, link: SeatLink): void {
    for (const intent of readIntents(link.outbox)) {
      if (link.busy.has(intent.clientSeq) || readAnswer(link.seat, intent.clientSeq)) continue;
      link.busy.add(intent.clientSeq);
      queue = queue.then(async () => {
        // The seat may have gone back to the tablet, or its number been answered, while queued.
        if (seats.get(seat) !== link || readAnswer(link.seat, intent.clientSeq)) return;
        const result = await run(seat, link, intent);
        if (seats.get(seat) === link) answer(link, intent.clientSeq, result.ok ? { ok: true } : { ok: false, error: result.error });
      }).catch(() => undefined).finally(() => {
        link.busy.delete(intent.clientSeq);
      });
    }
  }

  function release(seat: Seat): void {
    const link = seats.get(seat);
    if (!link) return;
    link.peer?.stop();
    seats.delete(seat);
    link.seat.destroy();
    link.outbox.destroy();
  }

  return {
    publish,
    attach(seat, transport) {
      let link = seats.get(seat);
      if (!link) {
        link = { seat: new Y.Doc(), outbox: new Y.Doc(), busy: new Set() };
        seats.set(seat, link);
        if (last) writeSeat(seat, link, last);
        const created = link;
        link.outbox.on('update', () => collect(seat, created));
      }
      link.peer?.stop();
      link.peer = createSyncPeer(transport, { table, seat: link.seat, outbox: link.outbox }, ['outbox']);
      return link.peer;
    },
    release,
    docs(seat) {
      const link = seats.get(seat);
      return link && { seat: link.seat, outbox: link.outbox };
    },
    table,
    async idle() {
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await queue;
      }
    },
  };
}
