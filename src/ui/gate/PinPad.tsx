// The PIN step after the hold, for a seat that set a PIN in Settings: big digit buttons (the tablet
// lies flat, no on-screen keyboard needed), digits from a keyboard also work. Four digits are
// checked at once against the kept hash (settings.ts), never against a plain PIN; a wrong PIN
// clears and says so, and reveals nothing.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PinCheck } from './settings';

export const PIN_LENGTH = 4;

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function PinPad(props: { seatName: string; pin: PinCheck; onAccept: () => void; onCancel: () => void }) {
  const [digits, setDigits] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const headRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    headRef.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  function press(d: string) {
    if (checking) return;
    setWrong(false);
    const next = (digits + d).slice(0, PIN_LENGTH);
    if (next.length < PIN_LENGTH) {
      setDigits(next);
      return;
    }
    setDigits('');
    setChecking(true);
    void props.pin
      .verify(next)
      .catch(() => false)
      .then((right) => {
        // Covered meanwhile (idle, Cancel, background): the answer no longer opens anything.
        if (!mounted.current) return;
        setChecking(false);
        if (right) props.onAccept();
        else setWrong(true);
      });
  }

  function back() {
    if (checking) return;
    setWrong(false);
    setDigits((d) => d.slice(0, -1));
  }

  return (
    <div
      class="pin-pad"
      onKeyDown={(e) => {
        if (/^[0-9]$/.test(e.key)) {
          e.preventDefault();
          press(e.key);
        } else if (e.key === 'Backspace') {
          e.preventDefault();
          back();
        }
      }}
    >
      <h2 ref={headRef} tabIndex={-1} class="gate-title">
        Enter {props.seatName}'s PIN
      </h2>
      <p class="pin-dots">
        <span aria-hidden="true">
          {Array.from({ length: PIN_LENGTH }, (_, i) => (
            <span key={i} class={`pin-dot${checking || i < digits.length ? ' is-filled' : ''}`} />
          ))}
        </span>
        <span class="visually-hidden">
          {checking ? 'Checking the PIN' : `${digits.length} of ${PIN_LENGTH} digits entered`}
        </span>
      </p>
      {wrong ? (
        <p role="alert" class="pin-wrong">
          That PIN is not right. Try again.
        </p>
      ) : null}
      <div class="pin-keys">
        {KEYS.map((k) => (
          <button key={k} type="button" class="pin-key" onClick={() => press(k)}>
            {k}
          </button>
        ))}
        <button type="button" class="pin-key pin-key-small" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" class="pin-key" onClick={() => press('0')}>
          0
        </button>
        <button type="button" class="pin-key pin-key-small pin-key-delete" aria-label="Delete last digit" onClick={back}>
          ⌫
        </button>
      </div>
    </div>
  );
}
