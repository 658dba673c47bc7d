// Adventure Mart's bots: they decide from their own view and legal actions only (what a seat cannot
// see never changes its decision, and bot code imports no rules or state values), every prompt kind
// gets a legal answer, choices repeat for the same seed, and hand-made states get the decisions a
// sensible player would make.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action-shape';
import { seedRng, shuffle } from '../../../src/engine/rng';
import type { Action, Seat } from '../../../src/engine/types';
import { adventureMart, type AMAction, type AMState } from '../../../src/games/adventure-mart';
import { heuristicBot, randomBot } from '../../../src/games/adventure-mart/bots';
import { adventureMartModule, describeProgress } from '../../../src/games/adventure-mart/module';
import { act, Cards, idIn, play, prompted, saleState, turnState } from './builder';
import { hideSecrets } from './hide-secrets';
import { invariants } from './invariants';
import { seats } from './random-play';

const game = adventureMart;

function decide(state: AMState, seat: Seat, seed: string, bot = heuristicBot): AMAction {
  return bot(game.view(state, seat), game.legal(state, seat), seat, seed) as AMAction;
}

/** Every state at which someone is prompted, from whole heuristic-bot games. */
function botGameStates(players: number, seed: string, variants: Record<string, unknown> = {}): AMState[] {
  const out: AMState[] = [];
  let state = game.setup({ seats: seats(players), variants }, seed);
  for (let i = 0; game.outcome(state) === null; i++) {
    if (i > 5000) throw new Error('game did not end');
    out.push(state);
    const seat = game.pending(state)[0]!.seat;
    const r = game.apply(state, seat, decide(state, seat, `${seed}:${i}`));
    if (!r.ok) throw new Error(r.error.message);
    invariants(state, r.state);
    state = r.state;
  }
  return out;
}

const corpus: AMState[] = [
  ...botGameStates(2, 'corpus-a', { firstGame: true }), ...botGameStates(3, 'corpus-b'), ...botGameStates(4, 'corpus-c', { quickReacts: true }),
];

/** Everything `seat` cannot see, changed: rivals' hands and Storerooms, deck orders, face-down Adventurers, the PRNG. */
function alterHidden(state: AMState, seat: Seat): AMState {
  let s = state;
  for (let owner = 0; owner < s.players.length; owner++) if (owner !== seat) s = hideSecrets(s, owner);
  const turn = <T>(list: T[], salt: string): T[] => shuffle(seedRng(salt), list)[0];
  const sale = s.stack.find((f) => f.f === 'sale');
  const shown = sale && sale.f === 'sale' ? sale.adventurer : -1;
  // Face-down Adventurers can be any unseen ones: swap the queue's face-down cards with the deck's.
  const hiddenTown = [...s.adventurers.queue.filter((id) => id !== shown), ...s.adventurers.deck];
  const shuffled = turn(hiddenTown, 'town');
  let k = 0;
  const queue = s.adventurers.queue.map((id) => (id === shown ? id : (shuffled[k++] as number)));
  const deck = shuffled.slice(k);
  return {
    ...s,
    stock: { ...s.stock, deck: turn(s.stock.deck, 'stock') },
    fixtures: { ...s.fixtures, deck: turn(s.fixtures.deck, 'fixtures') },
    staff: { ...s.staff, deck: turn(s.staff.deck, 'staff') },
    adventurers: { queue, deck },
    bulletins: turn(s.bulletins, 'bulletins'),
    rng: seedRng('other rng'),
  };
}

