// Every allowed value as its own button, so any choice is one tap: prices round a dial (lowest at
// the top, rising clockwise, the chosen value in the middle), quantities in a row. Only the
// engine's legal values are offered, so an illegal number is never on screen.
export interface DialProps {
  label: string;
  values: readonly number[];
  value: number;
  onChange: (v: number) => void;
  format?: (v: number) => string;
  /** 'ring' for prices (the dial), 'row' for short ranges such as quantities. */
  shape?: 'ring' | 'row';
}

/** Button size and the gap between neighbours on the ring, in px. */
const BUTTON = 50;
const PITCH = 56;
const MIN_RADIUS = 84;

export function Dial(props: DialProps) {
  const { values, value, label } = props;
  const fmt = props.format ?? String;
  const ring = (props.shape ?? 'ring') === 'ring' && values.length > 2;
  const n = values.length;
  const radius = Math.max(MIN_RADIUS, Math.ceil((n * PITCH) / (2 * Math.PI)));
  const size = 2 * radius + BUTTON;
  return (
    <div class={`dial${ring ? ' dial-ring' : ' dial-row'}`} role="group" aria-label={label}>
      <span class="dial-label" aria-hidden="true">
        {label}
      </span>
      <div class="dial-face" style={ring ? { width: `${size}px`, height: `${size}px` } : undefined}>
        <output class="dial-value" aria-live="polite" aria-label={label}>
          {fmt(value)}
        </output>
        {values.map((v, i) => {
          const angle = (2 * Math.PI * i) / n - Math.PI / 2;
          const style = ring
            ? { left: `${radius + radius * Math.cos(angle)}px`, top: `${radius + radius * Math.sin(angle)}px` }
            : undefined;
          return (
            <button
              key={v}
              type="button"
              class={`dial-button${v === value ? ' is-on' : ''}`}
              aria-pressed={v === value}
              style={style}
              onClick={() => {
                if (v !== value) props.onChange(v);
              }}
            >
              {fmt(v)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
