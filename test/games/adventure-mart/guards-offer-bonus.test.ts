// The Store cards' Quality bonuses to an Offer (effects/ongoing.ts), for every guild and for a
// customer of no fighting guild (found by mutation testing, npm run mutate: the clause tests met
// each bonus with one guild only). The Guild Liaison adds its bonus for a guild whose Reputation
// token the holder has (AM-O7's tokens), a Banner only for its own guild.
import { describe, expect, it } from 'vitest';
import { adventurerCard, card, idOf } from '../../../src/games/adventure-mart/content';
import type { EffectRef } from '../../../src/games/adventure-mart/content/types';
import { ONGOING_EFFECTS } from '../../../src/games/adventure-mart/effects/ongoing';
import type { Player } from '../../../src/games/adventure-mart/state';

type Bonus = (p: EffectRef, adventurer: ReturnType<typeof adventurerCard>, holder: Player) => number;
const bonus = (storeCard: string, customer: string, rep: Partial<Player['rep']> = {}) => {
  const ref = (card(idOf(storeCard)) as unknown as { effect: EffectRef }).effect;
  const def = ONGOING_EFFECTS[ref.id as keyof typeof ONGOING_EFFECTS] as { offerBonus?: Bonus };
  const holder = { rep: { fighters: 0, mages: 0, rangers: 0, ...rep } } as Player;
  return def.offerBonus!(ref, adventurerCard(idOf(customer)), holder);
};

describe('AM-O7 Offer bonuses: guards', () => {
  it('AM-O7 the Guild Liaison adds 2 to Offers to each guild whose token is held, and nothing otherwise', () => {
    expect(bonus('guild-liaison', 'brannoc', { fighters: 1 })).toBe(2);
    expect(bonus('guild-liaison', 'luna', { mages: 1 })).toBe(2);
    expect(bonus('guild-liaison', 'oro', { rangers: 2 })).toBe(2);
    expect(bonus('guild-liaison', 'brannoc', { mages: 1, rangers: 1 })).toBe(0);
    expect(bonus('guild-liaison', 'luna', { fighters: 1 })).toBe(0);
    // Thieves and guildless customers have no token to hold.
    expect(bonus('guild-liaison', 'robin-hart', { fighters: 1, mages: 1, rangers: 1 })).toBe(0);
    expect(bonus('guild-liaison', 'abysswalker', { fighters: 1, mages: 1, rangers: 1 })).toBe(0);
  });

  it('a Banner adds 2 to Offers to its own guild only', () => {
    expect(bonus('mages-banner', 'luna')).toBe(2);
    expect(bonus('mages-banner', 'oro')).toBe(0);
    expect(bonus('rangers-banner', 'oro')).toBe(2);
    expect(bonus('rangers-banner', 'abysswalker')).toBe(0);
  });
});
