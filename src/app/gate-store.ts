// The hidden-entry gate's flow, without a DOM (the screen is src/ui/gate/HiddenEntryGate.tsx):
//
//   covered  --hold ~500 ms (pointer, or Space/Enter held)-->  [pin]  -->  private  --Lock in-->  covered
//   covered  --click or a key let go early (a tap, or a screen reader's, switch's or voice
//              control's activation)-->  confirm
//   confirm  --"Show Ana's screen"-->  [pin]  -->  private;  confirm  --"Not Ana"-->  covered
//
// Assistive technology activates a button with a click and cannot hold it, so a click asks once,
// naming the person, before it shows anything: still a deliberate step by the right person.
// `alone` (one person at the table, every other seat a bot: nobody to hide from) starts on the
// private screen, and neither leaving the app nor idling covers it; "Cover the screen" still does.
// Leaving (the page hidden, pagehide, window blur: the screen reports it as `leave()`) or `idleMs`
// without input covers it again. The phase lives here in memory only, never saved, so a reload or
// crash always comes back covered.
//
// Each step is allowed only from the phase it belongs to (a late timer, a stale button or a PIN
// answer arriving after a cover opens nothing): the only ways out of `covered` are a hold that
// ran its full time and the question's answer.
//
// The hold and idle times are plain setTimeout and performance.now (the clock events' timeStamps
// are measured on); tests drive them with vitest's fake timers. A clock passed in cost the table's
// first chunk 43 bytes gzip, and that chunk sits at its budget.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';

export const HOLD_MS = 500;
export const DEFAULT_IDLE_MS = 60_000;

export type GatePhase = 'covered' | 'confirm' | 'pin' | 'private';

export interface GateStoreOptions {
  /** Whether the seat has a PIN, asked at the moment the screen would show (settings may change). */
  hasPin(): boolean;
  /** Nobody else at the table: open without the cover and the hold (see above). */
  alone?: boolean;
  idleMs?: number;
}

export interface GateStore {
  phase: ReadonlySignal<GatePhase>;
  /** A hold is in progress (the ring fills). */
  holding: ReadonlySignal<boolean>;
  /** Anything of the seat's own on screen (the PIN pad or the private screen). */
  revealed: ReadonlySignal<boolean>;
  /** The private screen was opened by a held key, still down as it shows (focus goes to its title). */
  openedByKey(): boolean;
  /** A press began (its event's timeStamp); `byKey`: a held Space or Enter. */
  press(pressedAt: number, byKey?: boolean): void;
  /** The press ended or slid away before the hold completed: nothing shows. */
  cancelHold(): void;
  /** A held key was let go: before the hold completed it asks, as a tap does. */
  letGo(): void;
  /** A click on the cover (a tap, or assistive technology's activation): ask who is looking. */
  tap(): void;
  /** The question's "I am Ana": on to the PIN, or the screen. */
  confirm(): void;
  pinAccepted(): void;
  cover(): void;
  /** The app went to the background or lost focus. */
  leave(): void;
  /** Pointer or key input: the idle time starts again. */
  activity(): void;
  /** Covers, then sends the entry; the caller reports its own failures, the gate stays covered. */
  lockIn(send: () => void | Promise<void>): void;
  dispose(): void;
}

/** The hold counts from the press itself, not from when a busy page got round to handling it (on
 * a slow tablet that is several milliseconds later): up to MAX_CATCH_UP_MS of that delay is taken
 * off the wait, so the hold is never longer than HOLD_MS nor shorter than HOLD_MS - MAX_CATCH_UP_MS
 * from when the page saw the press. */
const MAX_CATCH_UP_MS = 100;
export function holdLeft(pressedAt: number, now = performance.now()): number {
  const late = now - pressedAt;
  return HOLD_MS - (late > 0 ? Math.min(late, MAX_CATCH_UP_MS) : 0);
}

export function createGateStore(options: GateStoreOptions): GateStore {
  const { alone = false, idleMs = DEFAULT_IDLE_MS } = options;
  const shown = (): GatePhase => (options.hasPin() ? 'pin' : 'private');
  const phase = signal<GatePhase>(alone ? shown() : 'covered');
  const holding = signal(false);
  const revealed = computed(() => phase.value === 'pin' || phase.value === 'private');
  let holdTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let byKey = false;

  function cancelHold() {
    if (holdTimer !== null) clearTimeout(holdTimer);
    holdTimer = null;
    holding.value = false;
  }

  function press(pressedAt: number, key = false) {
    if (holdTimer !== null || phase.peek() !== 'covered') return;
    byKey = key;
    holding.value = true;
    holdTimer = setTimeout(() => {
      holdTimer = null;
      holding.value = false;
      if (phase.peek() === 'covered') phase.value = shown();
    }, holdLeft(pressedAt));
  }

  function cover() {
    cancelHold();
    phase.value = 'covered';
  }

  function stopIdle() {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  }
  function startIdle() {
    stopIdle();
    idleTimer = setTimeout(() => {
      idleTimer = null;
      cover();
    }, idleMs);
  }
  // The idle time runs only while something of the seat's is on screen, and never when alone.
  const stopWatch = effect(() => {
    if (revealed.value && !alone) startIdle();
    else stopIdle();
  });

  return {
    phase,
    holding,
    revealed,
    openedByKey: () => byKey,
    press,
    cancelHold,
    letGo() {
      const tapped = holdTimer !== null;
      cancelHold();
      if (tapped && phase.peek() === 'covered') phase.value = 'confirm';
    },
    tap() {
      // A hold that finished has already left the cover; any other click asks first.
      cancelHold();
      if (phase.peek() === 'covered') phase.value = 'confirm';
    },
    confirm() {
      if (phase.peek() === 'confirm') phase.value = shown();
    },
    pinAccepted() {
      if (phase.peek() === 'pin') phase.value = 'private';
    },
    cover,
    leave() {
      if (!alone) cover();
    },
    activity() {
      if (idleTimer !== null) startIdle();
    },
    lockIn(send) {
      cover();
      try {
        const done = send();
        if (done && typeof done.then === 'function') done.catch(() => undefined);
      } catch {
        // The caller reports its own failures (banner); the gate stays covered either way.
      }
    },
    dispose() {
      cancelHold();
      stopWatch();
      stopIdle();
    },
  };
}
