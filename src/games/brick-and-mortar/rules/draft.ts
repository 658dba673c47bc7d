// Before January (BM-S2): outside a first game each player is dealt 4 regular Stores, secretly
// keeps one (a simultaneous hidden entry) and passes the rest clockwise (to the next seat), until
// everyone holds 3; the last card of each hand is discarded face down. Keeps stay secret after the
// round: only each seat learns what it kept and what it was passed.
import { isComplete, openSealed, revealed, sealedPrompts, withEntry } from '../../../engine/sealed';
import type { Prompt, Seat } from '../../../engine/types';
import { DRAFT_DEAL, DRAFT_KEEP } from '../constants';
import { storeCard } from '../content';
import type { BMState, DraftStep } from '../state';
import { among, anyOf, field, move, type Choices } from '../../../engine/choices';
import { err, privateEvent, publicEvent, withStep, type Events } from './common';
import { edit, editPlayer } from './copy';

export type DraftAction = { type: 'keep'; card: string };

export function beginDraft(state: BMState, ev: Events): BMState {
  const count = state.players.length;
  const hands = state.players.map((_, i) => state.storeDeck.slice(i * DRAFT_DEAL, (i + 1) * DRAFT_DEAL));
  hands.forEach((hand, seat) => ev.push(privateEvent(seat, 'draft-dealt', { seat, cards: hand }, true)));
  ev.push(publicEvent('draft-started', { cardsEach: DRAFT_DEAL, keep: DRAFT_KEEP }, true));
  const step: DraftStep = {
    phase: 'draft',
    round: 0,
    hands,
    sealed: openSealed<string>('draft-keep', state.players.map((_, i) => i)),
  };
  return edit(state, (d) => {
    d.storeDeck = state.storeDeck.slice(count * DRAFT_DEAL);
    d.step = step;
  });
}

export function draftPrompts(step: DraftStep): Prompt[] {
  return sealedPrompts(step.sealed);
}

/** BM-S2: keep any card of the hand the seat holds; a seat that already chose may still change its keep. */
export function draftChoices(step: DraftStep, seat: Seat): Choices<DraftAction> {
  const notInHand = err('not-in-hand', 'You can only keep a Store from the hand you are looking at.');
  const keep = move<DraftAction>('keep', [field('card', () => among(step.hands[seat] ?? [], notInHand))], notInHand);
  return anyOf([keep], err('not-legal', 'Choose a Store to keep from the hand you hold.'));
}

export function applyDraft(state: BMState, step: DraftStep, seat: Seat, action: DraftAction, ev: Events): BMState {
  const sealed = withEntry(step.sealed, seat, action.card);
  ev.push(publicEvent('draft-kept', { seat, round: step.round + 1 }));
  const next: DraftStep = { phase: 'draft', round: step.round, hands: step.hands, sealed };
  return isComplete(sealed) ? resolveRound(state, next, ev) : withStep(state, next);
}

function resolveRound(state: BMState, step: DraftStep, ev: Events): BMState {
  const count = state.players.length;
  const kept = revealed(step.sealed);
  const players = state.players.map((p, seat) => editPlayer(p, (d) => (d.hand = [...p.hand, kept[seat]?.entry as string])));
  const rest = step.hands.map((hand, seat) => hand.filter((c) => c !== kept[seat]?.entry));
  const round = step.round + 1;
  if (round >= DRAFT_KEEP) {
    kept.forEach(({ seat, entry }) => ev.push(privateEvent(seat, 'draft-kept-card', { seat, card: entry, name: storeCard(entry).name })));
    ev.push(publicEvent('draft-finished', { discarded: rest.flat().length }, true));
    return edit(state, (d) => {
      d.players = players;
      d.draftDiscard = [...state.draftDiscard, ...rest.flat()];
      d.step = { phase: 'between', after: 'draft' };
    });
  }
  // Clockwise: each hand goes to the next seat.
  const hands = rest.map((_, seat) => rest[(seat - 1 + count) % count] ?? []);
  kept.forEach(({ seat, entry }) =>
    ev.push(privateEvent(seat, 'draft-passed', { seat, kept: entry, received: hands[seat] }, true)),
  );
  ev.push(publicEvent('draft-round', { round, passed: 'clockwise' }, true));
  return edit(state, (d) => {
    d.players = players;
    d.step = { phase: 'draft', round, hands, sealed: openSealed<string>('draft-keep', step.sealed.eligible) };
  });
}
