// Taps per month in Brick & Mortar for 4 people (until April, or a whole game with
// SHOPFLOOR_TAPS=all): see bm-taps.mjs.
import { tapsSuite } from './bm-taps.mjs';

tapsSuite([4]);
