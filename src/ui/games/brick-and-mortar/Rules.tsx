// The rules reference, in this project's own short words, one section per phase; it opens at the
// phase currently shown and can move to any other.
import type { RulesSection } from '../../match/RulesDialog';

export const RULES: readonly RulesSection[] = [
  {
    id: 'draft',
    title: 'Draft',
    points: [
      'Before January each player gets 4 Store cards. Everyone keeps one in secret, then hands the rest to the next player.',
      'After three picks each hand holds 3 Stores; the last card of each hand is put away unseen.',
      'In a first game the hands are preset and there is no draft.',
    ],
  },
  {
    id: 'building',
    title: 'Building',
    points: [
      'From February, in turn order, each player may get one Store a month: pay its printed cost for a card from hand, open an auction for one of the four public Stores, or pass.',
      'In an auction, players after the opener raise by at least $1 or leave for good; the last one in pays and takes the Store. Nobody may bid more than their cash plus $2 per point.',
      'Players who passed or already bought this month cannot bid. An opener who is outbid may still buy, auction or pass.',
      'Then a player may close Stores (they leave the game with their crates) and open the new Store in the leftmost empty slot. Four slots at most.',
      'At the end of the phase the oldest public Store goes, or all four if nobody bought one, and the preview moves into the row.',
    ],
  },
  {
    id: 'advertising',
    title: 'Advertising',
    points: [
      'Everyone secretly plays 2 of their 5 Market cards. Each card counts either as Supply (its crates join the market) or as Demand (its boxes let players sell).',
      'When all have locked in, the Supply cards are shown and their crates go to the market. Demand cards stay face down until the Sale.',
      'Then everyone draws back up to 5 cards.',
    ],
  },
  {
    id: 'supply',
    title: 'Supply',
    points: [
      'Types are stocked one at a time: Food, Clothing, Electronics, Jewelry, Art.',
      'If the market holds enough crates for everyone’s empty shelves of that type, or only one player can stock it, players simply buy at the minimum price in turn order.',
      'Otherwise the players who can stock it pick a price in secret (minimum up to the type’s maximum). Highest price goes first; equal prices go to the player later in turn order. Each gets one chance to buy any number at their own price.',
      'Store discounts lower what is paid, never the bid. Debt can pay for one crate only; after that, no more paid crates this phase.',
      'After the last type, Warehouse owners may move crates between a Warehouse and their other Stores. Unbought crates stay in the market.',
    ],
  },
  {
    id: 'sale',
    title: 'Sale',
    points: [
      'The Demand cards are turned up: each box can take one crate of its type. Types sell one at a time, in the same order as Supply.',
      'If there are enough boxes for every crate that can be sold, or only one player can sell, players sell at the maximum price in turn order.',
      'Otherwise the sellers choose a quantity and a price in secret. Lowest price sells first; equal prices go to the player later in turn order. Offered crates must all go: those that find no box are discarded.',
      'The seller chooses which Store each crate sold or discarded comes from: the screen proposes the choice that earns most, ready to deliver, and it can be changed first. What stays on the shelves can be sold later.',
      'A price of $0 is a real offer; a quantity of 0 sits out. Store bonuses add to what is received.',
      'Knockoff crates only sell when a rival also sells that type. A Fulfillment Center gives its owner private boxes each month.',
    ],
  },
  {
    id: 'utilities',
    title: 'Utilities',
    points: [
      'Every player pays the utilities printed on each open Store. This is not optional: what cash cannot cover becomes debt.',
    ],
  },
  {
    id: 'investment',
    title: 'Investment',
    points: [
      'In turn order, each player once buys points ($5 each, up to 10, cash only), sells points ($3 each), or passes.',
      'Turn order follows points at once (most points first), but nobody gets a second turn.',
      'The game ends after this phase if someone has reached the points target (45, or 35 with four players), or after the last month (October, or September with four players).',
    ],
  },
  {
    id: 'end',
    title: 'Debt and scoring',
    points: [
      'Each debt point gives $2 now and costs 1 point at the end. Debt is only taken to cover a payment cash cannot, never to buy points, and it cannot be repaid.',
      'Final score: points, plus the final points of open Stores, minus debt. Ties go to the most cash, then to the player later in turn order.',
    ],
  },
];

export function rulesSectionFor(phase: string): string {
  if (phase === 'warehouse') return 'supply';
  if (phase === 'over') return 'end';
  return RULES.some((r) => r.id === phase) ? phase : 'building';
}
