// A number on the table that shows, where it is, how much it just changed: "+$3" rising in green,
// "−2" in red, for a moment (SHOWN_MS), whoever moved: a bot's buy or a sale's takings are seen
// where they land, not only read in the log. It never takes a tap or the keyboard, is hidden from
// screen readers (the log says the same in words), and under reduced motion shows without moving.
import { useEffect, useRef, useState } from 'preact/hooks';

export const SHOWN_MS = 1200;

export interface AmountProps {
  value: number;
  /** How a value and a change are written ("$3"); default: the number. */
  format?: (n: number) => string;
  /** A rise is bad news (debt): shown in red, a fall in green. */
  risingIsBad?: boolean;
}

export function Amount(props: AmountProps) {
  const fmt = props.format ?? String;
  const before = useRef(props.value);
  const [change, setChange] = useState<{ by: number; n: number } | null>(null);
  useEffect(() => {
    const by = props.value - before.current;
    before.current = props.value;
    if (by === 0) return;
    setChange((c) => ({ by, n: (c?.n ?? 0) + 1 }));
    const done = setTimeout(() => setChange(null), SHOWN_MS);
    return () => clearTimeout(done);
  }, [props.value]);
  return (
    <span class="amount">
      {fmt(props.value)}
      {change ? (
        <span key={change.n} class={`amount-change ${change.by > 0 !== (props.risingIsBad === true) ? 'is-good' : 'is-bad'}`} aria-hidden="true">
          {change.by > 0 ? '+' : '−'}
          {fmt(Math.abs(change.by))}
        </span>
      ) : null}
    </span>
  );
}