describe('bots decide from their own view only', () => {
  it('hidden information (rivals\' hands, deck orders, face-down Adventurers, the PRNG) never changes a decision', () => {
    let checked = 0;
    corpus.forEach((state, i) => {
      if (i % 3 !== 0) return;
      for (const { seat } of game.pending(state)) {
        const altered = alterHidden(state, seat);
        expect(JSON.stringify(game.view(altered, seat))).toBe(JSON.stringify(game.view(state, seat)));
        expect(decide(altered, seat, `s${i}`)).toEqual(decide(state, seat, `s${i}`));
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(200);
  });

  it('heuristic bot code imports only types from the rules, the state and the view (values only from content, constants and the engine)', () => {
    const dir = join(__dirname, '../../../src/games/adventure-mart/bots');
    // Hard's search deals whole worlds from the seat's view and plays them forward with the rules:
    // it must import them. That it never peeks is proven apart (test/bots/adventure-mart-hard.test.ts).
    const search = new Set(['determinize.ts', 'hard.ts']);
    for (const file of readdirSync(dir).filter((f) => !search.has(f))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const line of text.split('\n').filter((l) => /^import /.test(l))) {
        if (/from '\.\.\/(rules|state|view|index)/.test(line)) expect(line, `${file}: ${line}`).toMatch(/^import type /);
      }
    }
  });
});

describe('bots answer every prompt legally and repeatably', () => {
  it('every prompt kind met in bot games gets a legal answer from both bots', () => {
    const kinds = new Set<string>();
    for (const state of corpus) {
      for (const p of game.pending(state)) {
        kinds.add(p.kind);
        const legal = game.legal(state, p.seat);
        for (const bot of [heuristicBot, randomBot]) {
          const a = bot(game.view(state, p.seat), legal, p.seat, 'x');
          expect(legal.some((l) => sameAction(l, a as Action))).toBe(true);
        }
      }
    }
    for (const k of ['turn', 'final-action', 'offer', 'react', 'keep', 'upkeep', 'help-from-hq']) expect(kinds.has(k), k).toBe(true);
  });

  it('the same view, legal moves and seed give the same decision', () => {
    for (const state of corpus.filter((_, i) => i % 17 === 0)) {
      const seat = game.pending(state)[0]!.seat;
      expect(decide(state, seat, 'same')).toEqual(decide(state, seat, 'same'));
    }
  });

  it('the module offers the game, both bots and a progress line', () => {
    expect(adventureMartModule.game).toBe(adventureMart);
    expect(adventureMartModule.bot).toBe(heuristicBot);
    expect(adventureMartModule.randomBot).toBe(randomBot);
    expect(describeProgress(corpus[0]!)).toBe('Day 1 · Trading Hours');
    expect(corpus.map(describeProgress)).toContain('Day 2 · Store Closing');
    expect(corpus.map(describeProgress).some((p) => p.endsWith('· Sale'))).toBe(true);
  });
});

describe('bots make sensible choices', () => {
  it('drops out of a Sale it cannot win, instead of adding cards', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['dwarven-warhammer', 'iron-longsword'] }, { hand: ['wanderers-cloak', 'powerstone'] }], adventurers: ['helga'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'dwarven-warhammer') }], [0, { type: 'offer-confirm' }]]).state;
    expect(decide(s, 1, 'a')).toEqual({ type: 'drop-out' });
  });

  it('raises with the card that suffices and confirms, keeping its best card back', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['iron-longsword'] }, { hand: ['wanderers-cloak', 'handy-hatchet', 'dwarven-warhammer'] }], adventurers: ['durgan', 'brannoc'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }], [0, { type: 'offer-confirm' }]]).state;
    // Ana: 3 x 3 + 1 = 10. Ben needs 11: the hammer alone makes 12; cloak and hatchet make 9.
    let a = decide(s, 1, 'b');
    expect(a).toEqual({ type: 'offer-add', card: idIn(s.players[1]!.hand, 'dwarven-warhammer') });
    s = act(s, 1, a).state;
    a = decide(s, 1, 'b');
    expect(a).toEqual({ type: 'offer-confirm' });
  });

  it('keeps its strongest card at Store Closing', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ hand: ['powerstone', 'arcane-tome', 'pet-slime'] }, {}], adventurers: [] }, 0, cards);
    let t = s;
    // Every seat ends its turns until Store Closing asks what to keep (a handful of turns, bounded).
    for (let turns = 0; turns < 12 && prompted(t)[0]?.kind !== 'keep'; turns++) t = act(t, prompted(t)[0]!.seat, { type: 'end-turn' }).state;
    expect(prompted(t)[0]).toEqual({ seat: 0, kind: 'keep', entry: 'sealed' });
    expect(decide(t, 0, 'k')).toEqual({ type: 'keep', card: idIn(t.players[0]!.hand, 'arcane-tome') });
  });

  it('buys a discounted card it can afford rather than passing its final action', () => {
    const s = turnState({ players: [{ gold: 9, store: ['autoforge'] }, {}], adventurers: [], stockQueue: ['dwarven-warhammer'] });
    expect(prompted(s)[0]).toMatchObject({ seat: 1, kind: 'final-action' });
    const t = act(s, 1, { type: 'end-turn' }).state;
    expect(decide(t, 0, 'f')).toMatchObject({ type: 'buy', from: 'stock' });
  });

  it('AM-E3 does not spend its final action on a Use offered with nothing to do (Town Crier with an empty Stock Deck)', () => {
    const s = turnState({ players: [{ gold: 9, hand: [], store: ['town-crier'] }, {}], adventurers: [], stockDeck: [], stockQueue: [], fixtureQueue: [], staffQueue: [] });
    const t = act(s, 1, { type: 'end-turn' }).state;
    expect(prompted(t)[0]).toMatchObject({ seat: 0, kind: 'final-action' });
    const crier = t.players[0]!.store[0]!.card;
    expect(adventureMart.legal(t, 0)).toContainEqual({ type: 'use', card: crier });
    for (const seed of ['a', 'b', 'c']) expect(decide(t, 0, seed)).toEqual({ type: 'end-turn' });
  });
});
