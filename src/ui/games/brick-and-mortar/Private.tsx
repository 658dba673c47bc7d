// The private screens, rendered only inside the hidden-entry gate while it is revealed, from the
// seat's own view (`session.view(seat)`); the sealed prices on the dial are ./PriceEntry.tsx. Each
// offers only the engine's legal choices and reports the chosen action (or null while nothing valid
// is chosen) to the gate's "Lock in".
//
// An entry already locked in is never shown again before the reveal: whoever holds the tablet when
// "Change" is pressed may not be its owner. Every screen starts from the same defaults (the lowest
// price, every card kept in hand) and only says that an entry is locked in and stays in force.
import { useState } from 'preact/hooks';
import { findLegal } from '../../../engine/action-shape';
import type { Seat } from '../../../engine/types';
import type { BMAction, BMView } from '../../../games/brick-and-mortar';
import { DEBT_DOLLARS, ITEMS } from '../../../games/brick-and-mortar/constants';
import type { MarketCard } from '../../../games/brick-and-mortar/content';
import { debtConsequence, dryRun, eventData, itemLabel, legalFor, nameOf, type TableCtx } from './model';
import { ItemTag, money } from './parts';
import { SalePrice, SupplyPrice } from './PriceEntry';
import { LockedNote, type PrivateProps } from './private-parts';
import { StoreCardView } from './StoreCard';

export type PrivateKind = 'draft-keep' | 'advertise' | 'supply-price' | 'sale-offer' | 'hand';

export function privateTitle(ctx: TableCtx, seat: Seat, kind: PrivateKind): string {
  const name = nameOf(ctx, seat);
  const step = ctx.tv.step;
  switch (kind) {
    case 'draft-keep':
      return `${name}'s draft pick - round ${step.phase === 'draft' ? step.round + 1 : 1}`;
    case 'advertise':
      return `${name}'s Market cards - ${ctx.tv.monthName}`;
    case 'supply-price':
      return `${name}'s sealed bid - ${step.phase === 'supply' ? itemLabel(step.item) : ''}`;
    case 'sale-offer':
      return `${name}'s sealed offer - ${step.phase === 'sale' ? itemLabel(step.item) : ''}`;
    case 'hand':
      return `${name}'s hand of Stores`;
  }
}

/** True when every other eligible seat has locked in: this entry reveals them all. */
export function isLastEntry(view: BMView, seat: Seat): boolean {
  const step = view.step;
  const sealed = 'sealed' in step ? step.sealed : null;
  if (!sealed) return false;
  return sealed.eligible.every((s, i) => s === seat || sealed.submitted[i] === true);
}

export function PrivateScreen(props: PrivateProps & { kind: PrivateKind }) {
  const last = props.kind !== 'hand' && isLastEntry(props.view, props.seat);
  return (
    <>
      {last ? (
        <p class="notice notice-warning last-entry">
          {nameOf(props.ctx, props.seat)} is the last to lock in: Lock in reveals every entry at once, and none can be changed
          after that.
        </p>
      ) : null}
      <PrivateBody {...props} />
    </>
  );
}

function PrivateBody(props: PrivateProps & { kind: PrivateKind }) {
  switch (props.kind) {
    case 'draft-keep':
      return <DraftKeep {...props} />;
    case 'advertise':
      return <Advertise {...props} />;
    case 'supply-price':
      return <SupplyPrice {...props} />;
    case 'sale-offer':
      return <SalePrice {...props} />;
    case 'hand':
      return <HandBuy {...props} />;
  }
}

/** A short public reminder of the seat's shelves: room and crates per type. */
function ShelfSummary(props: { view: BMView; seat: Seat }) {
  const p = props.view.players[props.seat];
  if (!p) return null;
  return (
    <ul class="shelf-summary" aria-label="Room and crates by type">
      {ITEMS.map((item, i) => (
        <li key={item}>
          <ItemTag item={item} />: room {p.room[i] ?? 0}, holds {p.crates[i] ?? 0}
        </li>
      ))}
    </ul>
  );
}

