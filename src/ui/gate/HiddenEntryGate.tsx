// The hidden-entry gate: one seat's secret entry on the shared tablet. Its flow (covered, the hold,
// the question a click asks, the PIN, the private screen, covering on leaving and idling) is the
// gate store's (src/app/gate-store.ts); this component draws the phase and reports what the
// browser saw: presses, keys, clicks, input, the page going to the background.
//
// While covered, the cover fills the screen in the seat's colour ("Pass the tablet to Ana") and
// the private content is not in the DOM at all: `children` is a render function, called only
// while revealed. The store is made per mount and never saved, so a reload comes back covered.
//
// The gate is a <dialog> drawn open over everything, opaque and the size of the screen, so nothing
// of the game shows through it and every tap lands on it; it keeps the keyboard as a modal would
// (../common/keys-inside.ts: Tab stays in it, a key aimed at the table comes back, Escape covers a
// private screen) and aria-modal tells assistive technology the table is behind it. Not
// showModal(): making the table inert restyled the whole page as the gate opened and again as it
// closed, the slowest part of a Lock in on a modest tablet (docs/performance.md, "Measured in the browser").
import { effect } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { createGateStore } from '../../app/gate-store';
import { privateScreensOpen } from '../busy';
import { isTab, useKeysInside } from '../common/keys-inside';
import { colourClass } from '../common/palette';
import { firstChoice, isChoice } from './focus';
import { PinPad } from './PinPad';
import type { PinCheck } from './settings';
import './gate.css';

export { DEFAULT_IDLE_MS, HOLD_MS, holdLeft } from '../../app/gate-store';

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
  /** Nobody else at the table: open without the cover and the hold (gate-store.ts). */
  alone?: boolean;
}

let gateCount = 0;

const isHoldKey = (e: KeyboardEvent) => e.key === ' ' || e.key === 'Enter' || e.key === 'Spacebar';
const IDLE_INPUT = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export function HiddenEntryGate(props: HiddenEntryGateProps) {
  const { seatName } = props;
  const latest = useRef(props);
  latest.current = props;
  const [store] = useState(() =>
    createGateStore({ hasPin: () => latest.current.pin != null, alone: props.alone === true, idleMs: props.idleMs }),
  );
  const phase = store.phase.value;
  const holding = store.holding.value;
  const revealed = store.revealed.value;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const holdButton = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** Something was chosen on the private screen since it showed (a key, a tap, a change). */
  const touched = useRef(false);
  const id = useRef(`gate-${++gateCount}`).current;

  // Hide at once when the store covers, before Preact's re-render: the OS may snapshot the page for
  // its app switcher right after `visibilitychange`. (Each phase's element has its own key, so this
  // element is thrown away, never reused for the cover.) Signal effects run synchronously.
  useEffect(
    () =>
      effect(() => {
        if (!store.revealed.value) bodyRef.current?.setAttribute('hidden', '');
      }),
    [],
  );
  useEffect(() => () => store.dispose(), []);

  // Escape never closes the gate; on a private screen or the question it covers it.
  useKeysInside(dialogRef, {
    onEscape: () => {
      if (store.phase.peek() !== 'covered') store.cover();
    },
    home: () => holdButton.current ?? confirmRef.current ?? titleRef.current,
  });

  // Focus: the hold button when covered; the private screen's title (not a control, so a key
  // still held from the reveal cannot press anything) when revealed.
  // preventScroll: the dialog is already in view, and scrolling to it would force a layout of the
  // whole private screen before its first paint.
  // Opened by a click (the question's button, a screen reader's activation) or a finger's hold,
  // the focus goes straight to the first choice when the screen starts with one (focus.ts); the
  // dialog's name is read as the focus enters it. A held key, still down, gets the title.
  useEffect(() => {
    touched.current = false;
    if (phase === 'covered') holdButton.current?.focus({ preventScroll: true });
    else if (phase === 'private') ((store.openedByKey() ? null : firstChoice(contentRef.current)) ?? titleRef.current)?.focus({ preventScroll: true });
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

  // Leaving the app covers (and cancels a hold in progress); the store knows when nobody is left to hide from.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') store.leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', store.leave);
    window.addEventListener('blur', store.leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', store.leave);
      window.removeEventListener('blur', store.leave);
    };
  }, []);

  // Pointer or key input anywhere postpones the idle cover, while something of the seat's shows.
  useEffect(() => {
    if (!revealed) return;
    for (const ev of IDLE_INPUT) document.addEventListener(ev, store.activity, { capture: true, passive: true });
    return () => {
      for (const ev of IDLE_INPUT) document.removeEventListener(ev, store.activity, { capture: true });
    };
  }, [revealed]);

  function lockIn() {
    const { canLockIn, onLockIn } = latest.current;
    if (canLockIn !== false && onLockIn) store.lockIn(onLockIn);
  }

  return (
    <dialog
      ref={dialogRef}
      open
      aria-modal="true"
      class={`gate ${colourClass(props.colour)} ${revealed ? 'gate-revealed' : 'gate-covered'}`}
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
              if (e.button !== 0 || store.holding.peek()) return;
              try {
                e.currentTarget.setPointerCapture(e.pointerId);
              } catch {
                // No capture (old browser, test DOM): pointerleave cancels instead.
              }
              store.press(e.timeStamp);
            }}
            onPointerUp={store.cancelHold}
            onPointerCancel={store.cancelHold}
            onPointerLeave={store.cancelHold}
            onLostPointerCapture={store.cancelHold}
            onContextMenu={(e) => e.preventDefault()}
            onClick={store.tap}
            onKeyDown={(e) => {
              if (!isHoldKey(e)) return;
              e.preventDefault();
              if (!e.repeat) store.press(e.timeStamp, true);
            }}
            onKeyUp={(e) => {
              if (!isHoldKey(e)) return;
              e.preventDefault();
              store.letGo();
            }}
            onBlur={store.cancelHold}
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
            <button type="button" class="button button-primary button-big" onClick={store.confirm}>
              I am {seatName}: show my screen
            </button>
            <button type="button" class="button" onClick={store.cover}>
              Not {seatName}: keep it covered
            </button>
          </div>
        </div>
      ) : phase === 'pin' ? (
        <div key="pin" class="gate-body" ref={bodyRef}>
          {props.pin ? <PinPad seatName={seatName} pin={props.pin} onAccept={store.pinAccepted} onCancel={store.cover} /> : null}
        </div>
      ) : (
        <div key="private" class="gate-body gate-private" ref={bodyRef}>
          <header class="gate-private-header">
            <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} class="gate-title">
              {props.title}
            </h2>
            <button type="button" class="button gate-cover-button" onClick={store.cover}>
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
              } else if (!isTab(e) && !['Enter', 'Shift', 'Escape'].includes(e.key)) touched.current = true;
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
