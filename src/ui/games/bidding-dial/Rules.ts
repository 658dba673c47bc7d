// The rules reference for the dial, in this project's own short words.
import type { RulesSection } from '../../match/RulesDialog';

export const RULES: readonly RulesSection[] = [
  {
    id: 'dial',
    title: 'The dial',
    points: [
      'The board stays on the table; the tablet only replaces the secret dials.',
      'Each round, choose Supply or Sale and the item type. Players who cannot stock or sell that type are tapped out and enter nothing.',
      'Everyone else enters through the cover, in any order. An entry can be changed until the last one is in; then all turn over together.',
      'Set the turn order to match the board whenever it changes.',
    ],
  },
  {
    id: 'supply',
    title: 'Supply',
    points: [
      'Each bidder sets a price per crate, from the type\'s minimum stocking price up to its maximum selling price.',
      'The highest price stocks first. Same price: the player later in turn order goes first.',
    ],
  },
  {
    id: 'sale',
    title: 'Sale',
    points: [
      'Each seller sets a quantity and a price per crate, from $0 up to the type\'s maximum. $0 is a real offer; quantity 0 sits the Sale out.',
      'The lowest price sells first. Same price: the player later in turn order goes first.',
    ],
  },
];

export function rulesSectionFor(bidding: string | undefined): string {
  return bidding === 'supply' || bidding === 'sale' ? bidding : 'dial';
}
