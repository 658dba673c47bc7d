// The private screens, mounted only while the gate is uncovered, from the seat's own view. Each
// shows the hand drawn large with what was drawn since the seat last looked, and offers only the
// engine's legal moves. Live screens send each tap at once; Store Closing's keep (sealed) reports
// one choice to the gate's Lock in and always starts blank.
import { useEffect, useState } from 'preact/hooks';
import type { PrivateScreenProps } from '../../match/game-ui';
import { Card } from './cards';
import { DrawnNotice, Hand, type ScreenProps } from './hand';
import { cardName, drawnSince, legalFor, nameOf, ofType, plural, targetText, type AMAction, type AMCtx, type AMView } from './model';
import { OfferScreen, TopupScreen } from './Offer';
import { ChoiceButton } from './parts';
import { TurnScreen } from './Turn';

export function PrivateScreen(props: PrivateScreenProps<AMCtx>) {
  const { ctx, seat, kind } = props;
  const view = props.view as AMView;
  const [busy, setBusy] = useState(false);
  const legal = view.you?.legal ?? legalFor(ctx, seat);
  // Only what is still in hand: a card drawn and already sold or discarded is no news.
  const inHand = new Set((view.players[seat]?.hand ?? []).map((c) => c.id));
  const drawn = drawnSince(props.seatLog, props.lastLooked).filter((id) => inHand.has(id));
  function send(a: AMAction) {
    setBusy(true);
    void props.act(a).finally(() => setBusy(false));
  }
  const sp: ScreenProps = { ctx, seat, view, legal, send, busy, drawn };
  return (
    <div class="am-private">
      <DrawnNotice drawn={drawn} name={nameOf(ctx, seat)} />
      <PrivateBody kind={view.you?.kind ?? kind} sp={sp} onChoice={props.onChoice} />
    </div>
  );
}

function PrivateBody(props: { kind: string; sp: ScreenProps; onChoice: (a: unknown) => void }) {
  const { sp } = props;
  switch (props.kind) {
    case 'turn':
    case 'final-action':
      return <TurnScreen {...sp} />;
    case 'offer':
      return <OfferScreen {...sp} />;
    case 'topup':
      return <TopupScreen {...sp} />;
    case 'react':
      return <ReactScreen {...sp} />;
    case 'discard':
      return <DiscardScreen {...sp} />;
    case 'on-call':
      return <OnCallScreen {...sp} />;
    case 'keep':
      return <KeepScreen {...sp} onChoice={props.onChoice} />;
    default:
      return <Hand view={sp.view} seat={sp.seat} drawn={sp.drawn} />;
  }
}

const REACT_MOMENTS: Record<string, string> = {
  'offer-made': 'An Offer has just been made in this Sale.',
  'sale-won': 'The Sale has just been won, before Checkout.',
};

/**
 * A React window. Everyone asked sees the same screen and the same "Continue"; a seat holding a
 * React also sees a button per React and target. The table learns nothing from who was asked.
 */
export function ReactScreen(sp: ScreenProps) {
  const reacts = ofType(sp.legal, 'react');
  const pass = ofType(sp.legal, 'pass')[0];
  const trigger = sp.view.react?.trigger ?? '';
  const bySource = new Map<number, typeof reacts>();
  for (const r of reacts) bySource.set(r.card, [...(bySource.get(r.card) ?? []), r]);
  return (
    <section class="am-screen" aria-label="React window">
      <p>{REACT_MOMENTS[trigger] ?? 'A React window is open.'}</p>
      <div class="am-buttons">
        {[...bySource.entries()].map(([source, acts]) => (
          <ChoiceButton key={source} label={`React with ${cardName(source)}`} busy={sp.busy} onPick={sp.send}
            choices={acts.map((a) => ({ label: a.target ? `On ${targetText({ seats: sp.ctx.seats, tv: sp.view }, a.target)}` : 'React', action: a }))} />
        ))}
        {pass ? <button type="button" class="button button-primary" disabled={sp.busy} onClick={() => sp.send(pass)}>Continue</button> : null}
      </div>
      <Hand view={sp.view} seat={sp.seat} drawn={sp.drawn} />
    </section>
  );
}

