// Composing an Offer behind the gate (AM-O2..AM-O5): the Adventurer in view, the Offer to beat,
// the seat's Offer with its Quality total as the engine computes it after every tap (in a one-line
// bar that stays in view with Confirm), the cards offered with their parts and Take back, the hand
// with the cards the Adventurer wants marked, Sell effects to add or take back, then
// Confirm (only when it beats the highest Offer) or Drop out (asked twice: cards come back and
// the seat is out of this Sale; once, when nothing else is possible). After winning: top up with
// more desired Stock, or Checkout.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Desires } from './cards';
import { cardName, nameOf, ofType, targetText, type AMAction } from './model';
import { ChoiceButton } from './parts';
import { Hand, type ScreenProps } from './hand';
import { partsText, QualityRows } from './Sale';

type Sell = Extract<AMAction, { type: 'offer-sell' }>;

function AdventurerLine(sp: ScreenProps) {
  const sale = sp.view.sale;
  if (!sale) return null;
  const others = sale.offers
    .map((o, seat) => ({ o, seat }))
    .filter((x) => x.seat !== sp.seat && x.o !== null && !sale.out[x.seat])
    .map((x) => `${nameOf(sp.ctx, x.seat)} ${x.o?.quality.total ?? 0}`);
  return (
    <>
      <p class="am-sale-facts">
        <strong>{sale.adventurer.name}</strong>
        <span class="am-gts">{sale.goldToSpend} Gold to Spend</span>
        <span>Wants <Desires desires={sale.desires} /></span>
      </p>
      {others.length > 0 ? <p class="am-others">Offers on the table: {others.join(', ')}</p> : null}
    </>
  );
}

