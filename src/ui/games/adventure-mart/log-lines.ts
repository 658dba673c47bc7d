// One sentence (or a heading) per Adventure Mart event, with names, never "you" on the table.
// Public events only tell what the table may know; a seat's own events (what it drew) are worded
// for its private screen.
import type { GameEvent, Seat } from '../../../engine/types';
import { GUILD_LABELS, TYPE_LABELS } from '../../../games/adventure-mart/constants';
import type { LogLine, Namer } from '../../match/game-ui';

type D = Record<string, unknown>;
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const names = (x: unknown): string[] => (Array.isArray(x) ? x.filter((n): n is string => typeof n === 'string') : []);
const list = (xs: readonly string[]): string => {
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
};
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
const why = (d: D) => (str(d.why) ? ` (${str(d.why)})` : '');
const DEPOT_VERB: Record<string, string> = { stock: 'buys', fixtures: 'installs', staff: 'hires' };
const DECK_NAME: Record<string, string> = { stock: 'Stock Deck', fixtures: 'Fixture Deck', staff: 'Staff Deck' };

function desireText(x: unknown): string {
  const types = Array.isArray(x) ? x.filter((t): t is keyof typeof TYPE_LABELS => typeof t === 'string' && t in TYPE_LABELS) : [];
  return types.map((t) => TYPE_LABELS[t]).join(', ');
}

/** "a Mages token", "a Discount token"; a token that ran out is named as such (AM-F16). */
function tokenText(tokens: string[]): { got: string; missing: string } {
  const label = (t: string) => (t in GUILD_LABELS ? GUILD_LABELS[t as keyof typeof GUILD_LABELS] : t === 'discount' ? 'Discount' : t);
  const got = tokens.filter((t) => !t.startsWith('no ')).map((t) => `a ${label(t)} token`);
  const missing = tokens.filter((t) => t.startsWith('no ')).map((t) => `no ${label(t.split(' ')[1] ?? '')} token left`);
  return { got: got.join(' and '), missing: missing.join(', ') };
}

