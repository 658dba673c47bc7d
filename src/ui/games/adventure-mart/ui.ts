// Adventure Mart at the shared table: its board, its words, and a renderer per kind of decision
// (see src/ui/match/game-ui.ts). The shell decides when the gate shows, from each prompt's entry;
// Table.tsx wraps this with `tableFor(ui)`.
//   model.ts      the context, names, legal moves, dry runs, words for targets
//   cards.tsx     cards drawn in the project's style (am-cards.css)
//   Layout.tsx    the grid: Board.tsx (Day, Depot, Town, Stores, Abyss) and Sale.tsx (the Sale)
//   Private.tsx   the private screens: Turn.tsx, Offer.tsx (Offer, top-up), React, discard,
//                 On-Call, keep; hand.tsx draws the hand and what was drawn since the last look
//   Open.tsx      decisions in everyone's sight (Abyss pick, Upkeep, Help from HQ, open React)
//   status.tsx    phase strip, where, what next, titles and invites; log-lines.ts, Reveal.tsx,
//                 EndScreen.tsx (the Review), Rules.tsx
import type { GameUi } from '../../match/game-ui';
import { EndScreen } from './EndScreen';
import { Layout } from './Layout';
import { describeEvent, REVEAL_TYPES } from './log-lines';
import { makeCtx, type AMCtx } from './model';
import { OpenDecision } from './Open';
import { movePreviews } from './previews';
import { PrivateScreen } from './Private';
import { RevealBody, revealTitle } from './Reveal';
import { RULES, rulesSectionFor } from './Rules';
import {
  currentPhase, PHASES, privateInvite, privateMode, privateTitle, sealedNoun, sealedStatus, StatusExtra, whatNext, where,
} from './status';
import './am-cards.css';
import './am.css';
import './am-private.css';

export type { AMCtx };

export const ui: GameUi<AMCtx> = {
  context: makeCtx,
  phases: PHASES,
  phasesLabel: 'Parts of the Day',
  currentPhase,
  where,
  whatNext,
  StatusExtra,
  Layout,
  OpenDecision,
  privateTitle,
  PrivateScreen,
  privateMode,
  privateInvite,
  movePreviews: movePreviews as GameUi<AMCtx>['movePreviews'],
  sealedStatus,
  sealedNoun,
  reveals: { types: REVEAL_TYPES, title: revealTitle, Body: RevealBody },
  describeEvent,
  EndScreen,
  rules: RULES,
  rulesSection: rulesSectionFor,
};