export function OfferScreen(sp: ScreenProps) {
  const { view, legal, seat } = sp;
  const draft = view.you?.draft;
  const sale = view.sale;
  const [dropping, setDropping] = useState(false);
  const who = nameOf(sp.ctx, seat);
  const adds = new Set(ofType(legal, 'offer-add').map((a) => a.card));
  const takeBacks = new Set(ofType(legal, 'offer-take-back').map((a) => a.card));
  const sells = ofType(legal, 'offer-sell');
  const unsells = ofType(legal, 'offer-unsell');
  const confirm = ofType(legal, 'offer-confirm')[0];
  const drop = ofType(legal, 'drop-out')[0];
  // Nothing can raise: dropping out is the only move, so it takes one tap, not a question too.
  const forced = drop !== undefined && legal.every((a) => a.type === 'drop-out');
  // The question takes the focus when it comes, and gives it back to Drop out when put away.
  const question = useRef<HTMLDivElement>(null);
  const dropButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (dropping) question.current?.focus({ preventScroll: true });
    else if (asked.current) dropButton.current?.focus({ preventScroll: true });
    asked.current = dropping;
  }, [dropping]);
  const standing = sale?.offers[seat]?.cards ?? [];
  const bySource = new Map<number, Sell[]>();
  for (const a of sells) bySource.set(a.card, [...(bySource.get(a.card) ?? []), a]);
  const named = { seats: sp.ctx.seats, tv: view };
  const total = draft?.quality.total ?? 0;
  const beat = draft?.beat ?? null;
  // Named apart from the Sale's own "Ana's Offer" on the board behind it (landmarks need unique names).
  return (
    <section class="am-screen am-compose" aria-label={`Making ${who}'s Offer`}>
      <AdventurerLine {...sp} />
      {/* The bar that stays in view is one line: the total against the Offer to beat, Confirm and
          Drop out (and the drop-out question while it is asked). The cards offered, with their
          Take back, are in the flow below it: with three of them the bar once covered half the
          screen (issue 30), and earlier the Take back buttons scrolled under it. */}
      <div class="am-compose-bar" role="group" aria-label={`${who}'s Offer so far`}>
        <div class="am-compose-line">
          <p class="am-compose-total">
            {who}'s Offer: <strong>Quality {total}</strong>
            {beat !== null ? <span> · to beat: {beat}</span> : <span> · first Offer</span>}
          </p>
          <div class="am-buttons">
            <button type="button" class="button button-primary" disabled={!confirm || sp.busy} onClick={() => confirm && sp.send(confirm)}>
              Confirm Offer (Quality {total})
            </button>
            {drop && !dropping ? (
              <button ref={dropButton} type="button" class="button" disabled={sp.busy} onClick={() => (forced ? sp.send(drop) : setDropping(true))}>
                Drop out
              </button>
            ) : null}
          </div>
        </div>
        {dropping && drop ? (
          <div ref={question} tabIndex={-1} class="notice notice-warning" role="alert">
            <p>Drop out of this Sale? {who}'s offered cards come back to hand and {who} makes no more Offers in it. Costs already paid stay paid.</p>
            <button type="button" class="button button-danger" disabled={sp.busy} onClick={() => sp.send(drop)}>Yes, drop out</button>{' '}
            <button type="button" class="button" onClick={() => setDropping(false)}>Keep going</button>
          </div>
        ) : null}
      </div>
      {forced ? (
        <p class="notice notice-warning" role="status">
          Nothing {who} holds can raise this Offer: {who} drops out, and the offered cards come back to hand.
        </p>
      ) : !confirm ? (
        <p class="notice notice-warning" role="status">
          {beat !== null ? `The Offer must be higher than ${beat}.` : 'Add Stock the Adventurer wants (only the Initiative holder may offer no Stock).'}
        </p>
      ) : null}
      {draft ? (
        <div class="am-compose-cards">
          <QualityRows q={draft.quality} label={`Cards in ${who}'s Offer`} after={(id) => takeBacks.has(id) ? (
            <button type="button" class="button am-take-back" disabled={sp.busy} aria-label={`Take back ${cardName(id)}`}
              onClick={() => sp.send({ type: 'offer-take-back', card: id })}>
              Take back
            </button>
          ) : null} />
          <p class="am-parts">{partsText(draft.quality)}</p>
        </div>
      ) : null}
      {sale && view.players[seat]?.barredSale === sale.number ? (
        <p class="notice">{who} may offer no Stock in this Sale (Bluejay &amp; Greyowl): tokens and effects still count.</p>
      ) : null}
      {standing.length > 0 ? <p class="muted">Already on the table (they stay): {standing.map((c) => c.name).join(', ')}</p> : null}
      {bySource.size > 0 || unsells.length > 0 ? (
        <div class="am-buttons" role="group" aria-label="Sell effects">
          {[...bySource.entries()].map(([source, acts]) => (
            <ChoiceButton key={source} label={`Sell effect: ${cardName(source)}`} onPick={sp.send} busy={sp.busy}
              choices={acts.map((a) => ({ label: a.target ? targetText(named, a.target) : 'Use it', action: a }))} />
          ))}
          {unsells.map((a) => (
            <button key={a.card} type="button" class="button" disabled={sp.busy} onClick={() => sp.send(a)}>Remove effect: {cardName(a.card)}</button>
          ))}
        </div>
      ) : null}
      {draft && draft.uses.length > 0 ? (
        <p class="muted">Effects planned (paid on confirming): {draft.uses.map((u) => `${u.card.name}${u.target ? ` on ${targetText(named, u.target)}` : ''}`).join('; ')}</p>
      ) : null}
      <h3>{who}'s hand</h3>
      <Hand view={view} seat={seat} drawn={sp.drawn} item={(c) => {
        if (draft?.cards.some((d) => d.id === c.id)) return { marks: ['In the Offer'] };
        if (!adds.has(c.id)) return { marks: ['Not wanted'], dim: true };
        return {
          marks: ['Can be offered'],
          children: <button type="button" class="button button-primary" disabled={sp.busy} onClick={() => sp.send({ type: 'offer-add', card: c.id })}>Add {c.name}</button>,
        };
      }} />
    </section>
  );
}

/** AM-O6: after winning, more desired Stock for Gold while the Sell Price is below Gold to Spend. */
export function TopupScreen(sp: ScreenProps) {
  const { view, legal, seat } = sp;
  const sale = view.sale;
  const adds = new Set(ofType(legal, 'topup-add').map((a) => a.card));
  const checkout = ofType(legal, 'checkout')[0];
  const offer = sale?.offers[seat];
  return (
    <section class="am-screen" aria-label="Top up before Checkout">
      <AdventurerLine {...sp} />
      <p>
        {nameOf(sp.ctx, seat)} won. Sell Price so far {offer?.sellPrice ?? 0} of {sale?.goldToSpend ?? 0} Gold to Spend: more Stock the Adventurer wants may be
        added (no Sell effects), then Checkout.
      </p>
      {checkout ? (
        <button type="button" class="button button-primary button-big" disabled={sp.busy} onClick={() => sp.send(checkout)}>
          Checkout: take {sale?.checkoutGold ?? 0} Gold
        </button>
      ) : null}
      {adds.size === 0 ? <p class="muted">No card in hand is wanted by this Adventurer.</p> : null}
      <Hand view={view} seat={seat} drawn={sp.drawn} item={(c) => adds.has(c.id) ? {
        marks: ['Can be added'],
        children: <button type="button" class="button" disabled={sp.busy} onClick={() => sp.send({ type: 'topup-add', card: c.id })}>Add {c.name} (sells for {c.kind === 'stock' ? c.sell : 0})</button>,
      } : { dim: true }} />
    </section>
  );
}
