// Taps per month in Brick & Mortar for 3 people (a whole game), and 2 with SHOPFLOOR_TAPS=all:
// see bm-taps.mjs.
import { WHOLE, tapsSuite } from './bm-taps.mjs';

tapsSuite(WHOLE ? [2, 3] : [3]);
