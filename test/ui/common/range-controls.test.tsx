// @vitest-environment happy-dom
// The dial and the stepper are one Tab stop each for the keyboard and assistive technology: a
// slider or spin button with its value in words, moved by arrows, Page Up/Down and Home/End over the
// engine's legal values only; the buttons stay for a finger, out of the Tab order.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { rangeKey } from '../../../src/ui/common/range-keys';
import { Dial, sayCrates, sayPerCrate } from '../../../src/ui/games/crate-market/Dial';
import { Stepper } from '../../../src/ui/games/brick-and-mortar/Stepper';

afterEach(cleanup);

const PRICES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

function Price(props: { values?: number[]; start?: number }) {
  const values = props.values ?? PRICES;
  const [v, setV] = useState(props.start ?? values[0]!);
  return <Dial label="Price per crate" values={values} value={v} onChange={setV} format={(n) => `$${n}`} say={sayPerCrate} />;
}

function Points(props: { values: number[] }) {
  const [v, setV] = useState(props.values[0]!);
  return <Stepper label="Points to buy" values={props.values} value={v} onChange={setV} say={(n) => `${n} points`} jumps />;
}

const tabStops = () => [...document.querySelectorAll<HTMLElement>('button, [tabindex]')].filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled);

describe('range keys', () => {
  it('step one value with the arrows, about a tenth with Page Up/Down, to either end with Home/End, never past an end', () => {
    expect([rangeKey('ArrowUp', 3, 21), rangeKey('ArrowRight', 3, 21), rangeKey('ArrowDown', 3, 21), rangeKey('ArrowLeft', 3, 21)]).toEqual([4, 4, 2, 2]);
    expect([rangeKey('PageUp', 3, 21), rangeKey('PageDown', 3, 21), rangeKey('Home', 3, 21), rangeKey('End', 3, 21)]).toEqual([5, 1, 0, 20]);
    expect([rangeKey('ArrowUp', 20, 21), rangeKey('PageDown', 1, 21), rangeKey('PageUp', 2, 4)]).toEqual([20, 0, 3]);
    expect(rangeKey('Enter', 3, 21)).toBeNull();
  });
});

describe('Dial', () => {
  it('is one slider named by its label, its value in words, and the only Tab stop among 21 prices', () => {
    render(<Price />);
    const slider = screen.getByRole('slider', { name: 'Price per crate' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$0 a crate');
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax')]).toEqual(['0', '20']);
    expect(tabStops()).toEqual([slider]);
    // The prices stay buttons for a finger and for a screen reader's browsing.
    expect(within(screen.getByRole('group', { name: 'Price per crate' })).getAllByRole('button')).toHaveLength(21);
  });

  it('moves over the legal values only with arrows, Page Up/Down, Home and End, and a tap on a price sets it', () => {
    render(<Price values={[2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]} start={6} />);
    const slider = screen.getByRole('slider', { name: 'Price per crate' });
    const said = () => slider.getAttribute('aria-valuetext');
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(said()).toBe('$8 a crate');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(said()).toBe('$4 a crate');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(said()).toBe('$8 a crate');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(said()).toBe('$24 a crate');
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(slider.getAttribute('aria-valuenow')).toBe('24');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(said()).toBe('$2 a crate');
    fireEvent.click(screen.getByRole('button', { name: '$14' }));
    expect(said()).toBe('$14 a crate');
    expect(screen.getByRole('button', { name: '$14' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a row of quantities says crates', () => {
    function Qty() {
      const [v, setV] = useState(1);
      return <Dial label="Crates to sell" values={[0, 1, 2, 3]} value={v} onChange={setV} shape="row" say={sayCrates} />;
    }
    render(<Qty />);
    const slider = screen.getByRole('slider', { name: 'Crates to sell' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 crate');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('2 crates');
  });
});

describe('Stepper', () => {
  it('is one spin button named by its label, its value in words, moved by the keys; the buttons are out of the Tab order', () => {
    render(<Points values={[0, 1, 2, 3]} />);
    const spin = screen.getByRole('spinbutton', { name: 'Points to buy' });
    expect(tabStops()).toEqual([spin]);
    expect(spin.getAttribute('aria-valuetext')).toBe('0 points');
    fireEvent.keyDown(spin, { key: 'ArrowUp' });
    fireEvent.keyDown(spin, { key: 'ArrowUp' });
    expect(spin.getAttribute('aria-valuetext')).toBe('2 points');
    fireEvent.keyDown(spin, { key: 'End' });
    expect(spin.getAttribute('aria-valuenow')).toBe('3');
  });

  it('a button the step disables (Highest, More at the top) hands focus to the value, never to the page', () => {
    render(<Points values={[0, 1, 2]} />);
    const spin = screen.getByRole('spinbutton', { name: 'Points to buy' });
    const more = screen.getByRole('button', { name: 'More Points to buy' });
    more.focus();
    fireEvent.click(more);
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(spin);
    const lowest = screen.getByRole('button', { name: 'Lowest Points to buy' });
    lowest.focus();
    fireEvent.click(lowest);
    expect(spin.getAttribute('aria-valuenow')).toBe('0');
    expect(document.activeElement).toBe(spin);
  });
});
