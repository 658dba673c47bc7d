// Where Brick & Mortar's Store cards travel on the table, read from a move's public events
// (../../motion): a Store won at auction from the public row, and a Store bought from a hand as a
// card back from that hand (which Stores a hand holds is secret until bought), to where the buyer
// holds it this month (the action area's "Bought this month", or their board when another seat's
// turn shows there); an opened Store from there to its slot; a Store entering the row from the
// face-up preview. Selectors name the data-* marks of Board.tsx, BuildingActions.tsx and Market.tsx.
import type { GameEvent, Seat } from '../../../engine/types';
import { isBMEvent } from '../../../games/brick-and-mortar/events';
import type { Travel } from '../../motion/travel';

const card = (id: string) => `[data-card="${id}"]`;
const board = (s: Seat) => `[data-player="${s}"]`;
const row = '[data-pile="row"]';
/** The first in the page's order: the action area comes before the boards. */
const bought = (s: Seat, id: string) => `[data-pile="bought"]${card(id)}, ${board(s)}`;

export function bmTravels(events: readonly GameEvent[]): Travel[] {
  const out: Travel[] = [];
  for (const e of events) {
    if (e.visibility !== 'public' || !isBMEvent(e)) continue;
    switch (e.type) {
      case 'auction-won':
        out.push({ from: `${row} ${card(e.data.card)}`, to: bought(e.data.seat, e.data.card) });
        break;
      case 'store-bought':
        out.push({ from: `${board(e.data.seat)} [data-pile="hand"]`, to: bought(e.data.seat, e.data.card), hidden: true });
        break;
      case 'store-opened':
        out.push({ from: `[data-pile="bought"]${card(e.data.card)}`, to: `${board(e.data.seat)} ${card(e.data.card)}` });
        break;
      case 'row-filled':
        for (const id of e.data.entered) out.push({ from: `[data-pile="preview"] ${card(id)}`, to: `${row} ${card(id)}` });
        break;
    }
  }
  return out;
}