export function describeEvent(e: GameEvent, name: Namer): LogLine[] {
  const d: D = e.data ?? {};
  const who = name(num(d.seat) as Seat);
  const one = (text: string): LogLine[] => [{ text }];
  switch (e.type) {
    case 'day-started':
      return [{ text: `Day ${num(d.day)}`, divider: true }, { text: `${name(num(d.initiative))} holds the Initiative.` }];
    case 'queues-dealt': {
      const dealt = names(d.names);
      const adv = num(d.adventurers);
      const bits = [dealt.length ? `${list(dealt)} dealt to the Depot` : '', adv ? `${adv} Adventurer${adv === 1 ? '' : 's'} dealt face down` : ''].filter(Boolean);
      return bits.length ? one(`${bits.join('; ')}.`) : [];
    }
    case 'bulletin':
      return one(`${who} reveals the Bulletin ${str(d.name)}: ${str(d.text)}`);
    case 'taxed':
      return one(`${who} pays ${num(d.gold)} Gold${why(d)}.`);
    case 'bought':
      return one(`${who} ${DEPOT_VERB[str(d.from)] ?? 'buys'} ${str(d.name)} for ${num(d.cost)} Gold.`);
    case 'bought-from-deck': {
      // A Stock card bought from the deck is not named to the table (AM-G3): the buyer's own line says it.
      const deck = DECK_NAME[str(d.from)] ?? 'deck';
      const what = typeof d.name === 'string' ? `${d.name} from the top of the ${deck}` : `the top card of the ${deck}`;
      return one(`${who} banishes ${str(d.banishedName)} and buys ${what} for ${num(d.cost)} Gold.`);
    }
    case 'banished':
      return one(`${who}: ${str(d.name)} banished to the Abyss${why(d)}${num(d.gold) ? `, +${num(d.gold)} Gold` : ''}.`);
    case 'used':
      return one(`${who} uses ${str(d.name)}${d.onCall ? ' (On Call)' : ''}.`);
    case 'extra-action':
      return one(`${who} takes one more action${why(d)}.`);
    case 'gold-gained':
      return one(`${who} gains ${num(d.gold)} Gold${why(d)}.`);
    case 'recalled':
      return one(`${who} takes ${str(d.name)} back from the Reorder Pile${why(d)}.`);
    case 'restocked':
      return one(`${list(names(d.names)) || 'No card'} dealt to the Stock Queue${why(d)}.`);
    case 'lured':
      return one(`${who} lures ${str(d.name)} from ${name(num(d.from))}'s Ledger${why(d)}.`);
    case 'drew':
      return one(`${who} draws ${cards(num(d.count))}.`);
    case 'reshuffled':
      return one(`${who} shuffles the Reorder Pile (${cards(num(d.cards))}) into a new Storeroom.`);
    case 'you-drew':
      return one(d.bought ? `You bought ${list(names(d.names))} from the top of the deck.` : `You drew ${list(names(d.names))}.`);
    case 'sale-started':
      return [
        { text: `Sale ${num(d.sale)}`, divider: true },
        { text: `${who} starts a Sale: ${str(d.name)} revealed (${num(d.gold)} Gold to Spend, wants ${desireText(d.desires)}).` },
      ];
    case 'stolen':
      return one(`${who} loses ${num(d.gold)} Gold${why(d)}.`);
    case 'theft-prevented':
      return one(`${who} loses nothing: the Night Watch keeps the thieves out${why(d)}.`);
    case 'offer-made': {
      const added = names(d.names);
      const effects = Array.isArray(d.effects) ? (d.effects as D[]).map((x) => str(x.name)) : [];
      const what = [added.length ? `adds ${list(added)}` : '', effects.length ? `uses ${list(effects)}` : ''].filter(Boolean).join(' and ');
      return one(`${who} offers${what ? ` (${what})` : ''}: Quality ${num(d.quality)}.`);
    }
    case 'dropped-out':
      return one(`${who} drops out of the Sale${num(d.returned) ? `, taking back ${cards(num(d.returned))}` : ''}.`);
    case 'react-announced':
      return one(`${who} reacts with ${str(d.name)}.`);
    case 'effect-cancelled':
      return one(`${who} cancels ${name(num(d.victim))}'s ${str(d.name)}${why(d)}.`);
    case 'offer-hit':
      return one(`${name(num(d.victim))}'s Offer loses Quality${why(d)}.`);
    case 'returned-to-hand':
      return one(`${who} takes ${str(d.name)} back from the Offer${why(d)}.`);
    case 'sale-won':
      return one(`${who} wins Sale ${num(d.sale)}.`);
    case 'topped-up':
      return one(`${who} adds ${str(d.name)} to the winning Offer.`);
    case 'checkout': {
      const t = tokenText(names(d.tokens));
      return one(`Checkout: ${who} serves ${str(d.name)} for ${num(d.gold)} Gold${t.got ? ` and takes ${t.got}` : ''}${t.missing ? ` (${t.missing})` : ''}.`);
    }
    case 'discarded':
      return one(`${who} discards ${list(names(d.names))}${why(d)}.`);
    case 'abyss-empty':
      return one(`${who} finds the Abyss empty${why(d)}.`);
    case 'taken-from-abyss':
      return one(`${who} takes ${str(d.name)} from the Abyss${why(d)}.`);
    case 'barred':
      return one(`${who} may offer no Stock in the next Sale.`);
    case 'turn-ended':
      return [];
    case 'final-actions':
      return [{ text: 'Final actions', divider: true }, { text: `Every Adventurer is served. Final actions: ${list((Array.isArray(d.order) ? d.order : []).map((s) => name(num(s))))}.` }];
    case 'store-closing':
      return [{ text: `Store Closing, Day ${num(d.day)}`, divider: true }];
    case 'keep-submitted':
      return one(`${who} has chosen a card to keep.`);
    case 'discard-and-redraw':
      return one(`${who} keeps ${num(d.kept) === 0 ? 'no card' : num(d.kept) === 1 ? 'one card' : cards(num(d.kept))} and discards ${list(names(d.names)) || 'nothing'}.`);
    case 'flipped-up':
      return one(`${who}'s ${str(d.name)} flips face up.`);
    case 'rehired':
      return one(`${who} re-hires ${str(d.name)} for ${num(d.cost)} Gold.`);
    case 'released':
      return one(`${who} banishes ${str(d.name)}.`);
    case 'help-from-hq':
      return one(`Help from HQ goes to ${who}${names(d.names).length ? `: ${list(names(d.names))} dealt to the queues` : ''}.`);
    case 'helped':
      return one(d.name ? `${who} claims ${str(d.name)} free.` : `${who} takes ${num(d.gold)} Gold from HQ.`);
    case 'clean-up':
      return one(`Clean Up: ${names(d.names).length ? `${list(names(d.names))} banished` : 'nothing left to banish'}.`);
    case 'game-over':
      return [{ text: 'The Review', divider: true }];
    default:
      return [];
  }
}

/**
 * The public events worth a screen of their own over the table: the Day's Bulletin, each Sale's
 * Checkout and the end of each Day. A Sale's start is not one: the Sale panel shows its Adventurer
 * at once, and a screen per Sale start would cost every Sale an extra tap.
 */
export const REVEAL_TYPES = ['bulletin', 'checkout', 'clean-up'] as const;
