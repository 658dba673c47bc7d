// One sentence (or a heading) per Adventure Mart event, with names, never "you" on the table.
// Public events only tell what the table may know; a seat's own events (what it drew) are worded
// for its private screen.
import type { GameEvent } from '../../../engine/types';
import { GUILD_LABELS, TYPE_LABELS } from '../../../games/adventure-mart/constants';
import type { StockType } from '../../../games/adventure-mart/content/types';
import { isAMEvent } from '../../../games/adventure-mart/events';
import type { DepotName } from '../../../games/adventure-mart/rules/spend-gold';
import type { LogLine, Namer } from '../../match/game-ui';

const list = (xs: readonly string[]): string => {
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
};
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
const why = (d: { why: string }) => (d.why ? ` (${d.why})` : '');
const DEPOT_VERB: Record<DepotName, string> = { stock: 'buys', fixtures: 'installs', staff: 'hires' };
const DECK_NAME: Record<DepotName, string> = { stock: 'Stock Deck', fixtures: 'Fixture Deck', staff: 'Staff Deck' };

function desireText(types: readonly StockType[]): string {
  return types.filter((t) => t in TYPE_LABELS).map((t) => TYPE_LABELS[t]).join(', ');
}

/** "a Mages token", "a Discount token"; a token that ran out is named as such (AM-F16). */
function tokenText(tokens: string[]): { got: string; missing: string } {
  const label = (t: string) => (t in GUILD_LABELS ? GUILD_LABELS[t as keyof typeof GUILD_LABELS] : t === 'discount' ? 'Discount' : t);
  const got = tokens.filter((t) => !t.startsWith('no ')).map((t) => `a ${label(t)} token`);
  const missing = tokens.filter((t) => t.startsWith('no ')).map((t) => `no ${label(t.split(' ')[1] ?? '')} token left`);
  return { got: got.join(' and '), missing: missing.join(', ') };
}

