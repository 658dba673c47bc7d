// The kernel's door, stated as one table of phases (PHASES, like Brick & Mortar's): who is
// awaited, what each seat may do, and applying one action. Between rounds the table decides in
// everyone's sight (start a round, set the turn order, end the sitting); the decision is put to the
// first person in turn order, who stands for the table. During a round every player taking part
// enters through the gate, in any order, and the table may still set the turn order (through the
// same person): it changes with points on the board, and the tie-break uses the order in force
// when the last entry is in.
import { checkActionShape } from '../../../engine/action-shape';
import { among, anyOf, field, intRange, list, move, nothing, type Choices, type Move } from '../../../engine/choices';
import { err } from '../../../engine/result';
import { hasSubmitted, isComplete, sealedPrompts } from '../../../engine/sealed';
import type { ApplyResult, Prompt, Seat } from '../../../engine/types';
import { ITEMS, ITEM_COUNT, type Item } from '../constants';
import { publicEvent, type DialEvent, type DialEvents } from '../events';
import type { Bidding, DialState, Round } from '../state';
import { revealRound } from './reveal';
import { entryMove, entryShape, outChoices, startRound, tappedOut, withDialEntry, type EntryAction } from './round';
import { newOrders } from './turn-order';

export type TableAction =
  | { type: 'start-round'; bidding: Bidding; item: Item; out: Seat[] }
  | { type: 'turn-order'; order: Seat[] }
  | { type: 'end-sitting' };

export type DialAction = TableAction | EntryAction;

/** The seat that stands for the table between rounds: the first person in turn order. */
export function tableSeat(state: DialState): Seat {
  return state.turnOrder.find((s) => state.kinds[s] === 'person') ?? (state.turnOrder[0] as Seat);
}

const TABLE_MOVE = err('bad-move', 'Choose Supply or Sale, the item type and who is tapped out.');

function turnOrderMove(state: DialState): Move<DialAction> {
  return move('turn-order', [field('order', () => newOrders(state.turnOrder))], err('bad-order', 'Give the turn order as every player once.'));
}

function tableChoices(state: DialState): Choices<DialAction> {
  const wrong = TABLE_MOVE;
  const biddings = among<Bidding>(['supply', 'sale'], err('bad-bidding', 'A round is either Supply or Sale.'));
  const items = intRange(0, ITEM_COUNT - 1, { wrong, below: wrong, above: wrong });
  return anyOf<DialAction>(
    [
      move('start-round', [field('bidding', () => biddings), field('item', () => items), field('out', () => outChoices(state.kinds.length))], wrong),
      turnOrderMove(state),
      move('end-sitting', [], wrong),
    ],
    wrong,
  );
}

/** During a round: the entry of a player taking part, and the turn order for the table's person. */
function roundChoices(state: DialState, round: Round, seat: Seat): Choices<DialAction> {
  const moves: Move<DialAction>[] = [];
  if (round.sealed.eligible.includes(seat)) moves.push(entryMove(round));
  if (seat === tableSeat(state)) moves.push(turnOrderMove(state));
  return moves.length === 0 ? nothing(tappedOut(round)) : anyOf(moves, entryShape(round));
}

function setTurnOrder(state: DialState, order: Seat[], events: DialEvents): DialState {
  events.push(publicEvent('turn-order-set', { order: order.slice() }));
  return { ...state, turnOrder: order.slice() };
}

/** Between rounds: the table's person starts a round, sets the turn order or ends the sitting. */
function applyTable(state: DialState, action: DialAction, events: DialEvents): DialState {
  if (action.type === 'start-round') {
    const round = startRound(state, action.bidding, action.item, action.out);
    events.push(publicEvent('round-started', {
      number: round.number, bidding: round.bidding, item: ITEMS[round.item], eligible: round.sealed.eligible.slice(), out: round.out.slice(),
    }));
    return { ...state, round };
  }
  if (action.type === 'turn-order') return setTurnOrder(state, action.order, events);
  events.push(publicEvent('sitting-ended', { rounds: state.history.length }));
  return { ...state, ended: true };
}

/** During a round: an entry (revealing the round once the last is in), or the turn order. */
function applyRound(state: DialState, before: Round, seat: Seat, action: DialAction, events: DialEvents): DialState {
  if (action.type === 'turn-order') return setTurnOrder(state, action.order, events);
  const replaced = hasSubmitted(before.sealed, seat);
  const round = withDialEntry(before, seat, action as EntryAction);
  // Public: who has locked in, never what.
  events.push(publicEvent('entry-locked', { seat, number: round.number, replaced }));
  if (!isComplete(round.sealed)) return { ...state, round };
  const record = revealRound(state, round);
  events.push(publicEvent('round-revealed', { ...record, item: ITEMS[record.item] }, true));
  return { ...state, round: null, history: [...state.history, record] };
}

/** One part of a sitting: who it awaits, what each seat may do, and what an action does. */
interface Phase<R> {
  prompts(state: DialState, round: R): Prompt[];
  choices(state: DialState, round: R, seat: Seat): Choices<DialAction>;
  apply(state: DialState, round: R, seat: Seat, action: DialAction, events: DialEvents): DialState;
}

/** The sitting's flow, stated once: between rounds, a round, and the end. */
export const PHASES: { between: Phase<null>; round: Phase<Round>; ended: Phase<null> } = {
  between: {
    prompts: (state) => [{ seat: tableSeat(state), kind: 'next-round', entry: 'open' }],
    choices: (state, _, seat) =>
      seat === tableSeat(state) ? tableChoices(state) : nothing(err('not-now', 'Nobody enters anything until the next round starts.')),
    apply: (state, _, _seat, action, events) => applyTable(state, action, events),
  },
  round: {
    prompts: (_, round) => sealedPrompts(round.sealed),
    choices: roundChoices,
    apply: applyRound,
  },
  ended: {
    prompts: () => [],
    choices: () => nothing(err('sitting-over', 'This sitting is over.')),
    // Never reached: nothing is legal once the sitting is over.
    apply: (state) => state,
  },
};

/** The phase the sitting is in, with its round. */
function current(state: DialState): [Phase<Round | null>, Round | null] {
  if (state.ended) return [PHASES.ended as Phase<Round | null>, null];
  if (state.round) return [PHASES.round as Phase<Round | null>, state.round];
  return [PHASES.between as Phase<Round | null>, null];
}

export function prompts(state: DialState): Prompt[] {
  const [phase, round] = current(state);
  return phase.prompts(state, round);
}

export function legalActions(state: DialState, seat: Seat): DialAction[] {
  const [phase, round] = current(state);
  return list(phase.choices(state, round, seat));
}

export function applyAction(state: DialState, seat: Seat, action: DialAction): ApplyResult<DialState, DialEvent> {
  const shape = checkActionShape(action);
  if (shape) return { ok: false, error: shape };
  const [phase, round] = current(state);
  const refused = phase.choices(state, round, seat).refuse(action);
  if (refused) return { ok: false, error: refused };
  const events: DialEvent[] = [];
  const next = phase.apply(state, round, seat, action, events);
  return { ok: true, state: next, events };
}
