// A stepper over a list of allowed values (the engine's legal range): big "less" and "more"
// buttons around the value, and optional "lowest"/"highest" jumps. Only allowed values can be
// reached, so an illegal number is never offered.
// For the keyboard and assistive technology it is one spin button (one Tab stop: arrows, Page
// Up/Down, Home/End) whose value is said in words; the buttons stay for a finger, out of the Tab
// order. A button that the step disables hands focus to the value, so focus never falls to the page.
import { useId, useRef } from 'preact/hooks';
import { onRangeKey, type RangeProps } from '../../common/range-keys';

export interface StepperProps extends RangeProps {
  /** Shows buttons that jump to the lowest and highest value. */
  jumps?: boolean;
}

export function Stepper(props: StepperProps) {
  const { values, value, label } = props;
  const fmt = props.format ?? String;
  const say = props.say ?? fmt;
  const id = useId();
  const spin = useRef<HTMLDivElement>(null);
  const at = values.indexOf(value);
  const last = values.length - 1;
  const lowest = values[0];
  const highest = values[last];
  const go = (i: number) => {
    const to = Math.max(0, Math.min(last, i));
    const v = values[to];
    // The pressed button is about to be disabled: keep focus on the control, not the page.
    if ((to === 0 || to === last) && spin.current && document.activeElement !== spin.current) spin.current.focus({ preventScroll: true });
    if (v !== undefined && v !== value) props.onChange(v);
  };
  const button = (name: string, cls: string, off: boolean, to: number, text: string) => (
    <button type="button" tabIndex={-1} class={`button ${cls}`} disabled={off} aria-label={`${name} ${label}`} onClick={() => go(to)}>
      {text}
    </button>
  );
  return (
    <div class="stepper" role="group" aria-labelledby={`${id}-label`}>
      <span class="stepper-label" id={`${id}-label`}>
        {label}
      </span>
      <div class="stepper-row">
        {props.jumps ? button('Lowest', 'stepper-jump', at <= 0, 0, lowest !== undefined ? fmt(lowest) : '') : null}
        {button('Less', 'stepper-button', at <= 0, at - 1, '−')}
        <div
          ref={spin}
          class="stepper-value"
          role="spinbutton"
          tabIndex={0}
          aria-labelledby={`${id}-label`}
          aria-valuemin={lowest}
          aria-valuemax={highest}
          aria-valuenow={value}
          aria-valuetext={say(value)}
          onKeyDown={onRangeKey(values, value, props.onChange)}
        >
          {fmt(value)}
        </div>
        {button('More', 'stepper-button', at < 0 || at >= last, at + 1, '+')}
        {props.jumps ? button('Highest', 'stepper-jump', at < 0 || at >= last, last, highest !== undefined ? fmt(highest) : '') : null}
      </div>
    </div>
  );
}
