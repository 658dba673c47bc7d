// Building in everyone's sight: buy from hand (through the gate), auction a public Store or pass;
// then close and open Stores; and the open auction itself. Choices come from `legal()` only.
import { useEffect, useState } from 'preact/hooks';
import { findLegal } from '../../../engine/action-shape';
import type { BMAction } from '../../../games/brick-and-mortar';
import { DEBT_DOLLARS } from '../../../games/brick-and-mortar/constants';
import { debtNeeded } from '../../../games/brick-and-mortar/rules/debt';
import { debtConsequence, joinNames, legalFor, nameOf, plural } from './model';
import { Who, money } from './parts';
import { Stepper } from './Stepper';
import { StoreCardView } from './StoreCard';
import { type ActionProps, only, Panel } from './action-parts';

export function BuildChoice(props: ActionProps) {
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

export function ManageStores(props: ActionProps) {
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
        <div class="new-store" data-pile="bought" data-card={bought.id}>
          <StoreCardView card={bought} tag="Bought this month" level={3} compact />
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

export function AuctionBid(props: ActionProps) {
  const { ctx, seat, act, confirm, busy } = props;
  const step = ctx.tv.step;
  const legal = legalFor(ctx, seat);
  const raises = only(legal, 'raise').map((a) => a.bid);
  const auction = step.phase === 'building' ? step.auction : null;
  // The chosen raise belongs to the high bid it was chosen against: a new high bid starts it again
  // at the smallest raise (no effect, so a tap made before effects run is never undone).
  const [chosen, setChosen] = useState<{ against: number | undefined; bid: number } | null>(null);
  const bid = chosen && chosen.against === auction?.bid ? chosen.bid : (raises[0] ?? 0);
  const setBid = (b: number) => setChosen({ against: auction?.bid, bid: b });
  if (!auction) return null;
  const name = nameOf(ctx, seat);
  const cash = ctx.tv.players[seat]?.cash ?? 0;
  const debt = debtNeeded(cash, bid);
  const raise = findLegal(legal, { type: 'raise', bid } as BMAction);
  return (
    <Panel id="bm-action-title" title={`Auction for ${auction.card.name}`}>
      <div class="auction-state">
        <StoreCardView card={auction.card} level={3} compact />
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
