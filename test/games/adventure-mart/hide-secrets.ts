// A seat's secrets scrambled, for the conformance suite and the bot tests.
import type { AMState } from '../../../src/games/adventure-mart';
import { reactEffect } from '../../../src/games/adventure-mart/effects/registry';

/**
 * The same state with `owner`'s secrets changed: the cards of hand and Storeroom traded between
 * them (same counts: the table knows which cards a player owns outside public piles, not where),
 * the Storeroom's order turned, any draft emptied and a sealed keep changed. Only `owner` may notice.
 * With "quick reacts" (which the players chose knowing that it reveals who holds a React) hand
 * React cards stay where they are.
 */
export function hideSecrets(state: AMState, owner: number): AMState {
  const p = state.players[owner]!;
  const fixed = (id: number) => state.quickReacts && reactEffect(id) !== undefined;
  const all = [...p.storeroom, ...p.hand];
  const movable = all.filter((id) => !fixed(id));
  const turned = movable.length > 1 ? [...movable.slice(1), movable[0]!] : movable;
  let k = 0;
  const next = all.map((id) => (fixed(id) ? id : (turned[k++] as number)));
  const storeroom = next.slice(0, p.storeroom.length);
  const hand = next.slice(p.storeroom.length);
  const players = state.players.map((x, i) => (i === owner ? { ...x, hand, storeroom } : x));
  const stack = state.stack.map((f) => {
    if (f.f === 'sale' && f.draft && f.draft.seat === owner) return { ...f, draft: { seat: owner, cards: [], uses: [] } };
    if (f.f === 'closing' && f.sealed) {
      const k = f.sealed.eligible.indexOf(owner);
      if (k < 0 || f.sealed.entries[k] === null) return f;
      const entries = f.sealed.entries.slice();
      entries[k] = entries[k] === -1 ? (hand[0] ?? -1) : -1;
      return { ...f, sealed: { ...f.sealed, entries } };
    }
    return f;
  });
  return { ...state, players, stack };
}

