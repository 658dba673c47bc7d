// Stocking at the revealed bid and Warehouse moves: crate counts per Store, chosen among the
// engine's legal combinations, with the served order kept in view (delivering a sale: SaleDelivery).
import { useState } from 'preact/hooks';
import { findLegal } from '../../../engine/action-shape';
import type { Seat } from '../../../engine/types';
import type { BMAction } from '../../../games/brick-and-mortar';
import { DEBT_DOLLARS } from '../../../games/brick-and-mortar/constants';
import type { BidReveal } from '../../../games/brick-and-mortar/state';
import { tieBreakSentences } from '../crate-market/service-order';
import { debtConsequence, dryRun, eventData, itemIndexOf, itemLabel, legalFor, nameOf, type TableCtx } from './model';
import { ItemTag, money } from './parts';
import { Stepper } from './Stepper';
import { type ActionProps, only, Panel } from './action-parts';

/** Per-slot crate counts over a list of legal `crates` arrays, for stocking. */
function useSlotChoice(options: readonly number[][]) {
  const width = options[0]?.length ?? 0;
  const [crates, setCrates] = useState<number[]>(() => new Array<number>(width).fill(0));
  const valuesFor = (i: number) => [...new Set(options.map((o) => o[i] ?? 0))].sort((a, b) => a - b);
  const set = (i: number, v: number) => setCrates((c) => c.map((x, j) => (j === i ? v : x)));
  return { crates, set, valuesFor, width };
}

/** The revealed order the current type is served in, kept on the table while it plays out. */
export function ServedOrder(props: { ctx: TableCtx; reveal: BidReveal | null; selling: boolean }) {
  const { ctx, reveal } = props;
  if (!reveal) return null;
  const name = (s: Seat) => nameOf(ctx, s);
  const bySeat = new Map(reveal.entries.map((e) => [e.seat, e]));
  const ties = tieBreakSentences(reveal.order, reveal.tieBreaks, name, 'price');
  return (
    <p class="served-order">
      Served in order:{' '}
      {reveal.order
        .map((s) => {
          const e = bySeat.get(s);
          return props.selling ? `${name(s)} ${e?.quantity ?? 0} at ${money(e?.price ?? 0)}` : `${name(s)} ${money(e?.price ?? 0)}`;
        })
        .join(', ')}
      .{ties.length ? ` ${ties.join(' ')}` : ''}
    </p>
  );
}

