// The hidden-entry gate: one seat's secret entry on the shared tablet.
//
//   covered  --hold ~500 ms (pointer, or Space/Enter held)-->  [pin]  -->  private  --Lock in-->  covered
//   covered  --click or a key let go early (a tap, or a screen reader's, switch's or voice
//              control's activation)-->  confirm
//   confirm  --"Show Ana's screen"-->  [pin]  -->  private;  confirm  --"Not Ana"-->  covered
//
// Assistive technology activates a button with a click and cannot hold it, so a click asks once,
// naming the person, before it shows anything: still a deliberate step by the right person.
// `alone` (one person at the table, every other seat a bot: nobody to hide from) starts on the
// private screen, and neither the background nor idling covers it; "Cover the screen" still does.
// While covered, the cover fills the screen in the seat's colour ("Pass the tablet to Ana") and
// the private content is not in the DOM at all: `children` is a render function, called only
// while revealed. Going to the background (visibilitychange hidden, pagehide, window blur) or
// `idleMs` without pointer or key input covers it again. "Revealed" is component state only, never
// saved, so a reload or crash always comes back covered.
//
// The gate is a <dialog> drawn open over everything, opaque and the size of the screen, so nothing
// of the game shows through it and every tap lands on it; it keeps the keyboard as a modal would
// (../common/keys-inside.ts: Tab stays in it, a key aimed at the table comes back, Escape covers a
// private screen) and aria-modal tells assistive technology the table is behind it. Not
// showModal(): making the table inert restyled the whole page as the gate opened and again as it
// closed, the slowest part of a Lock in on a modest tablet (docs/performance.md, "Measured in the browser").
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { privateScreensOpen } from '../busy';
import { useKeysInside } from '../common/keys-inside';
import { colourClass } from '../common/palette';
import { PinPad } from './PinPad';
import type { PinCheck } from './settings';
import './gate.css';

export const HOLD_MS = 500;
export const DEFAULT_IDLE_MS = 60_000;

export interface HiddenEntryGateProps {
  seatName: string;
  /** A palette colour id (see common/palette.ts). */
  colour: string;
  /** A check of the seat's PIN (settings.ts `pinFor`), if they set one; never the PIN itself. */
  pin?: PinCheck | null;
  /** Shown at the top of the private screen, e.g. "Ana's sealed bid - Electronics". */
  title: string;
  /** The private content; called only while revealed. */
  children: () => ComponentChildren;
  /** Sends the entry. Without it the gate has no Lock in button: the private screen sends each
   * step itself (a live screen) and the shell hands the gate on. */
  onLockIn?: () => void | Promise<void>;
  canLockIn?: boolean;
  /** Offered on the cover: give the tablet back to the table without entering anything. */
  onBack?: () => void;
  idleMs?: number;
  /** Nobody else at the table: open without the cover and the hold (see above). */
  alone?: boolean;
}

type Phase = 'covered' | 'confirm' | 'pin' | 'private';

let gateCount = 0;

/** The hold counts from the press itself, not from when a busy page got round to handling it (on
 * a slow tablet that is several milliseconds later): up to MAX_CATCH_UP_MS of that delay is taken
 * off the wait, so the hold is never longer than HOLD_MS nor shorter than HOLD_MS - MAX_CATCH_UP_MS
 * from when the page saw the press. */
const MAX_CATCH_UP_MS = 100;
export function holdLeft(pressedAt: number, now = performance.now()): number {
  const late = now - pressedAt;
  return HOLD_MS - (late > 0 ? Math.min(late, MAX_CATCH_UP_MS) : 0);
}

const isHoldKey = (e: KeyboardEvent) => e.key === ' ' || e.key === 'Enter' || e.key === 'Spacebar';

