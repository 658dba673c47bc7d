// Every card's rules text, as the player reads it (found by mutation testing, npm run mutate: the
// registry test asked only that each text be long enough, so a word or an amount could go missing).
// One line per distinct effect and its numbers (its first card in content order); the text is
// written from the effect (effects/registry.ts effectText), so a change here is a change of rules
// text that players see.
import { describe, expect, it } from 'vitest';
import { idOf } from '../../../src/games/adventure-mart/content';
import { effectText } from '../../../src/games/adventure-mart/effects/registry';

const TEXTS: [key: string, text: string][] = [
  ['hungry-soul-blade', 'Sell: banish one of your Staff (face up or down): this card gets +3 Quality.'],
  ['runed-gauntlets', 'Sell: pay 1 Gold: this card gets +2 Quality.'],
  ['veterans-spear', 'Sell: discard another card from your hand: this card gets +2 Quality.'],
  ['throwing-knives', 'Queue: the Poorest Manager pays 2 Gold less for this card.'],
  ['mana-draught', 'Use: draw 2 cards.'],
  ['scroll-of-recall', 'Use: take one card from your Reorder Pile into your hand.'],
  ['hex-bag', 'React: when another player makes an Offer in a Sale you are in, discard this from your hand: that Offer gets -2 Quality for the rest of the Sale.'],
  ['dragonberry-blast', 'Use: discard this card: take one more action this turn.'],
  ['moonpetal-tea', 'Use: banish this card: gain 3 Gold.'],
  ['autoforge', 'Ongoing: Martial Stock in the Stock Queue costs you 1 Gold less (not the top of the deck).'],
  ['enchantment-table', 'Ongoing: Magic Stock in the Stock Queue costs you 1 Gold less (not the top of the deck).'],
  ['town-cartograph', 'Ongoing: Exotic Stock in the Stock Queue costs you 1 Gold less (not the top of the deck).'],
  ['shrine-of-the-kaiju', 'React: when you win a Sale, before Checkout, flip this face down: return one Stock card from your Offer to your hand (it earns no Gold).'],
  ['display-counter', 'Sell: flip face down: your Offer gets +2 Quality.'],
  ['fighters-banner', 'Ongoing: +2 Quality to your Offers to Fighters.'],
  ['mages-banner', 'Ongoing: +2 Quality to your Offers to Mages.'],
  ['rangers-banner', 'Ongoing: +2 Quality to your Offers to Rangers.'],
  ['pawn-counter', 'Use: banish a Basic Stock card from your hand and gain 1 Gold.'],
  ['ivaldi-showcase', 'Review: +1 Gold for each Ivaldi Forge Stock card you own.'],
  ['blackforest-showcase', 'Review: +1 Gold for each Blackforest Stock card you own.'],
  ['tamlin-showcase', 'Review: +1 Gold for each Tamlin Imports Stock card you own.'],
  ['trophy-wall', 'Review: +1 Gold for each Adventurer in your Ledger.'],
  ['weapon-rack', 'Ongoing: each Martial Stock card in your Offers gets +1 Quality.'],
  ['spell-shelf', 'Ongoing: each Magic Stock card in your Offers gets +1 Quality.'],
  ['curio-cabinet', 'Ongoing: each Exotic Stock card in your Offers gets +1 Quality.'],
  ['cash-register', 'Use: gain 2 Gold.'],
  ['gilded-vault', 'Review: +2 Gold.'],
  ['minibeans', 'Sell: flip face down: +1 Base Quality to one Stock card in your Offer.'],
  ['pippinboots', "Sell: flip face down: -1 Base Quality to one Stock card in another player's Offer."],
  ['blue-mountain-sentinel', 'React: when another player makes an Offer using a Sell effect, flip this face down: cancel one of those effects (its card is still flipped, banished or discarded).'],
  ['red-mountain-bard', 'Sell: flip face down and join one Stock card in your Offer (+3 Quality) or the Initiative (+3). If that Stock is discarded or banished, banish the Bard.'],
  ['samwell-soots', "Use: move one Adventurer from the Busiest other Store's Ledger to yours. Its \"when revealed\" effect does not happen again; its other effects resolve as usual."],
  ['haggler', 'Ongoing: Stock in the Stock Queue costs you 1 Gold less (not the top of the deck).'],
  ['recruiter', 'Ongoing: Staff in the Staff Queue cost you 2 Gold less.'],
  ['carpenter', 'Ongoing: Fixtures in the Fixture Queue cost you 3 Gold less.'],
  ['town-crier', 'Use: deal 3 cards from the Stock Deck into the Stock Queue.'],
  ['appraiser', 'Sell: flip face down: one Stock card in your Offer gets +3 Quality.'],
  ['guild-liaison', 'Ongoing: +2 Quality to your Offers to any guild whose Reputation token you hold.'],
  ['night-watch', 'Ongoing: Thieves steal nothing from you.'],
  ['bookkeeper', 'Ongoing: at Store Closing you draw up to 6 cards.'],
  ['showman', 'Sell: flip face down: your Offer gets +3 Quality.'],
  ['courier', 'Use: gain 1 Gold and draw 1 card.'],
  ['hexer', "Sell: flip face down: another player's Offer gets -3 Quality."],
  ['luna', 'When added to your Ledger: discard 2 cards from your hand.'],
  ['robin-hart', 'When revealed: the Richest Manager loses up to 3 Gold to the Supply.'],
  ['bluejay-greyowl', 'When added to your Ledger: you may offer no Stock in the next Sale (tokens and effects still count).'],
  ['abysswalker', 'When added to your Ledger: take one Stock card from the Abyss into your hand.'],
  ['nell', 'When revealed: each player loses up to 1 Gold to the Supply.'],
  ['magpie', 'When revealed: the Richest Manager loses up to 2 Gold to the Supply.'],
  ['shade', 'When revealed: the player who started this Sale loses up to 2 Gold to the Supply.'],
  ['odo', 'When revealed: every player draws 1 card.'],
  ['orsolo', 'Review: +3 Gold.'],
  ['zed', 'When added to your Ledger: draw 1 card.'],
  ['amara', 'When added to your Ledger: gain 2 Gold.'],
  ['wren', 'When added to your Ledger: gain 1 Gold.'],
];

describe('AM-E1 rules text: guards', () => {
  it.each(TEXTS)('AM-E1 %s reads as its effect does', (key, text) => {
    expect(effectText(idOf(key))).toBe(text);
  });

  it('AM-E1 a card with no effect has no rules text', () => {
    expect(effectText(idOf('powerstone'))).toBe('');
    expect(effectText(idOf('brannoc'))).toBe('');
  });
});
