// What Adventure Mart's private screens preview of a move, for a phone (issue 32). On the tablet a
// screen dry-runs the engine on the state; a phone has no state, so the tablet computes the same
// previews for the seat's legal moves and sends them in the seat's document. Only the two facts a
// screen shows go (a trade-in's price, where a used card ends up), never a dry run's events, which
// could name the card on top of a deck.
import type { Seat } from '../../../engine/types';
import { boughtCost, useDisposal, type AMCtx, type AMGame, type AMState, type AMView, type MovePreview } from './model';

export function movePreviews(game: AMGame, state: AMState, seat: Seat): Record<string, MovePreview> {
  const legal = game.legal(state, seat);
  const asks = legal.filter((a) => (a.type === 'buy' && a.tradeIn !== undefined) || a.type === 'use' || a.type === 'on-call');
  if (asks.length === 0) return {};
  const ctx = { game, state, tv: game.view(state, 'table') as AMView } as AMCtx;
  const out: Record<string, MovePreview> = {};
  for (const a of asks) {
    const preview: MovePreview = {};
    if (a.type === 'buy') {
      const cost = boughtCost(ctx, seat, a);
      if (cost !== null) preview.cost = cost;
    } else {
      const disposal = useDisposal(ctx, seat, a);
      if (disposal) preview.disposal = disposal;
    }
    if (preview.cost !== undefined || preview.disposal !== undefined) out[JSON.stringify(a)] = preview;
  }
  return out;
}