/** Luna (AM-F4): the winner discards cards of their choice, one tap each. */
export function DiscardScreen(sp: ScreenProps) {
  const left = sp.view.pick?.left ?? 0;
  const options = new Set(ofType(sp.legal, 'discard').map((a) => a.card));
  return (
    <section class="am-screen" aria-label="Discard">
      <p>{sp.view.pick?.source.name ?? 'An effect'}: {nameOf(sp.ctx, sp.seat)} discards {plural(left, 'card')} from hand to the Reorder Pile.</p>
      <Hand view={sp.view} seat={sp.seat} drawn={sp.drawn} item={(c) => ({
        children: options.has(c.id) ? (
          <button type="button" class="button" disabled={sp.busy} onClick={() => sp.send({ type: 'discard', card: c.id })}>Discard {c.name}</button>
        ) : null,
      })} />
    </section>
  );
}

/** AM-G1: a Staff hired from the queue may use its On-Call effect at once. */
export function OnCallScreen(sp: ScreenProps) {
  const uses = ofType(sp.legal, 'on-call');
  const skip = ofType(sp.legal, 'skip')[0];
  const source = sp.view.pick?.source;
  return (
    <section class="am-screen" aria-label="On-Call effect">
      <p>{source ? `${source.name} is On Call: use its effect now, free, or skip it.` : 'Use the On-Call effect now, or skip it.'}</p>
      {source ? <Card card={source} /> : null}
      <div class="am-buttons">
        <ChoiceButton label={`Use ${source?.name ?? 'the effect'} now`} busy={sp.busy} onPick={sp.send} primary
          choices={uses.map((a) => ({ label: a.target ? targetText({ seats: sp.ctx.seats, tv: sp.view }, a.target) : 'Use it', action: a }))} />
        {skip ? <button type="button" class="button" disabled={sp.busy} onClick={() => sp.send(skip)}>Skip</button> : null}
      </div>
      <Hand view={sp.view} seat={sp.seat} drawn={sp.drawn} />
    </section>
  );
}

/** AM-K1 Discard & Redraw: keep one card (or none), sealed. Starts blank on every entry. */
export function KeepScreen(sp: ScreenProps & { onChoice: (a: unknown) => void }) {
  const options = ofType(sp.legal, 'keep');
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  // The entry changes with the tap itself, not after the next paint: a Lock in pressed at once
  // locks in what was tapped (a choice passed up in an effect let it lock in the one before).
  const choose = (card: number | null) => {
    setChosen(card);
    sp.onChoice(options.find((o) => o.card === card) ?? null);
  };
  // A fresh screen starts blank: nothing to lock in until a tap.
  useEffect(() => sp.onChoice(null), []);
  const hand = sp.view.players[sp.seat]?.hand ?? [];
  const limit = sp.view.players[sp.seat]?.handLimit ?? 5;
  return (
    <section class="am-screen" aria-label="Keep one card">
      <fieldset class="am-keep">
        <legend>{nameOf(sp.ctx, sp.seat)} keeps one card for tomorrow; the rest go to the Reorder Pile, then {nameOf(sp.ctx, sp.seat)} draws up to {limit}.</legend>
        <ul class="am-cards am-cards-large">
          {hand.map((c) => (
            <li key={c.id}>
              <Card card={c} size="large">
                <label class={`am-radio${chosen === c.id ? ' is-chosen' : ''}`}>
                  <input type="radio" name="am-keep" checked={chosen === c.id} onChange={() => choose(c.id)} />
                  <span>Keep {c.name}</span>
                </label>
              </Card>
            </li>
          ))}
        </ul>
        <label class={`am-radio${chosen === null ? ' is-chosen' : ''}`}>
          <input type="radio" name="am-keep" checked={chosen === null} onChange={() => choose(null)} />
          <span>Keep no card</span>
        </label>
      </fieldset>
      <p class="muted">{nameOf(sp.ctx, sp.seat)}: choose, then Lock in. Nobody sees what was kept.</p>
    </section>
  );
}
