// The rules reference in this project's own short words, one section per part of the Day; it opens
// at the part the table is in and can move to any other.
import type { RulesSection } from '../../match/RulesDialog';
import type { AMCtx } from './model';

export const RULES: readonly RulesSection[] = [
  {
    id: 'overview',
    title: 'The game',
    points: [
      'Each player runs a shop for adventurers over 5 Days. Buy better Stock, Fixtures and Staff, then sell to the Adventurers who come to town.',
      'Each Day has three parts: Store Opening, Trading Hours and Store Closing. After Day 5 comes the Review: the highest Net Worth wins.',
      'Stock has a type (Martial: sword, Magic: flask, Exotic: leaf), Quality Stars, a Sell Price and a Buy Cost. Basic Stock starts in every deck and is worth nothing at the end.',
      'Your hand is private: the tablet is passed to you behind a cover whenever you choose from it. Offers, Stores, Ledgers, Gold and Reorder Piles are public.',
    ],
  },
  {
    id: 'opening',
    title: 'Store Opening',
    points: [
      'From Day 2, new cards arrive: Stock (players + 2), 2 Fixtures and 2 Staff face up in the Depot, and players + 1 Adventurers face down in town.',
      'The Initiative holder reveals the Daily Bulletin. It changes the rules for this Day only.',
    ],
  },
  {
    id: 'trading',
    title: 'Trading Hours',
    points: [
      'Starting with the Initiative holder and going clockwise, each turn is one action: Spend Gold, Start a Sale, or Use a card effect.',
      'Spend Gold: buy a Stock card into your hand, install a Fixture or hire a Staff into your Store (4 places; banish one to make room). Staff marked On Call may use their effect at once when hired from the queue.',
      'Or pay 4 Gold (less 1 per Discount token) for the top card of a deck, banishing one face-up card of that queue. Queue-only discounts do not apply to deck buys. A Stock card bought this way goes to your hand unseen by the others: they learn only that you bought from the deck, and for how much.',
      'Discounts stack, but everything costs at least 1 Gold, and you must be able to pay the full price.',
      'Use: a card in your hand or a face-up card in your Store does what it says, as far as it can; only then is it discarded, flipped face down or banished (a card that draws cannot draw itself). A Use whose cost you can pay may be used even when it would do nothing.',
      'When every Adventurer has been served, each player gets one final action or passes, ending with whoever started the last Sale.',
    ],
  },
  {
    id: 'sales',
    title: 'Sales and Offers',
    points: [
      'To start a Sale, take the Initiative and turn up a face-down Adventurer of your choice. You must make the first Offer.',
      'An Offer is Stock the Adventurer wants (its type symbols), plus tokens and Sell effects. Its Quality: stars (with base changes first), then card effects, then tokens, then the Adventurer: two symbols of a type double those cards, three triple them.',
      'The Initiative holder gets +1 Quality and alone may offer no Stock. Each Guild Reputation token gives +1 Quality when selling to its guild.',
      'Going clockwise, each player not highest must raise above the highest Offer or drop out, taking their cards back. Offered cards stay. Ties go to the Initiative holder, then clockwise.',
      'A React card may answer an Offer or a win. So that nobody learns who holds one, everyone still in is asked in private and may simply Continue.',
      'The winner may add more wanted Stock while the Sell Price is below the Gold to Spend. Checkout pays the Sell Price, at most the Gold to Spend (1 Gold for an Offer without Stock). The Stock goes to the Reorder Pile and the Adventurer to the Ledger; Adepts, Vanguards and Wayfinders give their guild token, Draconic Executives a Discount token.',
    ],
  },
  {
    id: 'closing',
    title: 'Store Closing',
    points: [
      'Discard & Redraw: everyone secretly keeps one card, discards the rest to the Reorder Pile and draws up to 5 (the Reorder Pile is shuffled when the Storeroom runs out).',
      'Upkeep: face-down Fixtures turn up free; face-down Staff are re-hired at their Hire Cost or banished.',
      'Help from HQ: the player with the lowest Ledger Gold total draws a Staff and a Fixture into the queues, then claims one face-up card free or takes 3 Gold.',
      'Clean Up: every card left in the Depot queues and the Bulletin are banished.',
    ],
  },
  {
    id: 'review',
    title: 'The Review',
    points: [
      'Net Worth: the Buy Cost of your Stock (hand, Storeroom and Reorder Pile, Basic Stock excluded), the cost of your Fixtures, your Gold and Review bonuses. Staff score nothing.',
      'Highest Net Worth wins; a tie goes to more Adventurers in the Ledger, then to the Initiative holder and clockwise.',
    ],
  },
];

export function rulesSectionFor(ctx: AMCtx): string {
  if (ctx.tv.outcome) return 'review';
  if (ctx.tv.sale) return 'sales';
  if (ctx.tv.phase === 'closing') return 'closing';
  return 'trading';
}
