// What one viewer may see (a seat, or 'table'): every public fact, plus the viewer's own hand,
// Storeroom contents (never its order) and Offer draft. Other seats and the table see hand and
// Storeroom counts only, and a draft only as "composing". Face-down Adventurers, deck order and
// sealed keeps never appear. The `you` part holds the viewer's own choices, computed by the engine.
import { sealedView, type SealedView } from '../../engine/sealed';
import type { Outcome, Prompt, Seat, Viewer } from '../../engine/types';
import { DAYS, STORE_SLOTS } from './constants';
import { adventurerCard, CARDS } from './content';
import type { Card, CardId, RepGuild, StockType } from './content/types';
import { effectText } from './effects/registry';
import { checkoutGold, sellPrice } from './rules/checkout';
import { top } from './rules/common';
import { addable, canConfirm, sellOptions } from './rules/offer';
import { desires, goldToSpend, offerQuality, standings, type Quality } from './rules/quality';
import { netWorth, outcome, worthParts, type WorthParts } from './rules/review';
import { leader } from './rules/sale';
import { purchaseCost, DEPOTS, type DepotName } from './rules/spend-gold';
import { ledgerGold } from './rules/standing';
import { handLimit } from './rules/store-closing';
import { legalActions, prompts, type AMAction } from './rules/turns';
import type { AMState, DayRecord, Frame, SaleFrame, Target, TokenSupply } from './state';

/** A card as drawn: its printed data and its rules text. Shared, never changed. */
export type CardInfo = Card & { text: string };

const INFO: readonly CardInfo[] = CARDS.map((c) => ({ ...c, text: c.kind === 'bulletin' ? c.text : effectText(c.id) }));
const info = (id: CardId): CardInfo => INFO[id] as CardInfo;

export interface QueueCardView {
  card: CardInfo;
  /** What each seat would pay for it now (AM-G4), discounts applied. */
  costs: number[];
}

export interface DepotView {
  queue: QueueCardView[];
  deck: number;
  /** What each seat would pay for the deck's top card (AM-G3). */
  deckCosts: number[];
}

export interface PlayerView {
  seat: Seat;
  name: string;
  gold: number;
  handCount: number;
  /** Own view only. */
  hand?: CardInfo[];
  storeroomCount: number;
  /** Own view only, in a fixed order (the Storeroom's order is never shown). */
  storeroom?: CardInfo[];
  reorder: CardInfo[];
  store: { card: CardInfo; faceUp: boolean }[];
  storeSlots: number;
  ledger: CardInfo[];
  ledgerGold: number;
  rep: Record<RepGuild, number>;
  discounts: number;
  /** AM-F6: may offer no Stock in the next Sale. */
  barredSale: number;
  handLimit: number;
  worth: WorthParts & { total: number };
}

export interface OfferView {
  seat: Seat;
  cards: CardInfo[];
  quality: Quality;
  sellPrice: number;
}

export interface UseView {
  seat: Seat;
  card: CardInfo;
  target: Target | null;
  raise: number;
  cancelled: boolean;
}

export interface SaleView {
  number: number;
  adventurer: CardInfo;
  goldToSpend: number;
  desires: Record<StockType, number>;
  starter: Seat;
  stage: SaleFrame['stage'];
  /** Whose raise is awaited (composing privately), when in the offer stage. */
  composing: Seat | null;
  winner: Seat | null;
  leader: Seat | null;
  out: boolean[];
  offers: (OfferView | null)[];
  uses: UseView[];
  /** Gold the winner would take at Checkout now. */
  checkoutGold: number | null;
}

export interface ReactView {
  trigger: string;
  active: Seat;
  asked: Seat[];
  waiting: Seat | null;
  hidden: boolean;
  announced: { seat: Seat; card: CardInfo; target: Target | null }[];
}

export interface ClosingView {
  step: 'keep' | 'upkeep' | 'help';
  sealed: SealedView<CardId> | null;
  upkeep: Seat[];
  helped: Seat | null;
}

export type PhaseName = 'trading' | 'final' | 'closing' | 'over';

