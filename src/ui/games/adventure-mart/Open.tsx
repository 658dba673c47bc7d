// Decisions made in everyone's sight (`entry: 'open'`): the Abysswalker's pick from the Abyss
// (AM-F7), Upkeep's re-hire or banish of face-down Staff (AM-K2), Help from HQ's free card or
// 3 Gold (AM-K3), and a React window when only Store Reacts are in play (AM-H2). Buttons come from
// `legal(state, seat)`; banishing and the free claim ask for confirmation with their consequence.
import type { Seat } from '../../../engine/types';
import { HELP_GOLD } from '../../../games/adventure-mart/constants';
import type { OpenDecisionProps, TableTools } from '../../match/game-ui';
import { Card } from './cards';
import { cardInfo, cardName, legalFor, nameOf, ofType, targetText, type AMAction, type AMCtx } from './model';
import { ChoiceButton } from './parts';

interface Props {
  ctx: AMCtx;
  seat: Seat;
  legal: AMAction[];
  tools: TableTools;
}

export function OpenDecision(props: OpenDecisionProps<AMCtx>) {
  const { ctx, prompt, tools } = props;
  const p: Props = { ctx, seat: prompt.seat, legal: legalFor(ctx, prompt.seat), tools };
  switch (prompt.kind) {
    case 'take-from-abyss':
      return <TakeFromAbyss {...p} />;
    case 'upkeep':
      return <Upkeep {...p} />;
    case 'help-from-hq':
      return <HelpFromHq {...p} />;
    case 'react':
      return <OpenReact {...p} />;
    default:
      return <p>Waiting for {nameOf(ctx, prompt.seat)}.</p>;
  }
}

const send = (p: Props) => (a: AMAction) => void p.tools.act(p.seat, a);

function TakeFromAbyss(p: Props) {
  const takes = ofType(p.legal, 'take');
  const name = nameOf(p.ctx, p.seat);
  return (
    <section class="am-open" aria-label={`${name} takes from the Abyss`}>
      <h3>{name}: take one Stock card from the Abyss ({p.ctx.tv.pick?.source.name ?? 'Abysswalker'})</h3>
      <ul class="am-cards am-cards-normal">
        {takes.map((a) => (
          <li key={a.card}>
            <Card card={cardInfo(a.card)}>
              <button type="button" class="button button-primary" disabled={p.tools.busy} onClick={() => send(p)(a)}>Take {cardName(a.card)}</button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Upkeep(p: Props) {
  const name = nameOf(p.ctx, p.seat);
  const me = p.ctx.tv.players[p.seat];
  const staff = (me?.store ?? []).filter((slot) => !slot.faceUp && slot.card.kind === 'staff');
  const rehire = ofType(p.legal, 'rehire');
  const release = ofType(p.legal, 'release');
  return (
    <section class="am-open" aria-label={`${name}'s Upkeep`}>
      <h3>Upkeep: {name} re-hires each face-down Staff at its Hire Cost, or banishes it ({me?.gold ?? 0} Gold)</h3>
      <ul class="am-cards am-cards-normal">
        {staff.map((slot) => {
          const c = slot.card;
          const r = rehire.find((a) => a.card === c.id);
          const b = release.find((a) => a.card === c.id);
          const cost = c.kind === 'staff' ? c.cost : 0;
          return (
            <li key={c.id}>
              <Card card={c} faceUp={false}>
                <div class="am-buttons">
                  {r ? <button type="button" class="button button-primary" disabled={p.tools.busy} onClick={() => send(p)(r)}>Re-hire {c.name} for {cost} Gold</button>
                    : <p class="muted">Not enough Gold to re-hire ({cost}).</p>}
                  {b ? (
                    <button type="button" class="button" disabled={p.tools.busy} onClick={() => p.tools.confirm({
                      message: `Banish ${c.name}?`, detail: `${name} loses this Staff for good: it goes to the Abyss.`,
                      confirmLabel: `Banish ${c.name}`, onConfirm: () => send(p)(b),
                    })}>Banish {c.name}</button>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function HelpFromHq(p: Props) {
  const name = nameOf(p.ctx, p.seat);
  const claims = ofType(p.legal, 'help-claim');
  const goldMove = ofType(p.legal, 'help-gold')[0];
  const ids = [...new Set(claims.map((a) => a.card))];
  return (
    <section class="am-open" aria-label={`Help from HQ for ${name}`}>
      <h3>Help from HQ: {name} has the Quietest Store. Claim one Fixture or Staff free (no On-Call), or take {HELP_GOLD} Gold.</h3>
      {goldMove ? <button type="button" class="button button-primary" disabled={p.tools.busy} onClick={() => send(p)(goldMove)}>Take {HELP_GOLD} Gold</button> : null}
      <ul class="am-cards am-cards-normal">
        {ids.map((id) => {
          const acts = claims.filter((a) => a.card === id);
          return (
            <li key={id}>
              <Card card={cardInfo(id)}>
                <ChoiceButton label={`Claim ${cardName(id)}`} busy={p.tools.busy} onPick={send(p)}
                  choices={acts.map((a) => ({ label: a.replace !== undefined ? `Banish ${cardName(a.replace)} to make room` : `Claim ${cardName(id)}`, action: a }))} />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** An open React window: only Store Reacts (public) are in play, so it is decided on the table. */
function OpenReact(p: Props) {
  const name = nameOf(p.ctx, p.seat);
  const reacts = ofType(p.legal, 'react');
  const pass = ofType(p.legal, 'pass')[0];
  const sources = [...new Set(reacts.map((a) => a.card))];
  return (
    <section class="am-open" aria-label={`${name}: React?`}>
      <h3>{name}: React?</h3>
      <div class="am-buttons">
        {sources.map((id) => (
          <ChoiceButton key={id} label={`React with ${cardName(id)}`} busy={p.tools.busy} onPick={send(p)}
            choices={reacts.filter((a) => a.card === id).map((a) => ({ label: a.target ? `On ${targetText(p.ctx, a.target)}` : 'React', action: a }))} />
        ))}
        {pass ? <button type="button" class="button" disabled={p.tools.busy} onClick={() => send(p)(pass)}>Continue</button> : null}
      </div>
    </section>
  );
}