export function SupplyBuy(props: ActionProps) {
  const { ctx, seat, act, confirm, busy } = props;
  const step = ctx.tv.step;
  const legal = only(legalFor(ctx, seat), 'stock');
  const options = legal.map((a) => a.crates);
  const slots = useSlotChoice(options);
  if (step.phase !== 'supply') return null;
  const name = nameOf(ctx, seat);
  const me = ctx.tv.players[seat];
  const i = itemIndexOf(step.item);
  const price = step.prices?.[seat] ?? 0;
  const action = findLegal(legal, { type: 'stock', crates: slots.crates } as BMAction);
  const total = slots.crates.reduce((a, b) => a + b, 0);
  const preview = dryRun(ctx, seat, { type: 'stock', crates: slots.crates });
  const stocked = preview.ok ? eventData(preview.events, 'stocked') : null;
  const paid = stocked?.paid ?? 0;
  const debt = stocked?.debt ?? 0;
  const send = () => {
    if (!action) return;
    if (debt > 0) {
      confirm({
        message: `${name} stocks ${total} ${itemLabel(step.item)} for ${money(paid)}, taking debt?`,
        detail: `${debtConsequence(debt, DEBT_DOLLARS)}. After this, ${name} cannot pay for more crates this Supply phase.`,
        confirmLabel: 'Take the debt and stock',
        cancelLabel: 'Go back',
        onConfirm: () => void act(action),
      });
    } else void act(action);
  };
  return (
    <Panel id="bm-action-title" title={`${name} stocks ${itemLabel(step.item)} at ${money(price)}`}>
      <ServedOrder ctx={ctx} reveal={step.reveal} selling={false} />
      <p>
        <ItemTag item={step.item} />: {ctx.tv.market[step.item]} in the market. {name} has {money(me?.cash ?? 0)} and room for{' '}
        {me?.room[i] ?? 0}.{' '}
        {step.debtUsed[seat]
          ? `${name} took debt earlier this Supply phase: no more paid crates.`
          : 'Debt can pay for one crate at most this Supply phase.'}
      </p>
      <div class="slot-steppers">
        {(me?.stores ?? []).map((s, slot) => {
          const values = slots.valuesFor(slot);
          if (values.length <= 1) return null;
          return (
            <Stepper
              key={slot}
              label={`Crates into ${s.card.name}`}
              values={values}
              value={slots.crates[slot] ?? 0}
              onChange={(v) => slots.set(slot, v)}
              jumps
            />
          );
        })}
      </div>
      {!preview.ok ? (
        <p class="notice notice-error" role="alert">
          {preview.message}
        </p>
      ) : total > 0 ? (
        <p class={debt > 0 ? 'notice notice-warning' : 'notice'}>
          {name} pays {money(paid)} for {total}.{debt > 0 ? ` ${debtConsequence(debt, DEBT_DOLLARS)}.` : ''}
        </p>
      ) : null}
      <div class="action-buttons">
        <button type="button" class="button button-primary button-big" disabled={busy || !action || total === 0} onClick={send}>
          Stock {total} {itemLabel(step.item)}
        </button>
        <button type="button" class="button button-big" disabled={busy || !findLegal(legal, { type: 'stock', crates: options[0]?.map(() => 0) ?? [] } as BMAction)} onClick={() => void act({ type: 'stock', crates: options[0]?.map(() => 0) ?? [] })}>
          Stock none
        </button>
      </div>
    </Panel>
  );
}

export function WarehouseMoves(props: ActionProps) {
  const { ctx, seat, act, busy } = props;
  const legal = legalFor(ctx, seat);
  const moves = only(legal, 'warehouse-move');
  const groups = new Map<string, { item: string; from: number; to: number; counts: number[] }>();
  for (const m of moves) {
    const key = `${m.item}:${m.from}:${m.to}`;
    const g = groups.get(key) ?? { item: m.item, from: m.from, to: m.to, counts: [] };
    g.counts.push(m.count);
    groups.set(key, g);
  }
  const list = [...groups.entries()];
  const [key, setKey] = useState<string | null>(list[0]?.[0] ?? null);
  const group = key ? groups.get(key) : undefined;
  const [count, setCount] = useState(1);
  const name = nameOf(ctx, seat);
  const stores = ctx.tv.players[seat]?.stores ?? [];
  const move = group ? findLegal(moves, { type: 'warehouse-move', item: group.item, from: group.from, to: group.to, count } as BMAction) : undefined;
  return (
    <Panel id="bm-action-title" title={`${name}'s Warehouse moves`}>
      <p>Crates may move between a Warehouse and other Stores, one way per type, without paying.</p>
      {list.length > 0 ? (
        <fieldset class="card-choice">
          <legend>Move</legend>
          <div class="option-list">
            {list.map(([k, g]) => (
              <label key={k} class={`segment-choice${key === k ? ' is-on' : ''}`}>
                <input type="radio" name="warehouse-move" checked={key === k} onChange={() => { setKey(k); setCount(1); }} />
                <span>
                  <ItemTag item={g.item} /> from {stores[g.from]?.card.name} to {stores[g.to]?.card.name} (up to {Math.max(...g.counts)})
                </span>
              </label>
            ))}
          </div>
          {group ? <Stepper label="Crates to move" values={group.counts} value={count} onChange={setCount} /> : null}
          <button type="button" class="button button-primary button-big" disabled={busy || !move} onClick={() => move && void act(move)}>
            Move {count} {group ? itemLabel(group.item) : ''}
          </button>
        </fieldset>
      ) : null}
      <button type="button" class="button button-big" disabled={busy} onClick={() => void act({ type: 'warehouse-done' })}>
        Done with the Warehouse
      </button>
    </Panel>
  );
}
