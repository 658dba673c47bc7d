// Frames: any message, cut under the data channel's limit, comes back whole whatever order the
// pieces take, however many arrive twice; a message missing a piece never comes back half.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Joiner, MESSAGE_LIMIT, split } from '../../src/phones/frames';

const RUNS = Number(process.env.PHONES_RUNS ?? 0) || 60;

describe('frames', () => {
  test('a message under the limit travels as one frame', () => {
    const frames = split(new Uint8Array([1, 2, 3]), 1, 100);
    expect(frames).toHaveLength(1);
    expect(new Joiner().push(frames[0]!)).toEqual(new Uint8Array([1, 2, 3]));
  });

  test('a 100 KB message is cut into frames of at most 16 KB and joined again', () => {
    const message = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) % 251);
    const frames = split(message, 7);
    expect(frames.length).toBe(7);
    expect(Math.max(...frames.map((f) => f.length))).toBeLessThanOrEqual(16 * 1024);
    const joiner = new Joiner();
    const out = frames.map((f) => joiner.push(f)).filter((m) => m !== null);
    // Compared as buffers: a deep equality over 100,000 elements takes most of a second.
    expect(out).toHaveLength(1);
    expect(Buffer.from(out[0]!).equals(Buffer.from(message))).toBe(true);
  });

  test('pieces in any order, some twice, interleaved with another message, join to each message once', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 3000 }),
        fc.uint8Array({ minLength: 0, maxLength: 3000 }),
        fc.integer({ min: 16, max: 700 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.integer(),
        (a, b, limit, dupes, shuffleSeed) => {
          const frames = [...split(a, 1, limit), ...split(b, 2, limit)];
          for (const d of dupes) frames.push(frames[d % frames.length]!);
          let s = shuffleSeed;
          for (let i = frames.length - 1; i > 0; i--) {
            s = (Math.imul(s, 1103515245) + 12345) | 0;
            const j = (s >>> 0) % (i + 1);
            [frames[i], frames[j]] = [frames[j]!, frames[i]!];
          }
          expect(frames.every((f) => f.length <= limit)).toBe(true);
          const joiner = new Joiner();
          const out = frames.map((f) => joiner.push(f)).filter((m) => m !== null);
          const key = (m: Uint8Array) => Array.from(m).join(',');
          // A whole frame has no id, so a duplicated whole message comes back twice (harmless for Yjs).
          expect(new Set(out.map(key))).toEqual(new Set([key(a), key(b)]));
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('a message that lost a piece is never delivered, and a later one still is', () => {
    const joiner = new Joiner();
    const first = split(new Uint8Array(500).fill(1), 1, 100);
    for (const f of first.slice(1)) expect(joiner.push(f)).toBeNull();
    const second = split(new Uint8Array(500).fill(2), 2, 100);
    const out = second.map((f) => joiner.push(f)).filter((m) => m !== null);
    expect(out).toEqual([new Uint8Array(500).fill(2)]);
  });

  test('garbage frames and oversized messages are refused without throwing', () => {
    const joiner = new Joiner();
    expect(joiner.push(new Uint8Array([]))).toBeNull();
    expect(joiner.push(new Uint8Array([9, 1, 2]))).toBeNull();
    expect(joiner.push(new Uint8Array([1, 0, 0]))).toBeNull();
    // A piece claiming index 5 of 3.
    expect(joiner.push(new Uint8Array([1, 0, 0, 0, 1, 0, 5, 0, 3, 42]))).toBeNull();
    const huge = 0xffff;
    const piece = new Uint8Array(9 + 200_000);
    const head = new DataView(piece.buffer);
    head.setUint8(0, 1);
    head.setUint32(1, 3);
    head.setUint16(7, huge);
    let refused = true;
    for (let i = 0; i < Math.ceil(MESSAGE_LIMIT / 200_000) + 1; i++) {
      head.setUint16(5, i);
      refused = joiner.push(piece) === null && refused;
    }
    expect(refused).toBe(true);
  });
});