export function describeEvent(e: GameEvent, name: Namer): LogLine[] {
  if (!isAMEvent(e)) return [];
  const one = (text: string): LogLine[] => [{ text }];
  // Every kind but a few names its seat; those without one are never read through `who`.
  const who = 'seat' in e.data ? name(e.data.seat ?? 0) : name(0);
  switch (e.type) {
    case 'day-started':
      return [{ text: `Day ${e.data.day}`, divider: true }, { text: `${name(e.data.initiative)} holds the Initiative.` }];
    case 'queues-dealt': {
      const dealt = e.data.names;
      const adv = e.data.adventurers;
      const bits = [dealt.length ? `${list(dealt)} dealt to the Depot` : '', adv ? `${adv} Adventurer${adv === 1 ? '' : 's'} dealt face down` : ''].filter(Boolean);
      return bits.length ? one(`${bits.join('; ')}.`) : [];
    }
    case 'bulletin':
      return one(`${who} reveals the Bulletin ${e.data.name}: ${e.data.text}`);
    case 'taxed':
      return one(`${who} pays ${e.data.gold} Gold${why(e.data)}.`);
    case 'bought':
      return one(`${who} ${DEPOT_VERB[e.data.from] ?? 'buys'} ${e.data.name} for ${e.data.cost} Gold.`);
    case 'bought-from-deck': {
      // A Stock card bought from the deck is not named to the table (AM-G3): the buyer's own line says it.
      const d = e.data;
      const deck = DECK_NAME[d.from] ?? 'deck';
      const what = typeof d.name === 'string' ? `${d.name} from the top of the ${deck}` : `the top card of the ${deck}`;
      return one(`${who} banishes ${d.banishedName} and buys ${what} for ${d.cost} Gold.`);
    }
    case 'banished':
      return one(`${who}: ${e.data.name} banished to the Abyss${why(e.data)}${e.data.gold ? `, +${e.data.gold} Gold` : ''}.`);
    case 'used':
      return one(`${who} uses ${e.data.name}${e.data.onCall ? ' (On Call)' : ''}.`);
    case 'extra-action':
      return one(`${who} takes one more action${why(e.data)}.`);
    case 'gold-gained':
      return one(`${who} gains ${e.data.gold} Gold${why(e.data)}.`);
    case 'recalled':
      return one(`${who} takes ${e.data.name} back from the Reorder Pile${why(e.data)}.`);
    case 'restocked':
      return one(`${list(e.data.names) || 'No card'} dealt to the Stock Queue${why(e.data)}.`);
    case 'lured':
      return one(`${who} lures ${e.data.name} from ${name(e.data.from)}'s Ledger${why(e.data)}.`);
    case 'drew':
      return one(`${who} draws ${cards(e.data.count)}.`);
    case 'reshuffled':
      return one(`${who} shuffles the Reorder Pile (${cards(e.data.cards)}) into a new Storeroom.`);
    case 'you-drew':
      return one(e.data.bought ? `You bought ${list(e.data.names)} from the top of the deck.` : `You drew ${list(e.data.names)}.`);
    case 'sale-started':
      return [
        { text: `Sale ${e.data.sale}`, divider: true },
        { text: `${who} starts a Sale: ${e.data.name} revealed (${e.data.gold} Gold to Spend, wants ${desireText(e.data.desires)}).` },
      ];
    case 'stolen':
      return one(`${who} loses ${e.data.gold} Gold${why(e.data)}.`);
    case 'theft-prevented':
      return one(`${who} loses nothing: the Night Watch keeps the thieves out${why(e.data)}.`);
    case 'offer-made': {
      const added = e.data.names;
      const effects = e.data.effects.map((x) => x.name);
      const what = [added.length ? `adds ${list(added)}` : '', effects.length ? `uses ${list(effects)}` : ''].filter(Boolean).join(' and ');
      return one(`${who} offers${what ? ` (${what})` : ''}: Quality ${e.data.quality}.`);
    }
    case 'dropped-out':
      return one(`${who} drops out of the Sale${e.data.returned ? `, taking back ${cards(e.data.returned)}` : ''}.`);
    case 'react-announced':
      return one(`${who} reacts with ${e.data.name}.`);
    case 'effect-cancelled':
      return one(`${who} cancels ${name(e.data.victim)}'s ${e.data.name}${why(e.data)}.`);
    case 'offer-hit':
      return one(`${name(e.data.victim)}'s Offer loses Quality${why(e.data)}.`);
    case 'returned-to-hand':
      return one(`${who} takes ${e.data.name} back from the Offer${why(e.data)}.`);
    case 'sale-won':
      return one(`${who} wins Sale ${e.data.sale}.`);
    case 'topped-up':
      return one(`${who} adds ${e.data.name} to the winning Offer.`);
    case 'checkout': {
      const t = tokenText(e.data.tokens);
      return one(`Checkout: ${who} serves ${e.data.name} for ${e.data.gold} Gold${t.got ? ` and takes ${t.got}` : ''}${t.missing ? ` (${t.missing})` : ''}.`);
    }
    case 'discarded':
      return one(`${who} discards ${list(e.data.names)}${why(e.data)}.`);
    case 'abyss-empty':
      return one(`${who} finds the Abyss empty${why(e.data)}.`);
    case 'taken-from-abyss':
      return one(`${who} takes ${e.data.name} from the Abyss${why(e.data)}.`);
    case 'barred':
      return one(`${who} may offer no Stock in the next Sale.`);
    case 'turn-ended':
      return [];
    case 'final-actions':
      return [{ text: 'Final actions', divider: true }, { text: `Every Adventurer is served. Final actions: ${list(e.data.order.map(name))}.` }];
    case 'store-closing':
      return [{ text: `Store Closing, Day ${e.data.day}`, divider: true }];
    case 'keep-submitted':
      return one(`${who} has chosen a card to keep.`);
    case 'discard-and-redraw': {
      const kept = e.data.kept;
      return one(`${who} keeps ${kept === 0 ? 'no card' : kept === 1 ? 'one card' : cards(kept)} and discards ${list(e.data.names) || 'nothing'}.`);
    }
    case 'flipped-up':
      return one(`${who}'s ${e.data.name} flips face up.`);
    case 'rehired':
      return one(`${who} re-hires ${e.data.name} for ${e.data.cost} Gold.`);
    case 'released':
      return one(`${who} banishes ${e.data.name}.`);
    case 'help-from-hq':
      return one(`Help from HQ goes to ${who}${e.data.names.length ? `: ${list(e.data.names)} dealt to the queues` : ''}.`);
    case 'helped':
      return one('name' in e.data ? `${who} claims ${e.data.name} free.` : `${who} takes ${e.data.gold} Gold from HQ.`);
    case 'clean-up':
      return one(`Clean Up: ${e.data.names.length ? `${list(e.data.names)} banished` : 'nothing left to banish'}.`);
    case 'game-over':
      return [{ text: 'The Review', divider: true }];
  }
}

/**
 * The public events worth a screen of their own over the table: the Day's Bulletin, each Sale's
 * Checkout and the end of each Day. A Sale's start is not one: the Sale panel shows its Adventurer
 * at once, and a screen per Sale start would cost every Sale an extra tap.
 */
export const REVEAL_TYPES = ['bulletin', 'checkout', 'clean-up'] as const;
