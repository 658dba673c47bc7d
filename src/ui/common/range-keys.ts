// The keys of a slider or spin button over a list of allowed values (WAI-ARIA's pattern): arrows
// step one value, Page Up / Page Down about a tenth of the range, Home / End to either end. Values
// are the engine's legal ones, so a key never reaches a number the engine would refuse.

/** What a control over the engine's legal values is given: a dial's or a stepper's props. */
export interface RangeProps {
  label: string;
  values: readonly number[];
  value: number;
  onChange: (v: number) => void;
  format?: (v: number) => string;
  /** The value in words for assistive technology ("$4 a crate", "3 points"); default: as shown. */
  say?: (v: number) => string;
}

/** The index a key moves to from `at` in a list of `count` values, or null for any other key. */
export function rangeKey(key: string, at: number, count: number): number | null {
  const page = Math.max(2, Math.round(count / 10));
  const last = count - 1;
  const clamp = (i: number) => Math.max(0, Math.min(last, i));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(at + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(at - 1);
    case 'PageUp':
      return clamp(at + page);
    case 'PageDown':
      return clamp(at - page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** A keydown handler for a control showing `value` out of `values`. */
export function onRangeKey(values: readonly number[], value: number, onChange: (v: number) => void) {
  return (e: KeyboardEvent) => {
    const to = rangeKey(e.key, Math.max(0, values.indexOf(value)), values.length);
    if (to === null) return;
    e.preventDefault();
    const v = values[to];
    if (v !== undefined && v !== value) onChange(v);
  };
}
