// Brick & Mortar's guide: one short note per kind of step (the engine's prompt kinds, the sealed
// steps' kinds and the hand's private screen), shown the first time it comes in a guided game and
// on "Explain this step" (src/ui/guide/). Content only: no rule is decided here, and no note says
// anything a seat's secret could change.
import type { GuideNotes } from '../../guide/guide-store';

const MARKET = { selector: '.bm-market', name: 'the market, with this month’s crates and prices' };
const BOARDS = { selector: '.bm-boards', name: 'the players’ boards: Stores, crates, cash and points' };
const ROW = { selector: '.bm-row', name: 'the public Store row' };

export const NOTES: GuideNotes = {
  'draft-keep': {
    title: 'The draft',
    text: 'Before January everyone keeps one Store card from a hand of four, in secret, and passes the rest on. Three picks make a hand of three Stores to open later.',
    choices: 'Pick the Store worth keeping: its cost, the crates it holds and what it earns. The others go to the next player.',
  },
  advertise: {
    title: 'Advertising',
    text: 'Everyone plays 2 of their 5 Market cards in secret. A card played as Supply puts its crates in the market for all to buy; a card played as Demand brings boxes that let players sell that type in the Sale.',
    choices: 'Choose one card for Supply and one for Demand. Supply the types the player’s Stores hold; demand the types they have crates of.',
    at: MARKET,
  },
  'supply-price': {
    title: 'A sealed bid for crates',
    text: 'There are not enough crates of this type for every shelf, so everyone who can stock it bids a price per crate in secret. The highest price buys first; equal prices go to the player later in turn order.',
    choices: 'A higher price buys sooner but costs more for every crate. The lowest price on the dial is the market minimum.',
    at: MARKET,
  },
  'supply-buy': {
    title: 'Stocking crates',
    text: 'Each player in turn stocks crates of this type at their price, into Stores with empty shelves for it. What is not bought stays in the market.',
    choices: 'Choose how many crates, and into which Store. Stock none keeps the cash. Debt can pay for one crate only.',
    at: BOARDS,
  },
  'warehouse-move': {
    title: 'Warehouse moves',
    text: 'A Warehouse can pass crates to its owner’s other Stores, or take them in, before the Sale.',
    choices: 'Move crates to the Store that will sell them, or be done with the Warehouse.',
    at: BOARDS,
  },
  'sale-offer': {
    title: 'A sealed offer to sell',
    text: 'There are fewer boxes than crates to sell, so every seller chooses in secret how many crates to offer and at what price. The lowest price sells first; offered crates that find no box are discarded.',
    choices: 'Fewer crates or a lower price are safer; a high price may leave nothing sold. A quantity of 0 sits out.',
    at: MARKET,
  },
  'sale-commit': {
    title: 'Selling crates',
    text: 'In turn, each seller delivers crates to the boxes of this type at their price. The screen proposes the Stores that earn most; it can be changed before delivering.',
    choices: 'Deliver as many as the boxes allow, or sell none to keep the crates for a later month.',
    at: BOARDS,
  },
  build: {
    title: 'Building',
    text: 'Once a month each player may get one Store: pay its cost for a card from hand, open an auction for one of the public Stores, or pass.',
    choices: 'A new Store means more shelves and more income, and more utilities to pay every month. Passing keeps the cash.',
    at: ROW,
  },
  'manage-stores': {
    title: 'Managing Stores',
    text: 'A player may close Stores (they leave the game with their crates) and opens a new Store in the leftmost empty slot, four at most.',
    choices: 'Close a Store whose utilities cost more than it earns; otherwise finish building.',
    at: BOARDS,
  },
  'auction-bid': {
    title: 'An auction',
    text: 'Players after the opener raise by at least $1 or leave for good; the last one in pays and takes the Store.',
    choices: 'Raise while the Store is worth more than the price; leaving costs nothing.',
    at: ROW,
  },
  invest: {
    title: 'Investment',
    text: 'In turn, each player may buy points ($5 each, cash only), sell points ($3 each) or pass. Most points goes first next month.',
    choices: 'Points win the game; cash buys crates and Stores. Selling points raises cash when it is short.',
    at: BOARDS,
  },
  hand: {
    title: 'The hand of Stores',
    text: 'The Store cards in hand are private. One can be bought at its printed cost during Building, then opened on the board.',
    choices: 'Look, then come back to the table: buying happens there.',
  },
};
