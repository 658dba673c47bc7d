// A connection between the tablet and one phone, in memory, for tests: it can drop, duplicate,
// delay and reorder frames, and be cut and restored. Time is a counter moved by `tick()`, and every
// choice comes from the random function it is given, so a seeded test replays exactly.
import { FRAME_LIMIT } from './frames';
import type { Link, LinkHandlers } from './transport';

export interface Faults {
  /** Chance that a frame is lost. */
  drop: number;
  /** Chance that a frame arrives twice. */
  duplicate: number;
  /** Frames arrive 0 to this many ticks after being sent, so later frames may overtake them. */
  maxDelay: number;
}

export const NO_FAULTS: Faults = { drop: 0, duplicate: 0, maxDelay: 0 };

interface InFlight {
  due: number;
  to: 'host' | 'phone';
  frame: Uint8Array;
}

export interface MemoryChannel {
  /** The tablet's end. */
  host: Link;
  /** The phone's end. */
  phone: Link;
  readonly connected: boolean;
  connect(): void;
  /** Cuts the connection: frames in flight are lost and both ends hear `close`. */
  disconnect(): void;
  /** Moves time by one and delivers the frames due, in random order. */
  tick(): void;
  /** Frames still in flight. */
  readonly pending: number;
  faults: Faults;
  /** Every frame the tablet's end sent, delivered or not: what a phone could have received. */
  readonly toPhone: Uint8Array[];
}

export function createMemoryChannel(random: () => number, faults: Faults = NO_FAULTS, frameLimit = FRAME_LIMIT): MemoryChannel {
  let connected = false;
  let now = 0;
  let queue: InFlight[] = [];
  const handlers: { host?: LinkHandlers; phone?: LinkHandlers } = {};
  const toPhone: Uint8Array[] = [];

  function end(side: 'host' | 'phone'): Link {
    const other = side === 'host' ? 'phone' : 'host';
    return {
      get isOpen() {
        return connected;
      },
      frameLimit,
      send(frame) {
        // A frame over the limit is a bug in the sender: a data channel would refuse it.
        if (frame.length > frameLimit) throw new RangeError(`A ${frame.length}-byte frame is over the ${frameLimit}-byte limit.`);
        if (side === 'host') toPhone.push(frame.slice());
        if (!connected || random() < channel.faults.drop) return;
        const copies = random() < channel.faults.duplicate ? 2 : 1;
        for (let i = 0; i < copies; i++) {
          const delay = Math.floor(random() * (channel.faults.maxDelay + 1));
          queue.push({ due: now + delay, to: other, frame: frame.slice() });
        }
      },
      listen(h) {
        handlers[side] = h;
        return () => {
          if (handlers[side] === h) handlers[side] = undefined;
        };
      },
    };
  }

  const channel: MemoryChannel = {
    host: end('host'),
    phone: end('phone'),
    get connected() {
      return connected;
    },
    connect() {
      if (connected) return;
      connected = true;
      handlers.host?.open();
      handlers.phone?.open();
    },
    disconnect() {
      if (!connected) return;
      connected = false;
      queue = [];
      handlers.host?.close();
      handlers.phone?.close();
    },
    tick() {
      now++;
      const due = queue.filter((f) => f.due <= now);
      queue = queue.filter((f) => f.due > now);
      // Shuffled, so frames sent in one tick may arrive in any order.
      for (let i = due.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [due[i], due[j]] = [due[j]!, due[i]!];
      }
      for (const f of due) {
        if (!connected) break;
        handlers[f.to]?.message(f.frame);
      }
    },
    get pending() {
      return queue.length;
    },
    faults,
    toPhone,
  };
  return channel;
}
