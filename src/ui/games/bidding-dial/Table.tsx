// The Bidding dial's table: the shared table shell given this game's UI (./ui.ts).
import { tableFor } from '../../match/GameTable';
import { ui } from './ui';

export default tableFor(ui);
