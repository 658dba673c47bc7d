// One end of a phone connection: keeps a few named Yjs documents in step with the other end over a
// Link, with y-protocols' sync messages. On every open each side sends "sync step 1" (its state
// vector) for the documents it receives, and the other answers "sync step 2" (what is missing), so
// a phone that slept, reloaded or lost frames catches up; afterwards each local change travels as
// an "update".
//
// Authority is per document, not per field: `receives` lists the documents this end takes changes
// to. The tablet receives only the phone's outbox, so a phone that sends anything else (an edit to
// its view, a made-up acknowledgement) is ignored. The phone receives the views and, back from the
// tablet, its own outbox (which the tablet never writes).
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import { Joiner, split } from './frames';
import type { Link } from './transport';

/** The documents a phone connection carries. Their names are the link's own: a seat is implied by
 * the link, so a phone cannot even name another seat's document. */
export type DocName = 'table' | 'seat' | 'outbox';
export const DOC_NAMES: readonly DocName[] = ['table', 'seat', 'outbox'];

/** y-protocols sync messages. */
export const KIND_SYNC = 0;
/** "Still here": no body. Each end sends one on a clock, so the other can tell a phone that went
 * silent (asleep, out of range) from one that is there, before the data channel itself gives up. */
export const KIND_HERE = 1;
/** How often each end says it is still here, and after how long unheard the other end is gone. */
export const PING_MS = 2_000;
export const SILENT_MS = 10_000;

export interface SyncPeer {
  /** Sends sync step 1 for every received document: asks for anything lost in flight. */
  resync(): void;
  /** True once every received document has had a step 2 since the link last opened. */
  readonly caughtUp: boolean;
  /** Waits for `caughtUp` (resolved at once when it already holds). */
  whenCaughtUp(): Promise<void>;
  /** Tells the other end this one is still here (the app calls it on a clock). */
  ping(): void;
  /** When the other end was last heard (`now()`; the link's opening counts). */
  readonly heardAt: number;
  /** Stops listening to the link and the documents. */
  stop(): void;
}

export function encodeSync(doc: DocName, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, KIND_SYNC);
  encoding.writeVarString(encoder, doc);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

export function createSyncPeer(link: Link, docs: Record<DocName, Y.Doc>, receives: readonly DocName[], now: () => number = Date.now): SyncPeer {
  const joiner = new Joiner();
  let heardAt = now();
  // The origin of changes this peer applies, so they are not echoed back to the sender.
  const origin = { link };
  let nextId = 1;
  let answered = new Set<DocName>();
  let waiters: (() => void)[] = [];

  function send(message: Uint8Array): void {
    if (!link.isOpen) return;
    for (const frame of split(message, nextId++, link.frameLimit)) link.send(frame);
  }

  function askFor(name: DocName): void {
    send(encodeSync(name, (e) => sync.writeSyncStep1(e, docs[name])));
  }

  function settle(): void {
    if (!caughtUp()) return;
    const ready = waiters;
    waiters = [];
    for (const w of ready) w();
  }

  const caughtUp = () => receives.every((n) => answered.has(n));

  function receive(message: Uint8Array): void {
    const decoder = decoding.createDecoder(message);
    if (decoding.readVarUint(decoder) !== KIND_SYNC) return;
    const name = decoding.readVarString(decoder) as DocName;
    if (!DOC_NAMES.includes(name)) return;
    const type = decoding.peekVarUint(decoder);
    const doc = docs[name];
    if (type === sync.messageYjsSyncStep1) {
      const reply = encodeSync(name, (e) => sync.readSyncMessage(decoder, e, doc, origin));
      send(reply);
      return;
    }
    if (!receives.includes(name)) return;
    sync.readSyncMessage(decoder, encoding.createEncoder(), doc, origin);
    if (type === sync.messageYjsSyncStep2) {
      answered.add(name);
      settle();
    }
    // Updates waiting for an earlier one that never came: a frame was lost, so ask again now
    // rather than wait for the next resync.
    if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null) askFor(name);
  }

  const onUpdate = new Map<DocName, (update: Uint8Array, from: unknown) => void>();
  for (const name of DOC_NAMES) {
    const handler = (update: Uint8Array, from: unknown) => {
      if (from === origin) return;
      send(encodeSync(name, (e) => sync.writeUpdate(e, update)));
    };
    onUpdate.set(name, handler);
    docs[name].on('update', handler);
  }

  const unlisten = link.listen({
    message(frame) {
      heardAt = now();
      const message = joiner.push(frame);
      if (!message) return;
      try {
        receive(message);
      } catch {
        // A malformed message (a broken phone, a hostile one) is dropped; the table goes on.
      }
    },
    open() {
      heardAt = now();
      answered = new Set();
      for (const name of receives) askFor(name);
    },
    close() {
      joiner.reset();
      answered = new Set();
    },
  });
  if (link.isOpen) for (const name of receives) askFor(name);

  return {
    resync() {
      for (const name of receives) askFor(name);
    },
    get caughtUp() {
      return caughtUp();
    },
    ping() {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, KIND_HERE);
      send(encoding.toUint8Array(encoder));
    },
    get heardAt() {
      return heardAt;
    },
    whenCaughtUp() {
      if (caughtUp()) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    stop() {
      unlisten();
      for (const [name, handler] of onUpdate) docs[name].off('update', handler);
    },
  };
}
