// Public events as sentences for the table's log, with names, never "You". No line carries an
// entry before its round is revealed: the engine's public events hold none.
import type { GameEvent } from '../../../engine/types';
import { isDialEvent } from '../../../games/bidding-dial/events';
import { joinNames } from '../../match/Who';
import type { LogLine, Namer } from '../../match/game-ui';
import { tieBreakSentences } from '../crate-market/service-order';
import { biddingLabel, crates, itemIndex, itemLabel, money } from './model';

export function describeEvent(ev: GameEvent, name: Namer): LogLine[] {
  if (!isDialEvent(ev)) return [];
  const names = (seats: readonly number[]) => joinNames(seats.map(name));
  switch (ev.type) {
    case 'round-started': {
      const d = ev.data;
      return [
        { text: `Round ${d.number} · ${biddingLabel(d.bidding)} · ${itemLabel(itemIndex(d.item))}`, divider: true },
        { text: `Taking part: ${names(d.eligible)}${d.out.length > 0 ? `; tapped out: ${names(d.out)}` : ''}.` },
      ];
    }
    case 'entry-locked':
      return [{ text: ev.data.replaced ? `${name(ev.data.seat)} locks in a new entry.` : `${name(ev.data.seat)} locks in.` }];
    case 'round-revealed': {
      const d = ev.data;
      const selling = d.bidding === 'sale';
      const bySeat = new Map(d.entries.map((en) => [en.seat, en]));
      const served = d.order.map((s) => {
        const en = bySeat.get(s);
        return `${name(s)} ${money(en?.price ?? 0)}${selling ? ` for ${crates(en?.quantity ?? 0)}` : ''}`;
      });
      const lines: LogLine[] = [{ text: `Revealed, in service order: ${served.length > 0 ? served.join(', ') : 'nobody'}.` }];
      for (const t of tieBreakSentences(d.order, d.tieBreaks, name, 'price')) lines.push({ text: t });
      if (d.abstained.length > 0) lines.push({ text: `Sitting this Sale out: ${names(d.abstained)}.` });
      return lines;
    }
    case 'turn-order-set':
      return [{ text: `Turn order: ${ev.data.order.map(name).join(', ')}.` }];
    case 'sitting-ended':
      return [{ text: `The sitting ends after ${ev.data.rounds} round${ev.data.rounds === 1 ? '' : 's'}.`, divider: true }];
  }
}