export interface YouView {
  seat: Seat;
  kind: string;
  /** The own draft while composing an Offer, with its Quality computed by the engine. */
  draft?: { cards: CardInfo[]; uses: UseView[]; quality: Quality; canConfirm: boolean; beat: number | null };
  /** Hand cards that may be added to the Offer (or after winning, AM-O6). */
  addable?: CardId[];
  sellSources?: CardId[];
  /** Every legal move now. */
  legal: AMAction[];
}

export interface AMView {
  viewer: Viewer;
  /** AM-S3 and AM-H2 table options. */
  firstGame: boolean;
  quickReacts: boolean;
  day: number;
  days: number;
  phase: PhaseName;
  initiative: Seat;
  bulletin: CardInfo | null;
  bulletinsLeft: number;
  depot: Record<DepotName, DepotView>;
  /** Face-down Adventurers are null; the one revealed for the running Sale is shown. */
  town: { queue: (CardInfo | null)[]; deck: number };
  abyss: CardInfo[];
  boxed: number;
  supply: TokenSupply;
  players: PlayerView[];
  /** Whose turn or final action it is, during Trading Hours. */
  turn: { seat: Seat; final: boolean; actions: number; uses: number } | null;
  finals: Seat[];
  /** AM-T2: who started the latest Sale this Day, and Sales started so far (both said aloud at the table). */
  lastStarter: Seat | null;
  sales: number;
  sale: SaleView | null;
  react: ReactView | null;
  pick: { seat: Seat; purpose: string; left: number; source: CardInfo } | null;
  closing: ClosingView | null;
  prompts: Prompt[];
  you?: YouView;
  history: DayRecord[];
  outcome: Outcome | null;
}

function find<F extends Frame['f']>(s: AMState, f: F): Extract<Frame, { f: F }> | null {
  for (let i = s.stack.length - 1; i >= 0; i--) if (s.stack[i]?.f === f) return s.stack[i] as Extract<Frame, { f: F }>;
  return null;
}

function playerView(s: AMState, seat: Seat, viewer: Viewer): PlayerView {
  const p = s.players[seat] as AMState['players'][number];
  const worth = worthParts(s, seat);
  const out: PlayerView = {
    seat, name: p.name, gold: p.gold, handCount: p.hand.length, storeroomCount: p.storeroom.length,
    reorder: p.reorder.map(info), store: p.store.map((slot) => ({ card: info(slot.card), faceUp: slot.faceUp })), storeSlots: STORE_SLOTS,
    ledger: p.ledger.map(info), ledgerGold: ledgerGold(s, seat), rep: { ...p.rep }, discounts: p.discounts, barredSale: p.barredSale,
    handLimit: handLimit(s, seat), worth: { ...worth, total: netWorth(worth) },
  };
  if (viewer === seat) {
    out.hand = p.hand.map(info);
    out.storeroom = p.storeroom.slice().sort((a, b) => a - b).map(info);
  }
  return out;
}

function useView(u: SaleFrame['uses'][number]): UseView {
  return { seat: u.seat, card: info(u.source), target: u.target, raise: u.raise, cancelled: u.cancelled };
}

function saleView(s: AMState, sale: SaleFrame): SaleView {
  const a = adventurerCard(sale.adventurer);
  return {
    number: sale.number, adventurer: info(sale.adventurer), goldToSpend: goldToSpend(s, sale.adventurer), desires: desires(s, a),
    starter: sale.starter, stage: sale.stage, composing: sale.stage === 'offer' ? sale.toAct : null, winner: sale.winner,
    leader: leader(s, sale), out: sale.out.slice(),
    offers: sale.offers.map((o, seat) => (o === null ? null : {
      seat, cards: o.map(info), quality: offerQuality(s, sale, seat, null), sellPrice: sellPrice(o),
    })),
    uses: sale.uses.map(useView),
    checkoutGold: sale.winner === null ? null : checkoutGold(s, sale),
  };
}

