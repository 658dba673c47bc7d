// One writer at a time across tabs: two tabs appending to the same match log would interleave seqs
// and one of them would lose its moves. Web Locks is the reliable way (the browser frees the lock
// when a tab dies); BroadcastChannel is a best-effort fallback for browsers without it.
import { fail, ok } from '../engine/result';
import type { GameError, Result } from '../engine/types';

/** The held lock; `release` gives it up (safe to call more than once). */
export interface HeldLock {
  release(): void;
}

export type WriterLock = Result<HeldLock>;

export const OPEN_ELSEWHERE: GameError = {
  code: 'open-elsewhere',
  message: 'Shopfloor is already open in another tab or window. Close it there, then reload here.',
};

/** How long the fallback waits for a holder to answer. Tabs on one device answer in a few ms. */
export const PING_WAIT_MS = 150;

const refused = (): WriterLock => fail({ ...OPEN_ELSEWHERE });

/** Makes `fn` safe to call more than once (release from a button and from unload, say). */
function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (!done) {
      done = true;
      fn();
    }
  };
}

function withWebLocks(locks: LockManager, name: string): Promise<WriterLock | null> {
  return new Promise((resolve) => {
    let release = (): void => undefined;
    const held = new Promise<void>((r) => {
      release = once(r);
    });
    locks
      .request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) {
          resolve(refused());
          return;
        }
        resolve(ok({ release }));
        // The lock is held for as long as this callback's promise is pending.
        await held;
      })
      // A refusing Web Locks (e.g. an opaque origin) is no answer: fall back (null).
      .catch(() => resolve(null));
  });
}

type Message = { type: 'anyone-holding'; from: string } | { type: 'held'; to: string };

function withBroadcast(name: string): Promise<WriterLock> {
  const me = crypto.randomUUID();
  const channel = new BroadcastChannel(name);
  let holding = false;
  return new Promise((resolve) => {
    let settled = false;
    channel.onmessage = (event: MessageEvent<Message>) => {
      const msg = event.data;
      if (msg?.type === 'anyone-holding') {
        if (holding) {
          channel.postMessage({ type: 'held', to: msg.from } satisfies Message);
        } else if (!settled) {
          // Two tabs asking at once: the smaller id wins. Either may have missed the other's
          // ping (a channel opened after a post never sees it), so each side acts on what it
          // saw: the smaller one claims (and tells the other), the larger one backs off.
          if (me < msg.from) channel.postMessage({ type: 'held', to: msg.from } satisfies Message);
          else backOff();
        }
      } else if (msg?.type === 'held' && msg.to === me && !settled) {
        backOff();
      }
    };
    const backOff = (): void => {
      settled = true;
      clearTimeout(timer);
      channel.close();
      resolve(refused());
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      holding = true;
      // Keep the channel open while holding so later tabs get their answer; closing it releases.
      resolve(ok({ release: once(() => channel.close()) }));
    }, PING_WAIT_MS);
    channel.postMessage({ type: 'anyone-holding', from: me } satisfies Message);
  });
}

/**
 * Takes the single-writer lock, or says another tab has it. Never throws. When the browser has
 * neither Web Locks nor BroadcastChannel there is no way to coordinate, so the lock is granted.
 */
export async function acquireWriterLock(name = 'shopfloor-writer'): Promise<WriterLock> {
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks && typeof locks.request === 'function') {
      const got = await withWebLocks(locks, name);
      if (got) return got;
    }
    if (typeof BroadcastChannel === 'function') return await withBroadcast(name);
  } catch {
    // Fall through: failing to coordinate must not stop the player from playing.
  }
  return ok({ release: () => undefined });
}
