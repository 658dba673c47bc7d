// The tablet's phones for one open match: the phone host (src/phones/host.ts) fed from the session,
// and each seat's pairing. A phone's intent goes through `session.dispatch`, the same door as a tap
// on the tablet: the engine validates it, it is committed to IndexedDB, and only then do the
// session's signals move, which publishes the new position to every phone (the effect below runs
// inside the same batch, so a phone reads its new view no later than its answer).
//
// No DOM: signals and plain functions, like the table's other stores.
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Session } from '../../app/session';
import { currentSeq } from '../../engine/match';
import type { Result, Seat } from '../../engine/types';
import { createPhoneHost, type PhoneHost } from '../../phones/host';
import { PING_MS, SILENT_MS, type SyncPeer } from '../../phones/sync-peer';
import type { Link } from '../../phones/transport';
import type { Offer } from '../../phones/webrtc-link';
import { phoneSeats } from '../../app/phone-seats';
import type { GameUi, TableCtxBase } from '../match/game-ui';
import { gameRecord } from '../match/games';

export type PhoneStatus = 'pairing' | 'connecting' | 'connected' | 'lost';

export interface TabletPhones {
  host: PhoneHost;
  /** Seats with a phone (or a pairing under way), and how each stands. */
  status: ReadonlySignal<ReadonlyMap<Seat, PhoneStatus>>;
  /** Starts pairing `seat`: the offer's code goes into the seat's QR code. */
  pair(seat: Seat, makeOffer: () => Promise<Result<Offer>>): Promise<Result<Offer>>;
  /** Takes the phone's answer code for `seat`; the seat is the phone's once the link opens. */
  accept(seat: Seat, answerCode: string): Promise<Result<void>>;
  /** "Ana plays on the tablet again": the phone's link and documents are dropped. */
  release(seat: Seat): void;
  dispose(): void;
}

/** What a phone needs besides its seat's view: which game, who sits where, and which seat it is. */
export interface SeatCard {
  game: string;
  seat: Seat;
  seats: { name: string; colour: string; kind: 'person' | 'bot' }[];
}

/** Written into the seat's document under this map (the tablet's only other write there). */
export const CARD_MAP = 'match';

const bySession = new WeakMap<Session, TabletPhones>();

/** The phones of an open match: one set per session, kept while the session lives. */
export function phonesFor(session: Session): TabletPhones {
  let phones = bySession.get(session);
  if (!phones) {
    const made = createTabletPhones(session, gameRecord(session.meta.peek().game)?.ui());
    phones = { ...made, dispose: () => (bySession.delete(session), made.dispose()) };
    bySession.set(session, phones);
  }
  return phones;
}

/**
 * `ui`, the game's UI record once loaded, gives the previews its private screens show of a move
 * (`movePreviews`: a phone has no state to dry-run) and the private parts of its open decisions
 * (`privatePart`); until it arrives a phone goes without them.
 */
