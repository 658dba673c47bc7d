// Adventure Mart's cards, drawn in the project's own style with CSS and small SVG symbols: each
// Stock type has a shape and a word as well as a colour (a sword for Martial, a flask for Magic, a
// leaf for Exotic), Quality Stars are drawn and counted in words, prices are large. Colour is never
// the only signal. Every card carries an accessible name that reads its numbers.
import type { ComponentChildren } from 'preact';
import { BRAND_LABELS } from '../../../games/adventure-mart/constants';
import type { StockType } from '../../../games/adventure-mart/content/types';
import { guildLabel, plural, typeLabel, type CardInfo } from './model';

const TYPE_PATHS: Record<StockType, string> = {
  martial: 'M19 3 9 13M19 3h-4M19 3v4M7 11l6 6M5 16l3 3M4 20l3-3',
  magic: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7 15h10',
  exotic: 'M5 19C5 9 11 4 20 4c0 9-5 15-15 15zM5 19l8-8',
};

export function TypeIcon(props: { type: StockType; label?: boolean }) {
  return (
    <span class={`am-type am-type-${props.type}`}>
      <svg viewBox="0 0 24 24" class="am-type-icon" aria-hidden="true" focusable="false">
        <path d={TYPE_PATHS[props.type]} />
      </svg>
      {props.label === false ? <span class="visually-hidden">{typeLabel(props.type)}</span> : <span>{typeLabel(props.type)}</span>}
    </span>
  );
}

/**
 * Quality Stars drawn as one run of glyphs (one element, not one per star: a table draws dozens of
 * cards). Drawn inside a card's aria-hidden numbers: the card's accessible name counts them in words.
 */
export function Stars(props: { n: number; plus?: boolean }) {
  return (
    <span class="am-stars" aria-hidden="true">
      <span class="am-star">{props.n === 0 ? '0★' : '★'.repeat(Math.min(props.n, 6))}</span>
      {props.plus ? <span class="am-plus">+</span> : null}
    </span>
  );
}

const TIMES: Record<number, string> = { 2: 'double', 3: 'triple' };

function desireCounts(desires: Record<StockType, number> | readonly StockType[]): [StockType, number][] {
  const counts: Record<StockType, number> = { martial: 0, magic: 0, exotic: 0 };
  if (Array.isArray(desires)) for (const t of desires as StockType[]) counts[t] += 1;
  else Object.assign(counts, desires);
  return (Object.keys(counts) as StockType[]).filter((t) => counts[t] > 0).map((t) => [t, counts[t]]);
}

/** One desired type in words: "Martial", or "Martial counts double" for two symbols (a card of
 * that type counts twice toward Quality), never "Martial x2", which reads as two cards. */
export function desireWords(type: StockType, n: number): string {
  return n > 1 ? `${typeLabel(type)} counts ${TIMES[n] ?? `${n} times`}` : typeLabel(type);
}

/** The symbols an Adventurer desires: each type once, with how many times its cards count. */
export function Desires(props: { desires: Record<StockType, number> | readonly StockType[] }) {
  return (
    <span class="am-desires">
      {desireCounts(props.desires).map(([t, n]) => (
        <span key={t} class="am-desire" role="img" aria-label={desireWords(t, n)}>
          <TypeIcon type={t} />
          {n > 1 ? <span class="am-times"> counts {TIMES[n] ?? `×${n}`}</span> : null}
        </span>
      ))}
    </span>
  );
}

export function cardLabel(c: CardInfo, faceUp = true): string {
  switch (c.kind) {
    case 'stock':
      return `${c.name}: ${typeLabel(c.type)}, ${plural(c.stars, 'Quality Star')}${c.plus ? ' plus one for each other card' : ''}, sells for ${c.sell}${c.basic ? ', Basic' : `, costs ${c.cost}`}`;
    case 'fixture':
      return `${c.name}: Fixture, costs ${c.cost}${faceUp ? '' : ', face down'}`;
    case 'staff':
      return `${c.name}: Staff, hire ${c.cost}${c.onCall ? ', On Call' : ''}${faceUp ? '' : ', face down'}`;
    case 'adventurer':
      return `${c.name}: ${c.gold} Gold to Spend, desires ${desireCounts(c.desires).map(([t, n]) => desireWords(t, n)).join(', ')}, ${guildLabel(c.guild)}`;
    case 'bulletin':
      return `${c.name}: Daily Bulletin`;
  }
}