function DraftKeep(props: PrivateProps) {
  const { ctx, seat, view } = props;
  const me = view.players[seat];
  const legal = legalFor(ctx, seat).filter((a): a is Extract<BMAction, { type: 'keep' }> => a.type === 'keep');
  const [card, setCard] = useState<string | null>(null);
  // The entry changes with the tap itself, not after the next paint: a Lock in pressed at once
  // locks in what was tapped (a choice passed up in an effect let it lock in the one before).
  const choose = (id: string) => {
    setCard(id);
    props.onChoice(findLegal(legal, { type: 'keep', card: id } as BMAction) ?? null);
  };
  const hand = me?.draftHand ?? [];
  return (
    <div class="private">
      <LockedNote ctx={ctx} view={view} seat={seat} />
      <fieldset class="card-choice">
        <legend>Keep one Store; the others pass to the next player</legend>
        <ul class="choice-cards">
          {hand.map((c) => (
            <li key={c.id}>
              <label class={`card-option${card === c.id ? ' is-chosen' : ''}`}>
                <input type="radio" name="keep" checked={card === c.id} onChange={() => choose(c.id)} />
                <span>Keep {c.name}</span>
              </label>
              <StoreCardView card={c} level={3} compact />
            </li>
          ))}
        </ul>
      </fieldset>
      {me?.storeHand && me.storeHand.length > 0 ? (
        <section aria-label="Stores already kept">
          <h3>Already kept</h3>
          <ul class="choice-cards">
            {me.storeHand.map((c) => (
              <li key={c.id}>
                <StoreCardView card={c} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

type Side = 'none' | 'supply' | 'demand';

function marketCardText(c: MarketCard): string {
  return `Supply ${c.supply.count} ${itemLabel(c.supply.item)} or Demand ${c.demand.count} ${itemLabel(c.demand.item)}`;
}

function Advertise(props: PrivateProps) {
  const { ctx, seat, view } = props;
  const me = view.players[seat];
  const hand = me?.marketHand ?? [];
  const [sides, setSides] = useState<Record<number, Side>>({});
  const played = hand.filter((c) => (sides[c.id] ?? 'none') !== 'none');
  const entry = (now: Record<number, Side>): BMAction | null => {
    const chosen = hand.filter((c) => (now[c.id] ?? 'none') !== 'none');
    if (chosen.length !== 2) return null;
    const supply = chosen.filter((c) => now[c.id] === 'supply').map((c) => c.id).sort((a, b) => a - b);
    const demand = chosen.filter((c) => now[c.id] === 'demand').map((c) => c.id).sort((a, b) => a - b);
    return findLegal(legalFor(ctx, seat), { type: 'advertise', supply, demand } as BMAction) ?? null;
  };
  // The entry changes with the tap itself, not after the next paint: a Lock in pressed at once
  // locks in what was tapped.
  const setSide = (id: number, v: Side) => {
    const now = { ...sides, [id]: v };
    setSides(now);
    props.onChoice(entry(now));
  };
  return (
    <div class="private">
      <LockedNote ctx={ctx} view={view} seat={seat} />
      <p class="private-lead">
        Choose 2 cards, each as Supply (its crates join the market for everyone) or Demand (its boxes let players sell,
        revealed at the Sale). {played.length} of 2 chosen.
      </p>
      <ul class="market-cards" aria-label="Market hand">
        {hand.map((c, i) => {
          const side = sides[c.id] ?? 'none';
          const full = played.length >= 2 && side === 'none';
          const set = (v: Side) => setSide(c.id, v);
          return (
            <li key={c.id} class={`market-card${side !== 'none' ? ' is-chosen' : ''}`}>
              <fieldset>
                <legend>
                  Card {i + 1}:<span class="visually-hidden"> {marketCardText(c)}</span>
                </legend>
                {/* Keep in hand, checked at first, between the two sides: either is one arrow away. */}
                <div class="market-sides">
                  <label class={`segment-choice${side === 'supply' ? ' is-on' : ''}${full ? ' is-disabled' : ''}`}>
                    <input type="radio" name={`card-${c.id}`} checked={side === 'supply'} disabled={full} onChange={() => set('supply')} />
                    <span>
                      Supply: <ItemTag item={c.supply.item} count={c.supply.count} suffix=" crates" />
                    </span>
                  </label>
                  <label class={`segment-choice${side === 'none' ? ' is-on' : ''}`}>
                    <input type="radio" name={`card-${c.id}`} checked={side === 'none'} onChange={() => set('none')} />
                    <span>Keep in hand</span>
                  </label>
                  <label class={`segment-choice${side === 'demand' ? ' is-on' : ''}${full ? ' is-disabled' : ''}`}>
                    <input type="radio" name={`card-${c.id}`} checked={side === 'demand'} disabled={full} onChange={() => set('demand')} />
                    <span>
                      Demand: <ItemTag item={c.demand.item} count={c.demand.count} suffix=" boxes" />
                    </span>
                  </label>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <h3>{nameOf(ctx, seat)}'s shelves</h3>
      <ShelfSummary view={view} seat={seat} />
    </div>
  );
}

function HandBuy(props: PrivateProps) {
  const { ctx, seat, view } = props;
  const me = view.players[seat];
  const legal = legalFor(ctx, seat).flatMap((a) => (a.type === 'buy-from-hand' ? [a] : []));
  const [card, setCard] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const buy = (id: string | null) => (id ? (findLegal(legal, { type: 'buy-from-hand', card: id } as BMAction) ?? null) : null);
  const debtOf = (a: BMAction | null) => {
    const trial = a ? dryRun(ctx, seat, a) : null;
    return { trial, debt: trial?.ok ? (eventData(trial.events, 'store-bought')?.debt ?? 0) : 0 };
  };
  const action = buy(card);
  const { trial: preview, debt } = debtOf(action);
  // The entry changes with the tap itself, not after the next paint: a Lock in pressed at once
  // locks in what was tapped. A purchase that takes debt counts only once the debt is accepted.
  const choose = (id: string | null, yes: boolean) => {
    setCard(id);
    setAccepted(yes);
    const a = buy(id);
    props.onChoice(a && (debtOf(a).debt === 0 || yes) ? a : null);
  };
  const hand = me?.storeHand ?? [];
  return (
    <div class="private">
      <p class="private-lead">
        {nameOf(ctx, seat)} has {money(me?.cash ?? 0)}. Buying from hand costs the printed price; the card is not replaced.
        Choose one and lock in, or go back to the table.
      </p>
      {hand.length === 0 ? <p>No Store cards in hand.</p> : null}
      <fieldset class="card-choice">
        <legend>Store to buy from hand</legend>
        <ul class="choice-cards">
          {hand.map((c) => {
            const can = legal.some((a) => a.card === c.id);
            return (
              <li key={c.id}>
                <label class={`card-option${card === c.id ? ' is-chosen' : ''}${can ? '' : ' is-disabled'}`}>
                  <input type="radio" name="hand" disabled={!can} checked={card === c.id} onChange={() => choose(c.id, false)} />
                  <span>
                    Buy {c.name} for ${c.cost}
                  </span>
                </label>
                <StoreCardView card={c} level={3} compact />
              </li>
            );
          })}
        </ul>
      </fieldset>
      {preview && !preview.ok ? <p class="notice notice-error" role="alert">{preview.message}</p> : null}
      {debt > 0 ? (
        <label class="choice debt-accept">
          <input type="checkbox" checked={accepted} onChange={(e) => choose(card, e.currentTarget.checked)} />
          <span>Take the debt. {debtConsequence(debt, DEBT_DOLLARS)}.</span>
        </label>
      ) : null}
    </div>
  );
}