export function HiddenEntryGate(props: HiddenEntryGateProps) {
  const { seatName, idleMs = DEFAULT_IDLE_MS } = props;
  const pin = props.pin ?? null;
  const alone = props.alone === true;
  const [phase, setPhase] = useState<Phase>(alone ? (pin ? 'pin' : 'private') : 'covered');
  const [holding, setHolding] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const holdButton = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointerId = useRef<number | null>(null);
  /** The private screen was opened by a held key, still down as it shows. */
  const openedByKey = useRef(false);
  /** Something was chosen on the private screen since it showed (a key, a tap, a change). */
  const touched = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const id = useRef(`gate-${++gateCount}`).current;
  /** Anything of the seat's own on screen (the PIN pad or the private screen). */
  const revealed = phase === 'pin' || phase === 'private';

  function cancelHold() {
    if (holdTimer.current !== null) clearTimeout(holdTimer.current);
    holdTimer.current = null;
    pointerId.current = null;
    setHolding(false);
  }

  /** `pressedAt`: the press's own time (its event's timeStamp); `byKey`: a held Space or Enter. */
  function startHold(pressedAt: number, byKey = false) {
    if (holdTimer.current !== null || phase !== 'covered') return;
    openedByKey.current = byKey;
    setHolding(true);
    holdTimer.current = setTimeout(() => {
      holdTimer.current = null;
      pointerId.current = null;
      setHolding(false);
      setPhase(pin ? 'pin' : 'private');
    }, holdLeft(pressedAt));
  }

  function cover() {
    cancelHold();
    // Hide at once, before Preact's re-render: the OS may snapshot the page for its app switcher
    // right after `visibilitychange`. (Each phase's element has its own key, so this element is
    // thrown away, never reused for the cover.)
    bodyRef.current?.setAttribute('hidden', '');
    setPhase('covered');
  }

  // Escape never closes the gate; on a private screen it covers it. (The hook calls this render's
  // handlers, so `revealed` is current.)
  useKeysInside(dialogRef, {
    onEscape: () => {
      if (phase !== 'covered') cover();
    },
    home: () => holdButton.current ?? confirmRef.current ?? titleRef.current,
  });

  // Focus: the hold button when covered; the private screen's title (not a control, so a key
  // still held from the reveal cannot press anything) when revealed.
  // preventScroll: the dialog is already in view, and scrolling to it would force a layout of the
  // whole private screen before its first paint.
  // Opened by a click (the question's button, a screen reader's activation) or a finger's hold,
  // the focus goes straight to the first choice when the screen starts with one (a radio, a
  // checkbox, a dial or a stepper: Enter and a key's release press nothing there); the dialog's name
  // is read as the focus enters it. A held key, still down, gets the title.
  useEffect(() => {
    touched.current = false;
    if (phase === 'covered') holdButton.current?.focus({ preventScroll: true });
    else if (phase === 'private') ((openedByKey.current ? null : firstChoice(contentRef.current)) ?? titleRef.current)?.focus({ preventScroll: true });
    // The question's heading, not its button: a second activation sent in haste lands on nothing.
    else if (phase === 'confirm') confirmRef.current?.focus({ preventScroll: true });
  }, [phase]);

  // A live private screen replaces itself as it moves on (Adventure Mart's Turn becomes an Offer):
  // the focus on the button that did it would fall to the page, and a screen reader would lose its
  // place. It comes to the new screen's first choice, else its title.
  useEffect(() => {
    const content = contentRef.current;
    if (phase !== 'private' || !content) return;
    const watch = new MutationObserver(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      (firstChoice(content) ?? titleRef.current)?.focus({ preventScroll: true });
    });
    watch.observe(content, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [phase]);

  // Count open private screens (the update prompt waits while any is open).
  useEffect(() => {
    if (!revealed) return;
    privateScreensOpen.value += 1;
    return () => {
      privateScreensOpen.value -= 1;
    };
  }, [revealed]);

  // Background and blur cover (and cancel a hold in progress), unless nobody else is at the table.
  useEffect(() => {
    if (alone) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') cover();
    };
    const onLeave = () => cover();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('blur', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('blur', onLeave);
    };
  }, []);

  // Idle: covered again after idleMs without pointer or key input.
  useEffect(() => {
    if (!revealed || alone) return;
    let timer = setTimeout(cover, idleMs);
    const activity = () => {
      clearTimeout(timer);
      timer = setTimeout(cover, idleMs);
    };
    const events = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
    for (const ev of events) document.addEventListener(ev, activity, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const ev of events) document.removeEventListener(ev, activity, { capture: true });
    };
  }, [revealed, idleMs]);

  useEffect(() => () => cancelHold(), []);

  function lockIn() {
    if (props.canLockIn === false || !props.onLockIn) return;
    cover();
    try {
      const done = props.onLockIn();
      if (done && typeof done.then === 'function') done.catch(() => undefined);
    } catch {
      // The caller reports its own failures (banner); the gate stays covered either way.
    }
  }

  const colour = colourClass(props.colour);
  return (
    <dialog
      ref={dialogRef}
      open
      aria-modal="true"
      class={`gate ${colour} ${revealed ? 'gate-revealed' : 'gate-covered'}`}
      aria-labelledby={phase === 'pin' ? undefined : phase === 'private' ? `${id}-title` : phase === 'confirm' ? `${id}-ask` : `${id}-pass`}
      aria-label={phase === 'pin' ? `Enter ${seatName}'s PIN` : undefined}
    >
      {phase === 'covered' ? (
        <div key="covered" class="gate-cover">
          <h2 id={`${id}-pass`} class="gate-pass">
            Pass the tablet to <span class="gate-name">{seatName}</span>
          </h2>
          <button
            ref={holdButton}
            type="button"
            class={`gate-hold${holding ? ' is-holding' : ''}`}
            aria-describedby={`${id}-hint`}
            onPointerDown={(e) => {
              if (e.button !== 0 || pointerId.current !== null) return;
              pointerId.current = e.pointerId;
              try {
                e.currentTarget.setPointerCapture(e.pointerId);
              } catch {
                // No capture (old browser, test DOM): pointerleave cancels instead.
              }
              startHold(e.timeStamp);
            }}
            onPointerUp={cancelHold}
            onPointerCancel={cancelHold}
            onPointerLeave={cancelHold}
            onLostPointerCapture={cancelHold}
            onContextMenu={(e) => e.preventDefault()}
            onClick={() => {
              // A hold that finished has already replaced this button; any other click asks first.
              cancelHold();
              setPhase('confirm');
            }}
            onKeyDown={(e) => {
              if (!isHoldKey(e)) return;
              e.preventDefault();
              if (!e.repeat) startHold(e.timeStamp, true);
            }}
            onKeyUp={(e) => {
              if (!isHoldKey(e)) return;
              e.preventDefault();
              // Let go before the hold completed: a key's tap asks, as a finger's tap does.
              const tapped = holdTimer.current !== null;
              cancelHold();
              if (tapped) setPhase('confirm');
            }}
            onBlur={cancelHold}
          >
            <svg class="gate-ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
              <circle class="gate-ring-track" cx="50" cy="50" r="44" />
              <circle class="gate-ring-fill" cx="50" cy="50" r="44" pathLength="100" />
            </svg>
            <span class="gate-hold-label">Hold to show {seatName}'s screen</span>
          </button>
          <p id={`${id}-hint`} class="gate-hint">
            {holding ? 'Keep holding…' : `Press and hold for half a second, or tap and confirm that you are ${seatName}.`}
          </p>
          {props.onBack ? (
            <button type="button" class="button gate-back" onClick={props.onBack}>
              Back to the table
            </button>
          ) : null}
        </div>
      ) : phase === 'confirm' ? (
        <div key="confirm" class="gate-cover gate-confirm">
          <h2 id={`${id}-ask`} ref={confirmRef} tabIndex={-1} class="gate-pass">
            Only <span class="gate-name">{seatName}</span> should look
          </h2>
          <p class="gate-hint">Show {seatName}'s screen now?</p>
          <div class="gate-confirm-actions">
            <button type="button" class="button button-primary button-big" onClick={() => setPhase(pin ? 'pin' : 'private')}>
              I am {seatName}: show my screen
            </button>
            <button type="button" class="button" onClick={cover}>
              Not {seatName}: keep it covered
            </button>
          </div>
        </div>
      ) : phase === 'pin' ? (
        <div key="pin" class="gate-body" ref={bodyRef}>
          {pin ? <PinPad seatName={seatName} pin={pin} onAccept={() => setPhase('private')} onCancel={cover} /> : null}
        </div>
      ) : (
        <div key="private" class="gate-body gate-private" ref={bodyRef}>
          <header class="gate-private-header">
            <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} class="gate-title">
              {props.title}
            </h2>
            <button type="button" class="button gate-cover-button" onClick={cover}>
              Cover the screen
            </button>
          </header>
          <div
            class="gate-content"
            ref={contentRef}
            onChange={() => {
              touched.current = true;
            }}
            onPointerDown={() => {
              touched.current = true;
            }}
            onKeyDown={(e) => {
              // Enter on a choice once something is chosen here locks in, as a form's Enter
              // submits it: a keyboard's secret step needs no Tabs past every card to Lock in. Not
              // before a choice, so a hasty second Enter on the question's button locks in nothing.
              if (e.key === 'Enter' && !e.repeat && touched.current && props.onLockIn && isChoice(e.target)) {
                e.preventDefault();
                lockIn();
              } else if (!['Enter', 'Tab', 'Shift', 'Escape'].includes(e.key)) touched.current = true;
            }}
          >
            {props.children()}
          </div>
          {props.onLockIn ? (
            <div class="gate-actions">
              <button
                type="button"
                aria-keyshortcuts="Enter"
                class="button button-primary button-big gate-lock"
                disabled={props.canLockIn === false}
                onClick={lockIn}
              >
                Lock in
              </button>
            </div>
          ) : null}
        </div>
      )}
    </dialog>
  );
}

/** A control that chooses (a radio, a checkbox, a dial or a stepper): Enter presses nothing there. */
function isChoice(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return el.type === 'radio' || el.type === 'checkbox';
  const role = el.getAttribute('role');
  return role === 'slider' || role === 'spinbutton';
}

/** The private screen's first tab stop when it is a choice (a radio group's checked radio). */
function firstChoice(content: HTMLElement | null): HTMLElement | null {
  const first = content?.querySelector<HTMLElement>(
    'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
  if (!first || !isChoice(first)) return null;
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name && !first.checked) {
    const checked = [...(content?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? [])].find((r) => r.name === first.name);
    if (checked) return checked;
  }
  return first;
}
