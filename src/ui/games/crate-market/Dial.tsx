// Every allowed value as its own button, so any choice is one tap: prices round a dial (lowest at
// the top, rising clockwise, the chosen value in the middle), quantities in a row. Only the
// engine's legal values are offered, so an illegal number is never on screen.
// For the keyboard and assistive technology the dial is one slider (one Tab stop: arrows, Page
// Up/Down, Home/End) whose value is said in words; the buttons stay for a finger and for a screen
// reader's browsing, out of the Tab order so the dial is not one stop per price.
import { useEffect, useId, useState } from 'preact/hooks';
import { onRangeKey, type RangeProps } from '../../common/range-keys';
import '../../styles/crate-market.css';

export interface DialProps extends RangeProps {
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

/**
 * A sealed sale offer's two dials (BM-SA3): how many crates, then a price for that many, over the
 * legal offers only; `onChoice` hears the legal offer shown. Brick & Mortar's table and the
 * Bidding dial both enter a Sale this way. `start`: the quantity shown first.
 */
export function SaleOfferDials<A extends { quantity: number; price: number }>(props: {
  offers: readonly A[];
  start: (quantities: readonly number[]) => number;
  onChoice: (offer: A | null) => void;
  class: string;
}) {
  const { offers } = props;
  const quantities = [...new Set(offers.map((a) => a.quantity))].sort((a, b) => a - b);
  const [quantity, setQuantity] = useState<number>(() => props.start(quantities));
  const prices = offers.filter((a) => a.quantity === quantity).map((a) => a.price).sort((a, b) => a - b);
  // Sellers usually ask the most the type allows: the highest price shows first.
  const [price, setPrice] = useState<number>(prices[prices.length - 1] ?? 0);
  const shownPrice = prices.includes(price) ? price : (prices[prices.length - 1] ?? 0);
  const offer = (q: number, p: number) => {
    const at = offers.filter((a) => a.quantity === q).map((a) => a.price);
    const shown = at.includes(p) ? p : Math.max(...at);
    return offers.find((a) => a.quantity === q && a.price === shown) ?? null;
  };
  useEffect(() => props.onChoice(offer(quantity, shownPrice)), []);
  // The entry changes with the tap itself, not after the next paint: a Lock in pressed at once
  // locks in what was tapped.
  const setQuantityNow = (q: number) => {
    setQuantity(q);
    props.onChoice(offer(q, price));
  };
  const setPriceNow = (p: number) => {
    setPrice(p);
    props.onChoice(offer(quantity, p));
  };
  return (
    <div class={props.class}>
      <Dial label="Crates to sell" values={quantities} value={quantity} onChange={setQuantityNow} shape="row" say={sayCrates} />
      {quantity > 0 ? (
        // Sellers change the price more often than the crates (all of them, at first): focus starts here.
        <div class="dial-first" data-first-choice>
          <Dial label="Price per crate" values={prices} value={shownPrice} onChange={setPriceNow} format={(v) => `$${v}`} say={sayPerCrate} />
        </div>
      ) : (
        <p>With no crates offered there is no price.</p>
      )}
    </div>
  );
}
