// Brick & Mortar at the shared table: its board, its words, and a renderer per kind of decision
// (see src/ui/match/game-ui.ts). The shell decides when the gate shows, from each prompt's entry.
import { h } from 'preact';
import { phoneSeats } from '../../../app/phone-seats';
import type { GameUi } from '../../match/game-ui';
import { PublicDecision } from './Actions';
import { Layout } from './Layout';
import { describeEvent } from './log-lines';
import { itemLabel, makeCtx, nameOf, type TableCtx } from './model';
import { EndScreen } from './EndScreen';
import { PrivateScreen, privateTitle, type PrivateKind } from './Private';
import { movePreviews, privatePart } from './previews';
import { REVEAL_TYPES, RevealBody, revealTitle } from './Reveal';
import { RULES, rulesSectionFor } from './Rules';
import { PHASES, StatusExtra, stripPhase, whatNext, where } from './status';
import type { BMAction, BMView } from '../../../games/brick-and-mortar';
import './bm.css';

const SECRET_NOUN: Record<string, string> = {
  'draft-keep': 'draft pick',
  advertise: 'Market cards',
  'supply-price': 'sealed bid',
  'sale-offer': 'sealed offer',
};

function sealedTitle(ctx: TableCtx): string {
  const step = ctx.tv.step;
  switch (step.phase) {
    case 'draft':
      return `Draft round ${step.round + 1}: keep one Store`;
    case 'advertising':
      return 'Advertising: 2 Market cards each';
    case 'supply':
      return `Sealed bids for ${itemLabel(step.item)}`;
    case 'sale':
      return `Sealed offers for ${itemLabel(step.item)}`;
    default:
      return 'Sealed entries';
  }
}

export const ui: GameUi<TableCtx> = {
  context: makeCtx,
  phases: PHASES.map((p) =>
    p.id === 'building' ? { ...p, note: (ctx: TableCtx) => (ctx.tv.month === 1 ? 'not in January' : null) } : p,
  ),
  phasesLabel: 'Phases of the month',
  currentPhase: (ctx) => stripPhase(ctx.tv.phase),
  where,
  whatNext,
  StatusExtra,
  Layout,
  OpenDecision: ({ ctx, prompt, tools }) =>
    h(PublicDecision, {
      kind: prompt.kind,
      ctx,
      seat: prompt.seat,
      busy: tools.busy,
      act: (a: BMAction) => tools.act(prompt.seat, a),
      confirm: tools.confirm,
      // A hand with a phone never shows on the tablet: the phone offers it (privatePart below).
      openHand: () =>
        phoneSeats.peek().has(prompt.seat)
          ? tools.confirm({
              message: `${nameOf(ctx, prompt.seat)} buys from hand on their phone`,
              detail: 'Their hand shows there, never on the tablet, while the phone is connected.',
              confirmLabel: 'OK',
              onConfirm: () => undefined,
            })
          : tools.openGate(prompt.seat, 'hand'),
    }),
  decisionKey: (ctx, prompt) => {
    const step = ctx.tv.step;
    const item = step.phase === 'supply' || step.phase === 'sale' ? step.item : '';
    return `${prompt.seat}:${prompt.kind}:${ctx.tv.month}:${item}`;
  },
  privateTitle: (ctx, seat, kind) => privateTitle(ctx, seat, kind as PrivateKind),
  PrivateScreen: ({ ctx, seat, kind, view, onChoice }) =>
    h(PrivateScreen, { ctx, seat, kind: kind as PrivateKind, view: view as BMView, onChoice }),
  privateMode: () => 'lock-in',
  movePreviews: movePreviews as GameUi<TableCtx>['movePreviews'],
  privatePart,
  sealedStatus: (ctx) => {
    const step = ctx.tv.step;
    const sealed = 'sealed' in step ? step.sealed : null;
    if (!sealed) return null;
    return {
      kind: sealed.kind,
      title: sealedTitle(ctx),
      entries: sealed.eligible.map((seat, i) => ({ seat, done: sealed.submitted[i] === true })),
    };
  },
  sealedNoun: (kind) => SECRET_NOUN[kind] ?? 'entry',
  reveals: { types: REVEAL_TYPES, title: (_ctx, e) => revealTitle(e), Body: RevealBody },
  describeEvent,
  EndScreen,
  rules: RULES,
  rulesSection: (ctx) => rulesSectionFor(ctx.tv.phase),
};
