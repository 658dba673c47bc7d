// Small pieces used on every Adventure Mart screen: a player's badge and name, tokens, a list of
// cards, and a button list built from legal moves (one button per move, one tap each).
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Card, type CardProps } from './cards';
import type { AMAction, CardInfo } from './model';

export { Who } from '../../match/Who';

export function Token(props: { kind: string; children: ComponentChildren }) {
  return <span class={`am-token am-token-${props.kind}`}>{props.children}</span>;
}

export function CardList(props: { label: string; cards: readonly CardInfo[]; size?: CardProps['size']; empty?: string;
  item?: (c: CardInfo) => Partial<CardProps> }) {
  if (props.cards.length === 0) return <p class="muted am-empty">{props.empty ?? 'None'}</p>;
  return (
    <ul class={`am-cards am-cards-${props.size ?? 'normal'}`} aria-label={props.label}>
      {props.cards.map((c, i) => (
        <li key={`${c.id}-${i}`}>
          <Card card={c} size={props.size} {...props.item?.(c)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A disclosure (a button with aria-expanded, named by its summary) whose contents are drawn only
 * while it is open: what piles up over a long game (a Ledger, a Reorder Pile, the Abyss) would
 * otherwise be laid out, hidden, whenever the table opens.
 */
export function Folded(props: { summary: string; class?: string; children: () => ComponentChildren }) {
  const [open, setOpen] = useState(false);
  return (
    <div class={`am-fold${props.class ? ` ${props.class}` : ''}`}>
      <button type="button" class="button button-quiet am-fold-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
        {props.summary}
      </button>
      {open ? props.children() : null}
    </div>
  );
}

export interface Choice {
  label: string;
  action: AMAction;
  /** Shown under the label (a cost, a consequence). */
  detail?: string;
}

/**
 * One button for a move with a single form; a move with several (targets, a card to banish for
 * room) opens the list of its forms in place, so every form costs one more tap at most.
 */
export function ChoiceButton(props: { label: string; choices: readonly Choice[]; onPick: (a: AMAction) => void; busy?: boolean;
  primary?: boolean; /** A sentence saying what the list of forms is, shown above it. */ explain?: string }) {
  const [open, setOpen] = useState(false);
  const cls = `button${props.primary ? ' button-primary' : ''}`;
  const only = props.choices.length === 1 ? props.choices[0] : undefined;
  if (props.choices.length === 0) return null;
  if (only) {
    return (
      <button type="button" class={cls} disabled={props.busy} onClick={() => props.onPick(only.action)}>
        {props.label}
        {only.detail ? <span class="am-detail"> ({only.detail})</span> : null}
      </button>
    );
  }
  return (
    <div class="am-choice">
      <button type="button" class={cls} aria-expanded={open} disabled={props.busy} onClick={() => setOpen(!open)}>
        {props.label}…
      </button>
      {open && props.explain ? <p class="am-choice-explain">{props.explain}</p> : null}
      {open ? (
        <ul class="am-choice-list" aria-label={`${props.label}: choose one`}>
          {props.choices.map((c, i) => (
            <li key={i}>
              <button type="button" class="button" disabled={props.busy} onClick={() => props.onPick(c.action)}>
                {c.label}
                {c.detail ? <span class="am-detail"> ({c.detail})</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

