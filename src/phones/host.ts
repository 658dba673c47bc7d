// The tablet's side of phones as private hands. The tablet stays the only authority: it writes each
// audience's document from the game's own `view`, `pending` and `legal`, and applies a phone's
// intents through the caller's `apply` (the app passes the session's dispatch, so a phone's move is
// validated and committed to IndexedDB exactly as a tablet tap is). Each intent is applied at most
// once: its answer is kept in the seat's document under its client sequence number, and an intent
// whose number already has an answer (a phone that reloaded and sent again, a frame that came
// twice) is never applied again; the phone reads the first answer.
import * as Y from 'yjs';
import type { Action, GameDefinition, Result, Seat } from '../engine/types';
import { readAnswer, readIntents, visibleTo, writeAnswer, writePosition, type Answer, type Position } from './audience';
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
   * What the seat's private screens preview of its legal moves (a dry run needs the state, which a
   * phone never holds), computed while the seat is awaited in private. It must hold only what that
   * seat may know: the leak scan searches it with the rest.
   */
  previews?(state: unknown, seat: Seat): unknown;
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

  function writeSeat(seat: Seat, link: SeatLink, position: Position): void {
    const prompts = game.pending(position.state);
    const secret = prompts.some((p) => p.seat === seat && p.entry !== 'open');
    link.seat.transact(() => {
      writePosition(
        link.seat,
        position.seq,
        {
          view: game.view(position.state, seat),
          prompts,
          legal: game.legal(position.state, seat),
          previews: (secret && options.previews?.(position.state, seat)) || null,
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
    for (const [seat, link] of seats) writeSeat(seat, link, position);
  }

  function answer(link: SeatLink, clientSeq: number, result: Answer): void {
    link.seat.transact(() => writeAnswer(link.seat, clientSeq, result), TABLET);
  }

  /** Looks for intents without an answer and queues them, in the phone's order. */
  function collect(seat: Seat, link: SeatLink): void {
    for (const intent of readIntents(link.outbox)) {
      if (link.busy.has(intent.clientSeq) || readAnswer(link.seat, intent.clientSeq)) continue;
      link.busy.add(intent.clientSeq);
      queue = queue.then(async () => {
        // The seat may have gone back to the tablet, or its number been answered, while queued.
        if (seats.get(seat) !== link || readAnswer(link.seat, intent.clientSeq)) return;
        let result: Result<unknown>;
        try {
          result = await options.apply(seat, intent.action, { seat, clientSeq: intent.clientSeq });
        } catch {
          result = { ok: false, error: { code: 'internal', message: 'Something went wrong with that move; nothing was changed.' } };
        }
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
