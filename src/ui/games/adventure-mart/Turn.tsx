// A Trading Hours turn or a final action (AM-T1, AM-T2), behind the gate: the hand drawn large
// with each card's Use effect, then Spend Gold (a queue card, or the top of a deck banishing a
// queue card), Start a Sale (a face-down Adventurer by its place), Use a Store card's effect, and
// End turn once an action is taken (or Pass, for a final action). Every button is a legal move;
// prices come from the view, a Market Day trade-in's price from a dry run of the engine.
import type { DepotName } from '../../../games/adventure-mart/rules/spend-gold';
import { Card } from './cards';
import { boughtCost, cardName, nameOf, ofType, useDisposal, plural, targetText, type AMAction } from './model';
import { ChoiceButton, type Choice } from './parts';
import { Hand, type ScreenProps } from './hand';

const VERB: Record<DepotName, string> = { stock: 'Buy', fixtures: 'Install', staff: 'Hire' };
const DECK: Record<DepotName, string> = { stock: 'Stock Deck', fixtures: 'Fixture Deck', staff: 'Staff Deck' };
const QUEUE: Record<DepotName, string> = { stock: 'Stock Queue', fixtures: 'Fixture Queue', staff: 'Staff Queue' };

type Buy = Extract<AMAction, { type: 'buy' }>;
type BuyDeck = Extract<AMAction, { type: 'buy-deck' }>;
type Use = Extract<AMAction, { type: 'use' }>;

function buyChoices(sp: ScreenProps, acts: Buy[], cost: number): Choice[] {
  return acts.map((a) => {
    const bits: string[] = [];
    if (a.replace !== undefined) bits.push(`banishing ${cardName(a.replace)} to make room`);
    if (a.tradeIn !== undefined) bits.push(`trading in ${cardName(a.tradeIn)}`);
    const price = a.tradeIn !== undefined ? boughtCost(sp.ctx, sp.seat, a) ?? cost : cost;
    return { label: bits.length ? `${price} Gold, ${bits.join(', ')}` : `${price} Gold`, action: a };
  });
}

