// The phone's side: a replica of its seat's and the table's documents, and its own outbox. It reads
// what the tablet wrote (its view, its legal moves, who is awaited, its answers) and sends intents
// by writing them into the outbox, numbered. An intent written while the link is down waits in the
// outbox and travels when it comes back: the numbering, not the connection, makes it count once.
import * as Y from 'yjs';
import type { Action, GameEvent, Prompt } from '../engine/types';
import {
  lastClientSeq,
  readAnswer,
  readCanUndo,
  readTakenBack,
  readMeta,
  readMoves,
  readSeq,
  readView,
  writeIntent,
  type Answer,
} from './audience';
import { createSyncPeer, type SyncPeer } from './sync-peer';
import type { Link } from './transport';

export interface Sent {
  clientSeq: number;
  /** Settles when the tablet's answer arrives (accepted, or refused with the engine's sentence). */
  answer: Promise<Answer>;
}

export interface PhoneClient {
  /** The seat's view as last received; undefined before the first. */
  view(): unknown;
  /** The table's view as last received. */
  tableView(): unknown;
  /** The position the seat's view shows (-1 before the first). */
  seq(): number;
  /** Legal moves for this seat at that position, from the engine. */
  legal(): Action[];
  /** What the seat's screens preview of its legal moves, as the tablet computed it (null when none). */
  previews(): unknown;
  /** Who the game waits for, and how. */
  prompts(): Prompt[];
  /** The latest moves' events this seat may read, oldest first. */
  moves(): { seq: number; events: GameEvent[] }[];
  /** The answer to an intent, if it has arrived. */
  answerOf(clientSeq: number): Answer | undefined;
  /**
   * Sends one intent. A phone that has just loaded first waits to catch up with the tablet, so it
   * numbers after what it sent before a reload and never reuses a number.
   */
  send(action: Action): Promise<Sent>;
  /** Whether the tablet's undo rules let this seat take back its last move now. */
  canUndo(): boolean;
  /** Asks the tablet to take back this seat's last move (refused past a barrier), numbered as `send`. */
  undo(): Promise<Sent>;
  /** Calls `listener` after each change the tablet's documents bring. */
  subscribe(listener: () => void): () => void;
  readonly peer: SyncPeer;
  readonly docs: { table: Y.Doc; seat: Y.Doc; outbox: Y.Doc };
  close(): void;
}

export function createPhoneClient(link: Link): PhoneClient {
  const docs = { table: new Y.Doc(), seat: new Y.Doc(), outbox: new Y.Doc() };
  // The outbox comes back too: a phone that reloads learns every number it used that reached the
  // tablet, even one not yet answered, so it never numbers a new intent the same.
  const peer = createSyncPeer(link, docs, ['table', 'seat', 'outbox']);
  // The first catch-up tells a reloaded phone which numbers it used; later ones need no wait.
  const joined = peer.whenCaughtUp();
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  const listeners = new Set<() => void>();

  function onSeatChange(): void {
    for (const [clientSeq, resolve] of waiting) {
      const answer = readAnswer(docs.seat, clientSeq);
      if (!answer) continue;
      waiting.delete(clientSeq);
      resolve(answer);
    }
    for (const l of listeners) l();
  }
  const onTableChange = () => {
    for (const l of listeners) l();
  };
  docs.seat.on('update', onSeatChange);
  docs.table.on('update', onTableChange);

  async function post(action: Action, undo?: true): Promise<Sent> {
    await joined;
    next = Math.max(next, lastClientSeq(docs.seat, docs.outbox)) + 1;
    const clientSeq = next;
    const answer = new Promise<Answer>((resolve) => {
      const known = readAnswer(docs.seat, clientSeq);
      if (known) resolve(known);
      else waiting.set(clientSeq, resolve);
    });
    // The mark says what this phone knew: moves its person made on the tablet since it last heard
    // from it make the tablet refuse this intent rather than apply it on top of them.
    writeIntent(docs.outbox, { clientSeq, action, mark: readTakenBack(docs.seat), ...(undo ? { undo } : {}) });
    return { clientSeq, answer };
  }

  return {
    view: () => readView(docs.seat),
    tableView: () => readView(docs.table),
    seq: () => readSeq(docs.seat),
    legal: () => readMeta<Action[]>(docs.seat, 'legal', []),
    prompts: () => readMeta<Prompt[]>(docs.seat, 'prompts', []),
    previews: () => readMeta<unknown>(docs.seat, 'previews', null),
    moves: () => readMoves(docs.seat),
    answerOf: (clientSeq) => readAnswer(docs.seat, clientSeq),
    send: (action) => post(action),
    canUndo: () => readCanUndo(docs.seat),
    undo: () => post({ type: 'undo' }, true),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    peer,
    docs,
    close() {
      peer.stop();
      docs.seat.off('update', onSeatChange);
      docs.table.off('update', onTableChange);
      for (const d of Object.values(docs)) d.destroy();
    },
  };
}
