// The Bidding dial at the shared table (see src/ui/match/game-ui.ts): the next-round panel in the
// open, each sealed entry behind the shell's gate, the reveal in service order. The shell decides
// when the gate shows, from each prompt's entry.
import { h } from 'preact';
import type { GameUi } from '../../match/game-ui';
import { joinNames } from '../../match/Who';
import { Layout } from './Board';
import { EndScreen } from './EndScreen';
import { Entry, entryTitle } from './Entry';
import { describeEvent } from './log-lines';
import { biddingLabel, itemLabel, makeCtx, nameOf, roundTitle, type DialCtx } from './model';
import { NextRound } from './NextRound';
import { REVEAL_TYPES, RevealBody, revealTitle } from './Reveal';
import { RULES, rulesSectionFor } from './Rules';
import './dial.css';

export const ui: GameUi<DialCtx> = {
  context: makeCtx,
  phases: [
    { id: 'supply', label: 'Supply' },
    { id: 'sale', label: 'Sale' },
  ],
  phasesLabel: 'Bidding',
  currentPhase: (ctx) => ctx.tv.round?.bidding ?? '',
  where: (ctx) => {
    if (ctx.tv.ended) return 'Sitting over';
    const r = ctx.tv.round;
    return r ? roundTitle(r) : 'Between rounds';
  },
  whatNext: (ctx) => {
    const r = ctx.tv.round;
    if (ctx.tv.ended) return 'The sitting is over.';
    if (!r) return 'Choose the next round: Supply or Sale, the item type, and who is tapped out.';
    return `Everyone taking part enters in secret. When the last ${r.bidding === 'sale' ? 'offer' : 'price'} is in, all turn over together in service order.`;
  },
  StatusExtra: ({ ctx }) =>
    h('p', { class: 'status-next' }, `Turn order: ${joinNames(ctx.tv.turnOrder.map((s) => nameOf(ctx, s)))}.`),
  Layout,
  OpenDecision: NextRound,
  decisionKey: (ctx) => `next-round:${ctx.tv.history.length}`,
  privateTitle: entryTitle,
  PrivateScreen: Entry,
  privateMode: () => 'lock-in',
  sealedStatus: (ctx) => {
    const r = ctx.tv.round;
    if (!r) return null;
    return {
      kind: r.sealed.kind,
      title: `${biddingLabel(r.bidding)} ${r.bidding === 'sale' ? 'offers' : 'prices'} for ${itemLabel(r.item)} (round ${r.number})`,
      entries: r.sealed.eligible.map((seat, i) => ({ seat, done: r.sealed.submitted[i] === true })),
    };
  },
  sealedNoun: (kind) => (kind === 'sale-offer' ? 'offer' : 'price'),
  reveals: { types: REVEAL_TYPES, title: (_ctx, e) => revealTitle(e), Body: RevealBody },
  describeEvent,
  EndScreen,
  rules: RULES,
  rulesSection: (ctx) => rulesSectionFor(ctx.tv.round?.bidding),
};