function QueueBuys(props: { sp: ScreenProps; from: DepotName; buys: Buy[] }) {
  const { sp, from } = props;
  const depot = sp.view.depot[from];
  const rows = depot.queue.filter((q) => props.buys.some((b) => b.card === q.card.id));
  if (rows.length === 0) return null;
  return (
    <ul class="am-cards am-cards-normal" aria-label={`Buy from the ${QUEUE[from]}`}>
      {rows.map((q) => {
        const cost = q.costs[sp.seat] ?? 0;
        const acts = props.buys.filter((b) => b.card === q.card.id);
        const plain = acts.filter((a) => a.tradeIn === undefined);
        const label = `${VERB[from]} ${q.card.name} for ${cost} Gold`;
        return (
          <li key={q.card.id}>
            <Card card={q.card}>
              {plain.length === 1 && acts.length === 1 ? (
                <button type="button" class="button button-primary" disabled={sp.busy} onClick={() => sp.send(acts[0] as Buy)}>{label}</button>
              ) : (
                <ChoiceButton label={`${VERB[from]} ${q.card.name}`} choices={buyChoices(sp, acts, cost)} onPick={sp.send} busy={sp.busy} primary />
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function DeckBuys(props: { sp: ScreenProps; buys: BuyDeck[] }) {
  const { sp } = props;
  const froms = (['stock', 'fixtures', 'staff'] as const).filter((f) => props.buys.some((b) => b.from === f));
  if (froms.length === 0) return null;
  return (
    <div class="am-buttons" role="group" aria-label="Buy from the top of a deck">
      {froms.map((from) => {
        const cost = sp.view.depot[from].deckCosts[sp.seat] ?? 0;
        const acts = props.buys.filter((b) => b.from === from);
        return (
          <ChoiceButton key={from} label={`Buy the top of the ${DECK[from]} for ${cost} Gold`} onPick={sp.send} busy={sp.busy}
            explain={`A buy from the top of the deck banishes one face-up card of the ${QUEUE[from]}: it goes to the Abyss for good. Choose which.`}
            choices={acts.map((a) => ({
              label: `Banish ${cardName(a.banish)} from the queue${a.replace !== undefined ? `, and ${cardName(a.replace)} to make room` : ''}`,
              action: a,
              // A single form is one button: its sentence says what the buy banishes.
              ...(acts.length === 1 ? { detail: `banishes ${cardName(a.banish)} from the ${QUEUE[from]} to the Abyss${a.replace !== undefined ? `, and ${cardName(a.replace)} to make room` : ''}` } : {}),
            }))} />
        );
      })}
    </div>
  );
}

/** One choice per target, each saying what using the card costs it (from the engine's dry run). */
function useChoices(sp: ScreenProps, acts: Use[]): Choice[] {
  return acts.map((a) => {
    const after = useDisposal(sp.ctx, sp.seat, a);
    const detail = after ? `${cardName(a.card)} ${after}` : undefined;
    return { label: a.target ? targetText({ seats: sp.ctx.seats, tv: sp.view }, a.target) : 'Use it', action: a, detail };
  });
}

export function TurnScreen(sp: ScreenProps) {
  const { view, legal } = sp;
  const turn = view.turn;
  const buys = ofType(legal, 'buy');
  const deckBuys = ofType(legal, 'buy-deck');
  const sales = ofType(legal, 'start-sale');
  const uses = ofType(legal, 'use');
  const end = ofType(legal, 'end-turn')[0];
  const me = view.players[sp.seat];
  const who = nameOf(sp.ctx, sp.seat);
  const storeUses = (me?.store ?? []).filter((slot) => uses.some((u) => u.card === slot.card.id));
  const anyAction = (turn?.actions ?? 0) > 0;
  const left = turn ? [turn.actions > 0 ? plural(turn.actions, 'action') : '', turn.uses > 0 ? plural(turn.uses, 'extra Use action') : '']
    .filter(Boolean).join(' and ') : '';
  return (
    <section class="am-screen am-turn" aria-label={turn?.final ? 'Final action' : 'Turn'}>
      <p class="am-turn-line">
        <strong>{me?.gold ?? 0} Gold</strong>
        {left ? ` · ${left} left` : ' · no actions left'}
        {turn?.final ? ' · final action: passing is allowed' : ''}
        {end ? (
          <button type="button" class="button am-end-turn" disabled={sp.busy} onClick={() => sp.send(end)}>
            {turn?.final && anyAction ? 'Pass (no final action)' : 'End turn'}
          </button>
        ) : null}
      </p>
      <h3>{who}'s hand</h3>
      <Hand view={view} seat={sp.seat} drawn={sp.drawn} item={(c) => {
        const mine = uses.filter((u) => u.card === c.id);
        return mine.length === 0 ? {} : {
          children: <ChoiceButton label={`Use ${c.name}`} choices={useChoices(sp, mine)} onPick={sp.send} busy={sp.busy} />,
        };
      }} />
      {storeUses.length > 0 ? (
        <>
          <h3>Use a card in {who}'s Store</h3>
          <ul class="am-cards am-cards-normal" aria-label="Store cards with a Use effect">
            {storeUses.map((slot) => (
              <li key={slot.card.id}>
                <Card card={slot.card}>
                  <ChoiceButton label={`Use ${slot.card.name}`} choices={useChoices(sp, uses.filter((u) => u.card === slot.card.id))}
                    onPick={sp.send} busy={sp.busy} />
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {sales.length > 0 ? (
        <>
          <h3>Start a Sale</h3>
          <p class="muted">Take the Initiative and reveal a face-down Adventurer, then make the first Offer.</p>
          <div class="am-buttons" role="group" aria-label="Start a Sale">
            {sales.map((a) => (
              <button key={a.slot} type="button" class="button" disabled={sp.busy} onClick={() => sp.send(a)}>
                Start a Sale with Adventurer {a.slot + 1}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {anyAction && (buys.length > 0 || deckBuys.length > 0) ? (
        <>
          <h3>Spend Gold</h3>
          <QueueBuys sp={sp} from="stock" buys={buys.filter((b) => b.from === 'stock')} />
          <QueueBuys sp={sp} from="fixtures" buys={buys.filter((b) => b.from === 'fixtures')} />
          <QueueBuys sp={sp} from="staff" buys={buys.filter((b) => b.from === 'staff')} />
          <DeckBuys sp={sp} buys={deckBuys} />
        </>
      ) : anyAction ? <p class="muted">Nothing in the Depot is within {who}'s {me?.gold ?? 0} Gold.</p> : null}
    </section>
  );
}
