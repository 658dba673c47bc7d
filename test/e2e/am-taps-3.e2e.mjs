// Taps and holds per Day in Adventure Mart, three people (a whole game): see am-taps.mjs.
import { amTapsSuite } from './am-taps.mjs';

amTapsSuite([{ seats: ['Ana', 'Ben', 'Cy'], bots: [] }]);