export function createTabletPhones(session: Session, ui?: Promise<Pick<GameUi<TableCtxBase>, 'movePreviews' | 'privatePart'> | undefined>): TabletPhones {
  const game = session.module.game;
  let previews: GameUi<TableCtxBase>['movePreviews'];
  let privatePart: GameUi<TableCtxBase>['privatePart'];
  const host = createPhoneHost({
    game,
    apply: (seat, action) => session.dispatch(seat, action),
    // The tablet's own Undo: the same barriers, saved before it is shown, published by the effect.
    undo: (seat) => session.undo(seat),
    previews: (state, seat) => previews?.(game, state, seat),
    privatePart: (prompt, legal) => privatePart?.(prompt, legal),
  });
  const status = signal<ReadonlyMap<Seat, PhoneStatus>>(new Map());
  const offers = new Map<Seat, { offer: Offer; stop?: () => void }>();

  const setStatus = (seat: Seat, s: PhoneStatus | null) => {
    const next = new Map(status.peek());
    if (s) next.set(seat, s);
    else next.delete(seat);
    status.value = next;
    // The table invites a seat to the gate again once its phone is gone (or was never connected).
    phoneSeats.value = new Set([...next].filter(([, st]) => st === 'connected').map(([seat]) => seat));
  };

  // Seats the tablet's undo rules let take back their last move now (reads the match: tracked).
  const undoable = () => session.meta.peek().seats.flatMap((_, seat) => (session.canUndo(seat) ? [seat] : []));

  // Every position the session shows is published: a phone's move, a tap on the tablet, a bot's,
  // an undo. Events go with the move that made them (none after an undo or on opening), and so does
  // its seat: a move of a phone's seat that the phone did not send was made on the tablet.
  let shown = session.match.peek();
  const stopPublish = effect(() => {
    const match = session.match.value;
    const seq = currentSeq(match);
    const last = session.lastMove.peek();
    const move = last && last.seq === seq ? last : null;
    // An undo is its seat's too (the move it took back was that seat's, never past a barrier).
    const by = move ? move.seat : seq < currentSeq(shown) ? shown.log.at(-1)?.seat : undefined;
    shown = match;
    host.publish({ seq, state: match.state, events: move?.events ?? [], ...(by === undefined ? {} : { by }), undoable: undoable() });
  });
  let disposed = false;
  void ui?.then((loaded) => {
    if (disposed || !(loaded?.movePreviews || loaded?.privatePart)) return;
    previews = loaded.movePreviews?.bind(loaded);
    privatePart = loaded.privatePart?.bind(loaded);
    const match = session.match.peek();
    host.publish({ seq: currentSeq(match), state: match.state, undoable: undoable() });
  }, () => undefined);

  function card(seat: Seat): SeatCard {
    const meta = session.meta.peek();
    return { game: meta.game, seat, seats: meta.seats.map((s) => ({ name: s.name, colour: s.colour, kind: s.kind })) };
  }

  function watch(seat: Seat, link: Link, peer: SyncPeer): () => void {
    // The sync peer listens to the link; this second listener would replace it, so the status is
    // read by polling on a clock instead. A phone is gone when its channel closes, and also when
    // it goes silent (asleep, out of range: a data channel can take half a minute to say so).
    let pinged = 0;
    const timer = setInterval(() => {
      const t = Date.now();
      if (link.isOpen && t - pinged >= PING_MS) {
        peer.ping();
        pinged = t;
      }
      const here = link.isOpen && t - peer.heardAt < SILENT_MS;
      const now = status.peek().get(seat);
      if (here && now !== 'connected') {
        setStatus(seat, 'connected');
        // Back from silence: ask for anything the phone wrote meanwhile.
        if (now === 'lost') peer.resync();
      } else if (!here && now === 'connected') setStatus(seat, 'lost');
    }, 250);
    return () => clearInterval(timer);
  }

  function forget(seat: Seat): void {
    const held = offers.get(seat);
    held?.stop?.();
    held?.offer.close();
    offers.delete(seat);
  }

  return {
    host,
    status,
    async pair(seat, makeOffer) {
      forget(seat);
      const made = await makeOffer();
      if (!made.ok) return made;
      offers.set(seat, { offer: made.value });
      setStatus(seat, 'pairing');
      return made;
    },
    async accept(seat, answerCode) {
      const held = offers.get(seat);
      if (!held) return { ok: false, error: { code: 'no-pairing', message: 'Start again with “Add a phone”.' } };
      const accepted = await held.offer.accept(answerCode);
      if (!accepted.ok) return accepted;
      const peer = host.attach(seat, held.offer.link);
      const docs = host.docs(seat)!;
      docs.seat.transact(() => docs.seat.getMap<string>(CARD_MAP).set('card', JSON.stringify(card(seat))), 'tablet');
      held.stop = watch(seat, held.offer.link, peer);
      setStatus(seat, held.offer.link.isOpen ? 'connected' : 'connecting');
      return accepted;
    },
    release(seat) {
      forget(seat);
      host.release(seat);
      setStatus(seat, null);
    },
    dispose() {
      disposed = true;
      stopPublish();
      for (const seat of [...offers.keys()]) {
        forget(seat);
        host.release(seat);
      }
      status.value = new Map();
      phoneSeats.value = new Set();
    },
  };
}
