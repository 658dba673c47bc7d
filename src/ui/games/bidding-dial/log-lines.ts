// Public events as sentences for the table's log, with names, never "You". No line carries an
// entry before its round is revealed: the engine's public events hold none.
import type { GameEvent } from '../../../engine/types';
import { joinNames } from '../../match/Who';
import type { LogLine, Namer } from '../../match/game-ui';
import { tieBreakSentences } from '../brick-and-mortar/log-lines';
import { biddingLabel, crates, itemIndex, itemLabel, money } from './model';

type D = Record<string, unknown>;
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const seats = (x: unknown): number[] => (Array.isArray(x) ? x.filter((s): s is number => typeof s === 'number') : []);
const list = (x: unknown): D[] => (Array.isArray(x) ? (x.filter((e) => typeof e === 'object' && e !== null) as D[]) : []);

export function describeEvent(e: GameEvent, name: Namer): LogLine[] {
  const d: D = e.data ?? {};
  const names = (x: unknown) => joinNames(seats(x).map(name));
  const heading = () => `Round ${num(d.number)} · ${biddingLabel(String(d.bidding))} · ${itemLabel(itemIndex(d.item))}`;
  switch (e.type) {
    case 'round-started': {
      const out = seats(d.out);
      return [
        { text: heading(), divider: true },
        { text: `Taking part: ${names(d.eligible)}${out.length > 0 ? `; tapped out: ${names(out)}` : ''}.` },
      ];
    }
    case 'entry-locked':
      return [{ text: d.replaced === true ? `${name(num(d.seat))} locks in a new entry.` : `${name(num(d.seat))} locks in.` }];
    case 'round-revealed': {
      const selling = d.bidding === 'sale';
      const bySeat = new Map(list(d.entries).map((en) => [num(en.seat), en]));
      const served = seats(d.order).map((s) => {
        const en = bySeat.get(s);
        return `${name(s)} ${money(num(en?.price))}${selling ? ` for ${crates(num(en?.quantity))}` : ''}`;
      });
      const lines: LogLine[] = [{ text: `Revealed, in service order: ${served.length > 0 ? served.join(', ') : 'nobody'}.` }];
      for (const t of tieBreakSentences(seats(d.order), Array.isArray(d.tieBreaks) ? (d.tieBreaks as boolean[]) : [], name, 'price')) {
        lines.push({ text: t });
      }
      if (seats(d.abstained).length > 0) lines.push({ text: `Sitting this Sale out: ${names(d.abstained)}.` });
      return lines;
    }
    case 'turn-order-set':
      return [{ text: `Turn order: ${seats(d.order).map(name).join(', ')}.` }];
    case 'sitting-ended':
      return [{ text: `The sitting ends after ${num(d.rounds)} round${num(d.rounds) === 1 ? '' : 's'}.`, divider: true }];
    default:
      return [];
  }
}
