// Public decisions, made on the table in everyone's sight: building (buy from hand through the
// gate, auction a public Store, pass), managing Stores, the open auction, stocking at a bid,
// Warehouse moves, delivering a sale and Investment. Every control offers only what the engine's
// `legal()` lists; costs and consequences come from a dry run of the engine's own `apply`.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { findLegal } from '../../../engine/action-shape';
import type { Seat } from '../../../engine/types';
import type { BMAction } from '../../../games/brick-and-mortar';
import { DEBT_DOLLARS, MAX_POINTS_BOUGHT } from '../../../games/brick-and-mortar/constants';
import { debtNeeded } from '../../../games/brick-and-mortar/rules/debt';
import type { BidReveal } from '../../../games/brick-and-mortar/state';
import { tieBreakSentences } from './log-lines';
import { debtConsequence, dryRun, eventData, itemIndexOf, itemLabel, joinNames, legalFor, nameOf, plural, type TableCtx } from './model';
import { ItemTag, Who, money } from './parts';
import { Stepper } from './Stepper';
import { StoreCardView } from './StoreCard';

export interface ConfirmRequest {
  message: string;
  detail?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

export interface ActionProps {
  ctx: TableCtx;
  seat: Seat;
  /** Sends the action; resolves true when the engine accepted it and it was saved. */
  act: (action: BMAction) => Promise<boolean>;
  confirm: (req: ConfirmRequest) => void;
  /** Opens the hidden-entry gate on the seat's hand of Stores (buying from hand). */
  openHand: () => void;
  busy: boolean;
}

type Of<T extends BMAction['type']> = Extract<BMAction, { type: T }>;

function only<T extends BMAction['type']>(legal: readonly BMAction[], type: T): Of<T>[] {
  return legal.filter((a): a is Of<T> => a.type === type);
}

export function Panel(props: { title: string; children: ComponentChildren; id: string }) {
  return (
    <section class="action-panel" aria-labelledby={props.id}>
      <h2 id={props.id} class="action-title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

export function PublicDecision(props: ActionProps & { kind: string }) {
  switch (props.kind) {
    case 'build':
      return <BuildChoice {...props} />;
    case 'manage-stores':
      return <ManageStores {...props} />;
    case 'auction-bid':
      return <AuctionBid {...props} />;
    case 'supply-buy':
      return <SupplyBuy {...props} />;
    case 'warehouse-move':
      return <WarehouseMoves {...props} />;
    case 'sale-commit':
      return <SaleCommit {...props} />;
    case 'invest':
      return <Invest {...props} />;
    default:
      return <p>Waiting for {nameOf(props.ctx, props.seat)}.</p>;
  }
}

function BuildChoice(props: ActionProps) {
  const { ctx, seat, act, busy } = props;
  const legal = legalFor(ctx, seat);
  const auctions = only(legal, 'start-auction');
  const fromHand = only(legal, 'buy-from-hand');
  const cards = ctx.tv.row.filter((c) => auctions.some((a) => a.card === c.id));
  const [card, setCard] = useState<string | null>(null);
  const bids = auctions.filter((a) => a.card === card).map((a) => a.bid);
  const [bid, setBid] = useState<number>(0);
  useEffect(() => setBid(bids[0] ?? 0), [card]);
  const name = nameOf(ctx, seat);
  const me = ctx.tv.players[seat];
  const chosen = ctx.tv.row.find((c) => c.id === card);
  const start = card ? findLegal(auctions, { type: 'start-auction', card, bid } as BMAction) : undefined;
  const openingDebt = debtNeeded(me?.cash ?? 0, bid);
  return (
    <Panel id="bm-action-title" title={`${name} builds`}>
      <p>
        {name} has {money(me?.cash ?? 0)} and {me?.points ?? 0} points. One Store a month at most: buy one from hand, auction a
        public Store, or pass.
      </p>
      <div class="action-buttons">
        <button type="button" class="button button-big" disabled={busy || fromHand.length === 0} onClick={props.openHand}>
          Buy from {name}'s hand (private)
        </button>
        <button
          type="button"
          class="button button-big"
          disabled={busy}
          onClick={() => void act({ type: 'pass' })}
          aria-describedby="bm-pass-note"
        >
          Pass
        </button>
      </div>
      <p id="bm-pass-note" class="muted">
        Passing means no Store for {name} this month and no bidding in others' auctions.
      </p>
      {cards.length > 0 ? (
        <fieldset class="card-choice">
          <legend>Auction a public Store</legend>
          <div class="option-row">
            {cards.map((c) => (
              <label key={c.id} class={`segment-choice${card === c.id ? ' is-on' : ''}`}>
                <input type="radio" name="auction-card" checked={card === c.id} onChange={() => setCard(c.id)} />
                <span>
                  {c.name} (from ${c.cost})
                </span>
              </label>
            ))}
          </div>
          {chosen && bids.length > 0 ? (
            <div class="auction-open">
              <Stepper label="Opening bid" values={bids} value={bid} onChange={setBid} format={money} jumps />
              <p class="muted">
                Bids may go up to {money(bids[bids.length - 1] ?? 0)}: cash plus $2 for each point. A winning bid above cash is
                paid with debt ($2 per debt point, each costing 1 point at the end).
              </p>
              {openingDebt > 0 ? (
                <p class="notice notice-warning">
                  If {name} wins at {money(bid)}: {debtConsequence(openingDebt, DEBT_DOLLARS)}.
                </p>
              ) : null}
              <button type="button" class="button button-primary button-big" disabled={busy || !start} onClick={() => start && void act(start)}>
                Open the auction for {chosen.name} at {money(bid)}
              </button>
            </div>
          ) : null}
        </fieldset>
      ) : (
        <p class="muted">No public Store can be auctioned by {name} now.</p>
      )}
    </Panel>
  );
}

function ManageStores(props: ActionProps) {
  const { ctx, seat, act, confirm, busy } = props;
  const legal = legalFor(ctx, seat);
  const name = nameOf(ctx, seat);
  const step = ctx.tv.step;
  const bought = step.phase === 'building' ? step.bought[seat] : null;
  const me = ctx.tv.players[seat];
  const canOpen = legal.some((a) => a.type === 'open-store');
  const closes = only(legal, 'close-store');
  const finish = () => {
    if (bought) {
      confirm({
        message: `Finish without opening ${bought.name}?`,
        detail: `${bought.name} will be removed from the game.`,
        confirmLabel: `Remove ${bought.name}`,
        cancelLabel: 'Go back',
        onConfirm: () => void act({ type: 'finish-building' }),
      });
    } else void act({ type: 'finish-building' });
  };
  return (
    <Panel id="bm-action-title" title={`${name} manages Stores`}>
      <p>
        {name} may close Stores (they leave the game with their crates) and open a newly bought Store in the leftmost empty
        slot.
      </p>
      {bought ? (
        <div class="new-store">
          <StoreCardView card={bought} tag="Bought this month" compact />
          {canOpen ? (
            <button type="button" class="button button-primary button-big" disabled={busy} onClick={() => void act({ type: 'open-store' })}>
              Open {bought.name} in slot {(me?.stores.length ?? 0) + 1}
            </button>
          ) : (
            <p class="notice">All four slots are full: close a Store first to open {bought.name}.</p>
          )}
        </div>
      ) : null}
      {closes.length > 0 ? (
        <div class="action-buttons">
          {closes.map((a) => {
            const store = me?.stores[a.slot];
            if (!store) return null;
            const crates = store.crates.reduce((x, y) => x + y, 0);
            return (
              <button
                key={a.slot}
                type="button"
                class="button button-danger-outline"
                disabled={busy}
                onClick={() =>
                  confirm({
                    message: `Close ${store.card.name}?`,
                    detail: `It leaves the game for good${crates ? `; its ${plural(crates, 'crate')} go back to the supply` : ''}, and its ${plural(store.card.finalPoints, 'final point')} no longer count.`,
                    confirmLabel: `Close ${store.card.name}`,
                    cancelLabel: 'Keep it',
                    onConfirm: () => void act(a),
                  })
                }
              >
                Close {store.card.name} (slot {a.slot + 1})
              </button>
            );
          })}
        </div>
      ) : null}
      <button type="button" class="button button-primary button-big" disabled={busy} onClick={finish}>
        Finish building
      </button>
    </Panel>
  );
}

function AuctionBid(props: ActionProps) {
  const { ctx, seat, act, confirm, busy } = props;
  const step = ctx.tv.step;
  const legal = legalFor(ctx, seat);
  const raises = only(legal, 'raise').map((a) => a.bid);
  const [bid, setBid] = useState<number>(raises[0] ?? 0);
  const auction = step.phase === 'building' ? step.auction : null;
  useEffect(() => setBid(raises[0] ?? 0), [auction?.bid]);
  if (!auction) return null;
  const name = nameOf(ctx, seat);
  const cash = ctx.tv.players[seat]?.cash ?? 0;
  const debt = debtNeeded(cash, bid);
  const raise = findLegal(legal, { type: 'raise', bid } as BMAction);
  return (
    <Panel id="bm-action-title" title={`Auction for ${auction.card.name}`}>
      <div class="auction-state">
        <StoreCardView card={auction.card} compact />
        <div>
          <p class="big-number">
            High bid {money(auction.bid)} by <Who ctx={ctx} seat={auction.high} />
          </p>
          <p>Still in: {joinNames(auction.active.map((s) => nameOf(ctx, s)))}</p>
          <p>
            {name} to raise or leave. {name} has {money(cash)}.
          </p>
        </div>
      </div>
      {raises.length > 0 ? (
        <>
          <Stepper label="Raise to" values={raises} value={bid} onChange={setBid} format={money} jumps />
          {debt > 0 ? <p class="notice notice-warning">If {name} wins at {money(bid)}: {debtConsequence(debt, DEBT_DOLLARS)}.</p> : null}
        </>
      ) : null}
      <div class="action-buttons">
        {raises.length > 0 ? (
          <button type="button" class="button button-primary button-big" disabled={busy || !raise} onClick={() => raise && void act(raise)}>
            Raise to {money(bid)}
          </button>
        ) : null}
        <button
          type="button"
          class="button button-big"
          disabled={busy}
          onClick={() =>
            confirm({
              message: `${name} leaves the auction for ${auction.card.name}?`,
              detail: 'Leaving is for good in this auction.',
              confirmLabel: 'Leave the auction',
              cancelLabel: 'Stay in',
              onConfirm: () => void act({ type: 'leave' }),
            })
          }
        >
          Leave the auction
        </button>
      </div>
    </Panel>
  );
}

/** Per-slot crate counts over a list of legal `crates` arrays, for stocking and delivering. */
function useSlotChoice(options: readonly number[][], initial: number[] | undefined) {
  const width = options[0]?.length ?? 0;
  const [crates, setCrates] = useState<number[]>(() => initial ?? new Array<number>(width).fill(0));
  const valuesFor = (i: number) => [...new Set(options.map((o) => o[i] ?? 0))].sort((a, b) => a - b);
  const set = (i: number, v: number) => setCrates((c) => c.map((x, j) => (j === i ? v : x)));
  return { crates, set, valuesFor, width };
}

/** The revealed order the current type is served in, kept on the table while it plays out. */
function ServedOrder(props: { ctx: TableCtx; reveal: BidReveal | null; selling: boolean }) {
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

function SupplyBuy(props: ActionProps) {
  const { ctx, seat, act, confirm, busy } = props;
  const step = ctx.tv.step;
  const legal = only(legalFor(ctx, seat), 'stock');
  const options = legal.map((a) => a.crates);
  const slots = useSlotChoice(options, undefined);
  if (step.phase !== 'supply') return null;
  const name = nameOf(ctx, seat);
  const me = ctx.tv.players[seat];
  const i = itemIndexOf(step.item);
  const price = step.prices?.[seat] ?? 0;
  const action = findLegal(legal, { type: 'stock', crates: slots.crates } as BMAction);
  const total = slots.crates.reduce((a, b) => a + b, 0);
  const preview = dryRun(ctx, seat, { type: 'stock', crates: slots.crates });
  const stocked = preview.ok ? eventData(preview.events, 'stocked') : null;
  const paid = Number(stocked?.paid ?? 0);
  const debt = Number(stocked?.debt ?? 0);
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

function WarehouseMoves(props: ActionProps) {
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

function SaleCommit(props: ActionProps) {
  const { ctx, seat, act, busy } = props;
  const step = ctx.tv.step;
  const legal = only(legalFor(ctx, seat), 'sale-commit');
  const options = legal.map((a) => a.crates);
  const best = options.reduce<number[] | undefined>(
    (b, o) => (!b || o.reduce((x, y) => x + y, 0) > b.reduce((x, y) => x + y, 0) ? o : b),
    undefined,
  );
  const slots = useSlotChoice(options, best?.slice());
  if (step.phase !== 'sale') return null;
  const name = nameOf(ctx, seat);
  const offer = step.offers?.[seat] ?? null;
  const price = step.bidding ? (offer?.price ?? 0) : (ctx.tv.prices.max[itemIndexOf(step.item)] ?? 0);
  const action = findLegal(legal, { type: 'sale-commit', crates: slots.crates } as BMAction);
  const total = slots.crates.reduce((a, b) => a + b, 0);
  const preview = dryRun(ctx, seat, { type: 'sale-commit', crates: slots.crates });
  const sold = preview.ok ? eventData(preview.events, 'sold') : null;
  const none = options[0]?.map(() => 0) ?? [];
  const noneAction = findLegal(legal, { type: 'sale-commit', crates: none } as BMAction);
  const stores = ctx.tv.players[seat]?.stores ?? [];
  return (
    <Panel id="bm-action-title" title={`${name} sells ${itemLabel(step.item)} at ${money(price)}`}>
      <ServedOrder ctx={ctx} reveal={step.reveal} selling />
      <p>
        {step.bidding
          ? `${name} offered ${offer?.quantity ?? 0} and must deliver exactly that many; crates that find no box are discarded.`
          : `${name} may sell up to the demand left, at the maximum price.`}{' '}
        Shared demand left: {step.shared[itemIndexOf(step.item)] ?? 0}
        {(step.privateLeft[seat] ?? 0) > 0 ? `, plus ${step.privateLeft[seat]} in ${name}'s Fulfillment Center` : ''}.
      </p>
      <div class="slot-steppers">
        {stores.map((s, slot) => {
          const values = slots.valuesFor(slot);
          if (values.length <= 1) return null;
          return (
            <Stepper
              key={slot}
              label={`Crates from ${s.card.name}`}
              values={values}
              value={slots.crates[slot] ?? 0}
              onChange={(v) => slots.set(slot, v)}
            />
          );
        })}
      </div>
      {!preview.ok ? (
        <p class="notice notice-error" role="alert">
          {preview.message}
        </p>
      ) : sold && total > 0 ? (
        <p class="notice">
          {name} sells {Number(sold.sold)} for {money(Number(sold.revenue))}
          {Number(sold.surplus) > 0 ? `; ${plural(Number(sold.surplus), 'crate')} discarded as surplus` : ''}
          {Number(sold.knockoffKept) > 0 ? `; ${plural(Number(sold.knockoffKept), 'Knockoff crate')} stay` : ''}.
        </p>
      ) : null}
      <div class="action-buttons">
        <button type="button" class="button button-primary button-big" disabled={busy || !action || total === 0} onClick={() => action && void act(action)}>
          Deliver {total} {itemLabel(step.item)}
        </button>
        {noneAction ? (
          <button type="button" class="button button-big" disabled={busy} onClick={() => void act(noneAction)}>
            Sell none
          </button>
        ) : null}
      </div>
    </Panel>
  );
}

function Invest(props: ActionProps) {
  const { ctx, seat, act, confirm, busy } = props;
  const legal = only(legalFor(ctx, seat), 'invest');
  const buys = legal.map((a) => a.points).filter((k) => k > 0).sort((a, b) => a - b);
  const sells = legal.map((a) => -a.points).filter((k) => k > 0).sort((a, b) => a - b);
  const [buy, setBuy] = useState(buys[0] ?? 0);
  const [sell, setSell] = useState(sells[0] ?? 0);
  const name = nameOf(ctx, seat);
  const me = ctx.tv.players[seat];
  const { point, pointSale } = ctx.tv.prices;
  return (
    <Panel id="bm-action-title" title={`${name}'s Investment`}>
      <p>
        {name} has {money(me?.cash ?? 0)} and {me?.points ?? 0} points. Points cost {money(point)} each, paid in cash (never debt),
        at most {buys.length > 0 ? Math.max(...buys) : 0} now ({MAX_POINTS_BOUGHT} per phase at most); selling gives {money(pointSale)} a point. One
        choice, then the turn passes.
      </p>
      <div class="invest-grid">
        {buys.length > 0 ? (
          <div>
            <Stepper label="Points to buy" values={buys} value={buy} onChange={setBuy} jumps />
            <button type="button" class="button button-primary button-big" disabled={busy} onClick={() => void act({ type: 'invest', points: buy })}>
              Buy {plural(buy, 'point')} for {money(buy * point)}
            </button>
          </div>
        ) : (
          <p class="muted">Not enough cash to buy a point.</p>
        )}
        {sells.length > 0 ? (
          <div>
            <Stepper label="Points to sell" values={sells} value={sell} onChange={setSell} jumps />
            <button
              type="button"
              class="button button-danger-outline button-big"
              disabled={busy}
              onClick={() =>
                confirm({
                  message: `${name} sells ${plural(sell, 'point')} for ${money(sell * pointSale)}?`,
                  detail: `${name} goes from ${me?.points ?? 0} to ${(me?.points ?? 0) - sell} points; turn order changes at once.`,
                  confirmLabel: `Sell ${plural(sell, 'point')}`,
                  cancelLabel: 'Keep the points',
                  onConfirm: () => void act({ type: 'invest', points: -sell }),
                })
              }
            >
              Sell {plural(sell, 'point')} for {money(sell * pointSale)}
            </button>
          </div>
        ) : null}
      </div>
      <button type="button" class="button button-big" disabled={busy} onClick={() => void act({ type: 'invest', points: 0 })}>
        Pass
      </button>
    </Panel>
  );
}

