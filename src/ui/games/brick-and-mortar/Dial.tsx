// Every allowed value as its own button, so any choice is one tap: prices round a dial (lowest at
// the top, rising clockwise, the chosen value in the middle), quantities in a row. Only the
// engine's legal values are offered, so an illegal number is never on screen.
// For the keyboard and assistive technology the dial is one slider (one Tab stop: arrows, Page
// Up/Down, Home/End) whose value is said in words; the buttons stay for a finger and for a screen
// reader's browsing, out of the Tab order so the dial is not one stop per price.
import { useId } from 'preact/hooks';
import { onRangeKey } from '../../common/range-keys';

export interface DialProps {
  label: string;
  values: readonly number[];
  value: number;
  onChange: (v: number) => void;
  format?: (v: number) => string;
  /** The value in words for assistive technology ("$4 a crate"); default: as shown. */
  say?: (v: number) => string;
  /** 'ring' for prices (the dial), 'row' for short ranges such as quantities. */
  shape?: 'ring' | 'row';
}

/** What a sealed entry's dials say of their values. */
export const sayPerCrate = (dollars: number): string => `$${dollars} a crate`;
export const sayCrates = (n: number): string => `${n} ${n === 1 ? 'crate' : 'crates'}`;

/** Button size and the gap between neighbours on the ring, in px. */
const BUTTON = 50;
const PITCH = 56;
const MIN_RADIUS = 84;

export function Dial(props: DialProps) {
  const { values, value, label } = props;
  const fmt = props.format ?? String;
  const say = props.say ?? fmt;
  const id = useId();
  const ring = (props.shape ?? 'ring') === 'ring' && values.length > 2;
  const n = values.length;
  const radius = Math.max(MIN_RADIUS, Math.ceil((n * PITCH) / (2 * Math.PI)));
  const size = 2 * radius + BUTTON;
  const slider = (
    <div
      class="dial-value"
      role="slider"
      tabIndex={0}
      aria-labelledby={`${id}-label`}
      aria-valuemin={values[0]}
      aria-valuemax={values[n - 1]}
      aria-valuenow={value}
      aria-valuetext={say(value)}
      onKeyDown={onRangeKey(values, value, props.onChange)}
    >
      {fmt(value)}
    </div>
  );
  return (
    <div class={`dial${ring ? ' dial-ring' : ' dial-row'}`} role="group" aria-labelledby={`${id}-label`}>
      <div class="dial-head">
        <span class="dial-label" id={`${id}-label`}>
          {label}
        </span>
        {ring ? null : slider}
      </div>
      <div class="dial-face" style={ring ? { width: `${size}px`, height: `${size}px` } : undefined}>
        {ring ? slider : null}
        {values.map((v, i) => {
          const angle = (2 * Math.PI * i) / n - Math.PI / 2;
          const style = ring
            ? { left: `${radius + radius * Math.cos(angle)}px`, top: `${radius + radius * Math.sin(angle)}px` }
            : undefined;
          return (
            <button
              key={v}
              type="button"
              tabIndex={-1}
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
