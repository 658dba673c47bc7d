// Taps and holds per Day in Adventure Mart, one person and two bots (a whole game): see am-taps.mjs.
import { amTapsSuite } from './am-taps.mjs';

amTapsSuite([{ seats: ['Ana', 'Ben', 'Cy'], bots: [1, 2] }]);
