// A stepper over a list of allowed values (the engine's legal range): big "less" and "more"
// buttons around the value, and optional "lowest"/"highest" jumps. Only allowed values can be
// reached, so an illegal number is never offered.
export interface StepperProps {
  label: string;
  values: readonly number[];
  value: number;
  onChange: (v: number) => void;
  format?: (v: number) => string;
  /** Shows buttons that jump to the lowest and highest value. */
  jumps?: boolean;
}

export function Stepper(props: StepperProps) {
  const { values, value, label } = props;
  const fmt = props.format ?? String;
  const at = values.indexOf(value);
  const lowest = values[0];
  const highest = values[values.length - 1];
  const go = (i: number) => {
    const v = values[Math.max(0, Math.min(values.length - 1, i))];
    if (v !== undefined && v !== value) props.onChange(v);
  };
  return (
    <div class="stepper" role="group" aria-label={label}>
      <span class="stepper-label" aria-hidden="true">
        {label}
      </span>
      <div class="stepper-row">
        {props.jumps ? (
          <button type="button" class="button stepper-jump" disabled={at <= 0} aria-label={`Lowest ${label}`} onClick={() => go(0)}>
            {lowest !== undefined ? fmt(lowest) : ''}
          </button>
        ) : null}
        <button type="button" class="button stepper-button" disabled={at <= 0} aria-label={`Less ${label}`} onClick={() => go(at - 1)}>
          −
        </button>
        <output class="stepper-value" aria-live="polite" aria-label={label}>
          {fmt(value)}
        </output>
        <button
          type="button"
          class="button stepper-button"
          disabled={at < 0 || at >= values.length - 1}
          aria-label={`More ${label}`}
          onClick={() => go(at + 1)}
        >
          +
        </button>
        {props.jumps ? (
          <button
            type="button"
            class="button stepper-jump"
            disabled={at < 0 || at >= values.length - 1}
            aria-label={`Highest ${label}`}
            onClick={() => go(values.length - 1)}
          >
            {highest !== undefined ? fmt(highest) : ''}
          </button>
        ) : null}
      </div>
    </div>
  );
}
