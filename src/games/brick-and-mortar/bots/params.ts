// The heuristic bot's tuning knobs, in one place. The defaults were chosen by playing variants
// against each other with the simulator (test/sim): each knob is the value that won most often.
export interface BotParams {
  /** Share of the table's monthly supply of an item that a well-equipped board turns over. */
  flowScale: number;
  /** When set, the table size used for that supply instead of the real player count. */
  flowPlayers: number | null;
  /** Share of an item's price spread a trade realises once bids and unsold crates are counted. */
  realised: number;
  /** Dollars a month one private Fulfillment Center box is worth, as a share of the spread. */
  privateBox: number;
  /** Cash a seat wants left after buying a Store, to stock crates this month. */
  workingCapital: number;
  /** Extra cost per dollar of that working capital a Store purchase eats. */
  squeeze: number;
  /** Weight of rivals' expected takings against one's own when choosing Market cards. */
  rivalWeight: number;
  /** Multiplier on the cash kept through Investment for next month's crates. */
  stockReserve: number;
  /** Share of a good Store's cost kept through Investment to buy it next month. */
  storeReserve: number;
  /** What an unsold crate kept for later is worth, as a share of its maximum price. */
  carry: number;
  /** Rivals' sale prices are modelled as uniform from this share of the maximum up to it. */
  saleLow: number;
  /** Rivals' supply bids are modelled as uniform from the minimum up to this share of the spread. */
  supplyTop: number;
  /** Dollars a month a seat expects to add to its cash, for pacing point purchases. */
  income: number;
  /** Share of the cash beyond the reserve turned into points at once (0: only what must be). */
  eagerness: number;
  /** Chance a rival's sealed price equals the one this seat would pick (so ties matter). */
  focalMass: number;
  /** Worth of opening an auction that a rival seems to value more, as a share of winning it. */
  longShot: number;
  /** Sealed bids are drawn among those within this share of the best expected value. */
  jitter: number;
  /** Experiments: never buy Stores / never buy points before the last month / never take debt. */
  noStores: boolean;
  lateInvest: boolean;
  avoidDebt: boolean;
}

export const DEFAULT_PARAMS: BotParams = {
  flowScale: 0.5,
  flowPlayers: 3,
  realised: 0.7,
  privateBox: 0.35,
  workingCapital: 15,
  squeeze: 1,
  rivalWeight: 0.2,
  stockReserve: 1,
  storeReserve: 0.7,
  carry: 0.4,
  saleLow: 0.4,
  supplyTop: 0.5,
  income: 20,
  eagerness: 1,
  focalMass: 0.5,
  jitter: 0.1,
  longShot: 0.3,
  noStores: false,
  lateInvest: false,
  avoidDebt: false,
};
