// The heuristic bot: one decision per prompt kind, from the seat's view and legal actions only
// (BotPolicy), deterministic for a given seed. Scores are rough Gold equivalents; near-ties are
// settled by the seeded PRNG so no seat gains from a fixed preference.
import { seedRng } from '../../../engine/rng';
import type { Action, Seat } from '../../../engine/types';
import type { AMAction } from '../rules/turns';
import type { AMView } from '../view';
import { helpDecision, keepDecision, pickDecision, upkeepDecision } from './closing';
import { context } from './model';
import { offerDecision, reactDecision, topupDecision } from './offer';
import { turnDecision } from './turn';

export function heuristicBot(view: unknown, legal: readonly Action[], seat: Seat, seed: string): Action {
  const v = view as AMView;
  const moves = legal as readonly AMAction[];
  if (moves.length === 0) throw new Error('The bot was asked to move with no legal action.');
  if (moves.length === 1) return moves[0] as AMAction;
  const rng = seedRng(`am-bot:${seed}`);
  const ctx = context(v, seat);
  const kind = v.you?.kind ?? (moves.some((a) => a.type === 'keep') ? 'keep' : '');
  switch (kind) {
    case 'turn':
    case 'final-action':
      return turnDecision(ctx, moves, rng);
    case 'offer':
      return offerDecision(ctx, moves, rng);
    case 'topup':
      return topupDecision(ctx, moves, rng);
    case 'react':
      return reactDecision(ctx, moves, rng);
    case 'keep':
      return keepDecision(ctx, moves, rng);
    case 'upkeep':
      return upkeepDecision(ctx, moves, rng);
    case 'help-from-hq':
      return helpDecision(ctx, moves, rng);
    default:
      return pickDecision(ctx, moves, rng);
  }
}
