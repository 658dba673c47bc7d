// Today's Daily Bulletin (AM-D2): its rule applies to the current Day only.
import { bulletinCard } from '../content';
import type { BulletinRule } from '../content/types';
import type { AMState } from '../state';

const NONE: BulletinRule = {};

export function today(s: AMState): BulletinRule {
  return s.bulletin === null ? NONE : bulletinCard(s.bulletin).rule;
}