function depotView(s: AMState, from: DepotName): DepotView {
  const d = s[from];
  const seats = s.players.map((_, i) => i);
  return {
    queue: d.queue.map((id) => ({ card: info(id), costs: seats.map((seat) => purchaseCost(s, seat, from, id, false)) })),
    deck: d.deck.length,
    deckCosts: seats.map((seat) => purchaseCost(s, seat, from, null, true)),
  };
}

function phaseOf(s: AMState): PhaseName {
  const f = top(s);
  if (f.f === 'over') return 'over';
  if (find(s, 'closing')) return 'closing';
  const day = s.stack[0];
  return day?.f === 'day' && day.stage === 'final' ? 'final' : 'trading';
}

function youView(s: AMState, seat: Seat, kind: string): YouView {
  const you: YouView = { seat, kind, legal: legalActions(s, seat) };
  const sale = find(s, 'sale');
  if (sale && kind === 'offer' && sale.draft && sale.draft.seat === seat) {
    const d = sale.draft;
    // The Offer to beat: the highest other standing Offer, counting the draft's effects on it.
    const others = standings(s, sale, d).filter((v, other): v is number => other !== seat && v !== null);
    you.draft = {
      cards: d.cards.map(info), uses: d.uses.map(useView), quality: offerQuality(s, sale, seat, d), canConfirm: canConfirm(s, sale, d),
      beat: others.length === 0 ? null : Math.max(...others),
    };
    you.addable = addable(s, sale, d);
    you.sellSources = sellOptions(s, sale, d).map((o) => o.source);
  }
  if (sale && kind === 'topup') {
    you.addable = you.legal.filter((a) => a.type === 'topup-add').map((a) => (a as { card: CardId }).card);
  }
  return you;
}

export function view(s: AMState, viewer: Viewer): AMView {
  const pending = prompts(s);
  const turn = find(s, 'turn');
  const sale = find(s, 'sale');
  const react = find(s, 'react');
  const pick = find(s, 'pick');
  const closing = find(s, 'closing');
  const day = s.stack[0]?.f === 'day' ? s.stack[0] : null;
  const depot = {} as Record<DepotName, DepotView>;
  for (const from of DEPOTS) depot[from] = depotView(s, from);
  const out: AMView = {
    viewer,
    firstGame: s.firstGame,
    quickReacts: s.quickReacts,
    day: s.day,
    days: DAYS,
    phase: phaseOf(s),
    initiative: s.initiative,
    bulletin: s.bulletin === null ? null : info(s.bulletin),
    bulletinsLeft: s.bulletins.length,
    depot,
    town: { queue: s.adventurers.queue.map((id) => (sale && sale.adventurer === id ? info(id) : null)), deck: s.adventurers.deck.length },
    abyss: s.abyss.map(info),
    boxed: s.box.length,
    supply: { ...s.supply },
    players: s.players.map((_, seat) => playerView(s, seat, viewer)),
    turn: turn ? { seat: turn.seat, final: turn.final, actions: turn.actions, uses: turn.uses } : null,
    finals: day ? day.finals.slice() : [],
    lastStarter: day ? day.lastStarter : null,
    sales: s.sales,
    sale: sale ? saleView(s, sale) : null,
    react: react ? {
      trigger: react.trigger, active: react.active, asked: react.window.order.slice(), waiting: react.window.order[react.window.at] ?? null,
      hidden: react.hidden, announced: react.window.announced.map((x) => ({ seat: x.seat, card: info(x.response.source), target: x.response.target })),
    } : null,
    pick: pick ? { seat: pick.seat, purpose: pick.purpose, left: pick.left, source: info(pick.source) } : null,
    closing: closing ? {
      step: closing.step, sealed: closing.sealed ? sealedView(closing.sealed, viewer) : null, upkeep: closing.upkeep.slice(), helped: closing.helped,
    } : null,
    prompts: pending,
    history: s.history,
    outcome: outcome(s),
  };
  const mine = viewer === 'table' ? undefined : pending.find((p) => p.seat === viewer);
  if (mine && viewer !== 'table') out.you = youView(s, viewer, mine.kind);
  else if (viewer !== 'table' && closing?.step === 'keep' && closing.sealed?.eligible.includes(viewer)) out.you = youView(s, viewer, 'keep');
  return out;
}
