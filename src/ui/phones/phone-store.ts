// The phone's side of the table, as signals: what the tablet's documents say now (which game, who
// sits where, this seat's view and legal moves, who is awaited) and the doors that send an intent.
// No DOM; the phone's screen only draws it.
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Action, GameEvent, Prompt } from '../../engine/types';
import type { PhoneClient } from '../../phones/client';
import { PING_MS, SILENT_MS } from '../../phones/sync-peer';
import type { Link } from '../../phones/transport';
import { CARD_MAP, type SeatCard } from './tablet-phones';

export interface PhonePictureNow {
  card: SeatCard;
  seq: number;
  view: unknown;
  tableView: unknown;
  prompts: readonly Prompt[];
  legal: readonly Action[];
  /** What the seat's screens preview of its legal moves, from the tablet's dry runs (or null). */
  previews: unknown;
  /** The latest moves' events this seat may read, oldest first. */
  moves: readonly { seq: number; events: readonly GameEvent[] }[];
  /** Whether the tablet's undo rules let this seat take back its last move now. */
  canUndo: boolean;
}

export interface PhoneStore {
  /** Null until the tablet's first position and the seat's card have arrived. */
  picture: ReadonlySignal<PhonePictureNow | null>;
  connected: ReadonlySignal<boolean>;
  sending: ReadonlySignal<boolean>;
  /** The engine's sentence for the last refused intent. */
  error: ReadonlySignal<string | null>;
  /** Sends one intent and resolves with whether the tablet accepted it. */
  send(action: Action): Promise<boolean>;
  /** Asks the tablet to take back this seat's last move; resolves with whether it did. */
  undo(): Promise<boolean>;
  dispose(): void;
}

export function createPhoneStore(client: PhoneClient, link: Link): PhoneStore {
  const picture = signal<PhonePictureNow | null>(null);
  const connected = signal(link.isOpen);
  const sending = signal(false);
  const error = signal<string | null>(null);

  function read(): void {
    const text = client.docs.seat.getMap<string>(CARD_MAP).get('card');
    const seq = client.seq();
    if (text === undefined || seq < 0) return;
    picture.value = {
      card: JSON.parse(text) as SeatCard,
      seq,
      view: client.view(),
      tableView: client.tableView(),
      prompts: client.prompts(),
      legal: client.legal(),
      previews: client.previews(),
      moves: client.moves(),
      canUndo: client.canUndo(),
    };
  }
  const unsubscribe = client.subscribe(read);
  read();
  // The sync peer holds the link's listener; its open flag is read on a short clock instead. The
  // phone says it is still here on the same clock, and a tablet gone silent counts as lost.
  let pinged = 0;
  const timer = setInterval(() => {
    const t = Date.now();
    if (link.isOpen && t - pinged >= PING_MS) {
      client.peer.ping();
      pinged = t;
    }
    const here = link.isOpen && t - client.peer.heardAt < SILENT_MS;
    if (connected.peek() === here) return;
    connected.value = here;
    if (here) client.peer.resync();
  }, 250);

  /** One intent at a time: the tablet's answer (or its sentence) before the next. */
  async function post(send: () => ReturnType<PhoneClient['send']>): Promise<boolean> {
    if (sending.peek()) return false;
    sending.value = true;
    error.value = null;
    try {
      const answer = await (await send()).answer;
      if (!answer.ok) error.value = answer.error.message;
      return answer.ok;
    } finally {
      sending.value = false;
    }
  }

  return {
    picture,
    connected,
    sending,
    error,
    send: (action) => post(() => client.send(action)),
    undo: () => post(() => client.undo()),
    dispose() {
      unsubscribe();
      clearInterval(timer);
      client.close();
    },
  };
}
