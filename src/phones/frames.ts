// Frames: one message cut into pieces no larger than a link carries, and joined again. A WebRTC
// data channel refuses (or, in some browsers, silently drops) messages over about 16 KB, while a
// seat's view with its legal moves can be larger, so every message travels as frames.
//
// A frame is either whole ([WHOLE, ...message]) or a piece ([PIECE, id u32, index u16, count u16,
// ...bytes]). The joiner tolerates pieces that arrive twice, late or out of order, and forgets a
// message whose pieces stop coming (a dropped piece loses that message only; the sync that
// follows a reconnect or a resync fetches what it carried).

const WHOLE = 0;
const PIECE = 1;
const PIECE_HEADER = 9;

/** What a WebRTC data channel carries safely in every browser. */
export const FRAME_LIMIT = 16 * 1024;
/** A joined message larger than this is refused: a phone must not make the tablet hold gigabytes. */
export const MESSAGE_LIMIT = 8 * 1024 * 1024;
/** Unfinished messages kept at once; the oldest is forgotten first. */
const OPEN_LIMIT = 32;

/** Cuts `message` into frames of at most `limit` bytes. `id` tells this message's pieces apart. */
export function split(message: Uint8Array, id: number, limit = FRAME_LIMIT): Uint8Array[] {
  if (limit <= PIECE_HEADER) throw new RangeError('A frame limit must leave room for the header.');
  if (message.length + 1 <= limit) {
    const frame = new Uint8Array(message.length + 1);
    frame[0] = WHOLE;
    frame.set(message, 1);
    return [frame];
  }
  const room = limit - PIECE_HEADER;
  const count = Math.ceil(message.length / room);
  if (count > 0xffff) throw new RangeError('This message is too large to send.');
  const frames: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    const bytes = message.subarray(index * room, (index + 1) * room);
    const frame = new Uint8Array(PIECE_HEADER + bytes.length);
    const head = new DataView(frame.buffer);
    head.setUint8(0, PIECE);
    head.setUint32(1, id >>> 0);
    head.setUint16(5, index);
    head.setUint16(7, count);
    frame.set(bytes, PIECE_HEADER);
    frames.push(frame);
  }
  return frames;
}

interface Open {
  count: number;
  pieces: (Uint8Array | undefined)[];
  have: number;
  size: number;
}

/** Joins frames back into messages, one joiner per direction of a link. */
export class Joiner {
  private open = new Map<number, Open>();
  /** Ids joined lately, so a late duplicate piece does not start the message again. */
  private done: number[] = [];

  /** The whole message this frame completes, or null (a piece still waiting, or a bad frame). */
  push(frame: Uint8Array): Uint8Array | null {
    if (frame.length === 0) return null;
    if (frame[0] === WHOLE) return frame.slice(1);
    if (frame[0] !== PIECE || frame.length < PIECE_HEADER) return null;
    const head = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    const id = head.getUint32(1);
    const index = head.getUint16(5);
    const count = head.getUint16(7);
    if (count === 0 || index >= count || this.done.includes(id)) return null;
    let entry = this.open.get(id);
    if (entry && entry.count !== count) return null;
    if (!entry) {
      entry = { count, pieces: new Array<Uint8Array | undefined>(count), have: 0, size: 0 };
      this.open.set(id, entry);
      if (this.open.size > OPEN_LIMIT) this.open.delete(this.open.keys().next().value as number);
    }
    if (entry.pieces[index]) return null;
    const bytes = frame.slice(PIECE_HEADER);
    entry.pieces[index] = bytes;
    entry.have++;
    entry.size += bytes.length;
    if (entry.size > MESSAGE_LIMIT) {
      this.open.delete(id);
      return null;
    }
    if (entry.have < count) return null;
    this.open.delete(id);
    this.done.push(id);
    if (this.done.length > OPEN_LIMIT) this.done.shift();
    const message = new Uint8Array(entry.size);
    let at = 0;
    for (const piece of entry.pieces) {
      message.set(piece!, at);
      at += piece!.length;
    }
    return message;
  }

  /** Forgets every unfinished message (the link closed: its pieces will not come). */
  reset(): void {
    this.open.clear();
  }
}
