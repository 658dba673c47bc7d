// A seat's secrets changed, for the conformance suite's check that no other view notices.
import type { BMState } from '../../../src/games/brick-and-mortar';

/**
 * The same state with `owner`'s secrets replaced by other values of the same shape: Market hand,
 * Store hand, face-down Demand cards, draft hand and sealed entry. Only `owner` should notice.
 */
export function hideSecrets(state: BMState, owner: number): BMState {
  const swapNum = (ids: number[]) => ids.map((id) => ((id + 6) % 60) + 1);
  const swapStore = (ids: string[]) => ids.map((id) => (id === 'gadget-hut' ? 'phone-bar' : 'gadget-hut'));
  const players = state.players.map((p, i) => (i === owner ? { ...p, market: swapNum(p.market), hand: swapStore(p.hand) } : p));
  const demandSecret = state.step.phase !== 'sale';
  const demand = state.demand.map((d, i) => (i === owner && demandSecret ? swapNum(d) : d));
  let step = state.step;
  if ('sealed' in step && step.sealed) {
    const sealed = step.sealed as { eligible: number[]; entries: unknown[] };
    const k = sealed.eligible.indexOf(owner);
    if (k >= 0 && sealed.entries[k] !== null) {
      const entries = sealed.entries.slice();
      entries[k] = { altered: true };
      step = { ...step, sealed: { ...sealed, entries } } as typeof step;
    }
  }
  if (step.phase === 'draft') {
    const hands = step.hands.map((h, i) => (i === owner ? swapStore(h) : h));
    step = { ...step, hands };
  }
  return { ...state, players, demand, step };
}