export interface CardProps {
  card: CardInfo;
  size?: 'mini' | 'normal' | 'large';
  faceUp?: boolean;
  /** Extra lines under the card (costs, marks, buttons). */
  children?: ComponentChildren;
  /** Words shown on the card as a mark ("New", "Can be offered"). */
  marks?: readonly string[];
  dim?: boolean;
}

export function Card(props: CardProps) {
  const c = props.card;
  const faceUp = props.faceUp !== false;
  const size = props.size ?? 'normal';
  const cls = ['am-card', `am-card-${size}`, `am-kind-${c.kind}`];
  if (c.kind === 'stock') cls.push(`am-type-${c.type}`);
  if (!faceUp) cls.push('am-face-down');
  if (props.dim) cls.push('am-dim');
  return (
    // data-card: which physical card this is (copies share a name), for the browser tests' secret checks.
    <article class={cls.join(' ')} aria-label={cardLabel(c, faceUp)} data-card={c.id}>
      <CardFace card={c} size={size} faceUp={faceUp} />
      {props.marks && props.marks.length > 0 ? (
        <p class="am-marks">{props.marks.map((m) => <span key={m} class="am-mark">{m}</span>)}</p>
      ) : null}
      {props.children}
    </article>
  );
}

function CardFace(props: { card: CardInfo; size: string; faceUp: boolean }) {
  const c = props.card;
  const mini = props.size === 'mini';
  switch (c.kind) {
    case 'stock':
      return (
        <>
          <header class="am-card-head">
            <TypeIcon type={c.type} label={!mini} />
            <span class="am-card-name">{c.name}</span>
          </header>
          <div class="am-card-numbers" aria-hidden="true">
            <Stars n={c.stars} plus={c.plus} />
            <span class="am-price" title="Sell Price">Sells {c.sell}</span>
            {!mini && !c.basic ? <span class="am-cost">Cost {c.cost}</span> : null}
          </div>
          {mini ? null : <p class="am-brand">{c.basic ? 'Basic · ' : ''}{BRAND_LABELS[c.brand]}</p>}
          {mini || !c.text ? null : <p class="am-text">{c.text}</p>}
        </>
      );
    case 'fixture':
    case 'staff':
      return (
        <>
          <header class="am-card-head">
            <span class="am-kind-word">{c.kind === 'fixture' ? 'Fixture' : 'Staff'}</span>
            <span class="am-card-name">{c.name}</span>
          </header>
          <div class="am-card-numbers" aria-hidden="true">
            <span class="am-cost">{c.kind === 'fixture' ? 'Cost' : 'Hire'} {c.cost}</span>
            {c.kind === 'staff' && c.onCall ? <span class="am-mark">On Call</span> : null}
            {props.faceUp ? null : <span class="am-mark am-mark-down">Face down</span>}
          </div>
          <p class="am-text">{c.text}</p>
        </>
      );
    case 'adventurer':
      return (
        <>
          <header class="am-card-head">
            <span class="am-card-name">{c.name}</span>
          </header>
          <div class="am-card-numbers" aria-hidden="true">
            <span class="am-gts">{c.gold} Gold</span>
            <Desires desires={c.desires} />
          </div>
          <p class="am-guild">{guildLabel(c.guild)}</p>
          {c.text ? <p class="am-text">{c.text}</p> : null}
        </>
      );
    case 'bulletin':
      return (
        <>
          <header class="am-card-head">
            <span class="am-kind-word">Daily Bulletin</span>
            <span class="am-card-name">{c.name}</span>
          </header>
          <p class="am-text">{c.text}</p>
        </>
      );
  }
}

/** A face-down Adventurer in the Town queue. */
export function CardBack(props: { label: string; children?: ComponentChildren }) {
  return (
    <article class="am-card am-card-mini am-card-back" aria-label={props.label}>
      <span class="am-back-mark" aria-hidden="true">?</span>
      {props.children}
    </article>
  );
}
