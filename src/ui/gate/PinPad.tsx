// The PIN step after the hold, for a seat that set a PIN in Settings: big digit buttons (the tablet
// lies flat, no on-screen keyboard needed), digits from a keyboard also work. Four digits are
// checked at once; a wrong PIN clears and says so, and reveals nothing.
import { useEffect, useRef, useState } from 'preact/hooks';

export const PIN_LENGTH = 4;

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function PinPad(props: { seatName: string; pin: string; onAccept: () => void; onCancel: () => void }) {
  const [digits, setDigits] = useState('');
  const [wrong, setWrong] = useState(false);
  const headRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headRef.current?.focus(), []);

  function press(d: string) {
    setWrong(false);
    const next = (digits + d).slice(0, PIN_LENGTH);
    if (next.length < PIN_LENGTH) {
      setDigits(next);
      return;
    }
    setDigits('');
    if (next === props.pin) props.onAccept();
    else setWrong(true);
  }

  function back() {
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
            <span key={i} class={`pin-dot${i < digits.length ? ' is-filled' : ''}`} />
          ))}
        </span>
        <span class="visually-hidden">
          {digits.length} of {PIN_LENGTH} digits entered
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
