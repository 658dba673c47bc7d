// Adventure Mart's guide: one short note per kind of step (the engine's prompt kinds), shown the
// first time it comes in a guided game and on "Explain this step" (src/ui/guide/). Content only:
// no rule is decided here, and no note says anything a hand could change (a React window's note
// reads the same for everyone asked, holder or not).
import type { GuideNotes } from '../../guide/guide-store';

const DEPOT = { selector: '.am-board', name: 'the Town and the Depot: Adventurers, and cards to buy' };
const SALE = { selector: 'section.am-sale', name: 'the Sale: the Adventurer and every Offer' };
const PLAYERS = { selector: 'section[aria-label="Players"]', name: 'the player strip: Gold, tokens and Stores' };

export const NOTES: GuideNotes = {
  turn: {
    title: 'A turn in Trading Hours',
    text: 'A turn is one action: Spend Gold on a card, Start a Sale with an Adventurer in town, or Use a card’s effect. The hand shows only on the player’s private screen.',
    choices: 'Buy Stock the Adventurers want (their type symbols) to sell later; start a Sale when the hand can make a good Offer; End turn when nothing is worth it.',
    at: DEPOT,
  },
  'final-action': {
    title: 'The final action',
    text: 'Every Adventurer has been served: each player gets one last action, or passes, before the shop closes for the Day.',
    choices: 'A last buy or Use, or Pass to keep the Gold.',
    at: DEPOT,
  },
  offer: {
    title: 'Making an Offer',
    text: 'An Offer is Stock the Adventurer wants, plus tokens and effects. Its Quality decides the Sale: the highest Offer wins when everyone else has dropped out.',
    choices: 'Add cards until the Offer is above the highest, then Confirm; or drop out and take the cards back. A type the Adventurer shows twice counts double.',
    at: SALE,
  },
  topup: {
    title: 'Checkout',
    text: 'The Offer won. Before Checkout more wanted Stock may be added while the Sell Price is below the Adventurer’s Gold to Spend.',
    choices: 'Add Stock to be paid more, or Checkout now. Checkout pays the Sell Price, at most the Gold to Spend.',
    at: SALE,
  },
  react: {
    title: 'A React window',
    text: 'A React card may answer an Offer or a win. Everyone still in the Sale is asked in private, holder or not, so nobody learns who holds one.',
    choices: 'Play a React if the hand has one and it helps; otherwise Continue.',
    at: SALE,
  },
  discard: {
    title: 'Discarding',
    text: 'A card’s effect asks for a card from the hand to be discarded.',
    choices: 'Give up the card the hand needs least.',
  },
  'on-call': {
    title: 'On Call',
    text: 'Staff marked On Call may use their effect at once when hired from the queue.',
    choices: 'Use it now, or skip it.',
  },
  keep: {
    title: 'Discard and redraw',
    text: 'The Day is over: everyone keeps one card of their hand in secret, discards the rest to the Reorder Pile and draws back up to 5.',
    choices: 'Keep the card most likely to sell tomorrow.',
  },
  'take-from-abyss': {
    title: 'Taking from the Abyss',
    text: 'An effect lets a player take a Stock card back from the Abyss, where banished cards go.',
    choices: 'Take the card the hand can best sell.',
  },
  upkeep: {
    title: 'Upkeep',
    text: 'Face-down Staff must be re-hired at their Hire Cost, or banished: sent to the Abyss for good.',
    choices: 'Re-hire the Staff worth their cost; banish the others.',
    at: PLAYERS,
  },
  'help-from-hq': {
    title: 'Help from HQ',
    text: 'The player with the lowest Ledger Gold total gets help: a face-up card from the queues for free, or 3 Gold.',
    choices: 'Claim a card worth more than 3 Gold to the shop, or take the Gold.',
    at: DEPOT,
  },
};
