// The kernel's test game passes the conformance suite: the floor every real game stands on.
import { sealedBidBot, sealedBidGame, type SBState } from '../engine/sealed-bid-game';
import { conformance } from './conformance';
import { seatsOf } from './drive';

/** Seat `owner`'s sealed bid, if entered, becomes a different amount of the same kind. */
function hideSecrets(state: SBState, owner: number): SBState {
  const i = state.bids.eligible.indexOf(owner);
  const entry = i >= 0 ? state.bids.entries[i] : null;
  if (state.phase !== 'bid' || entry === null || entry === undefined) return state;
  const entries = state.bids.entries.slice();
  entries[i] = (entry + 1) % 7;
  return { ...state, bids: { ...state.bids, entries } };
}

conformance('Sealed Bid (kernel test game)', {
  game: sealedBidGame,
  bots: { plain: sealedBidBot },
  optionSets: [2, 3, 4].map((n) => ({ name: `${n} players`, options: { seats: seatsOf(n) } })),
  hideSecrets,
  maxActions: 60,
  runs: { corpusEvery: 1, replayGames: 20, endGames: 10 },
});
