// @vitest-environment happy-dom
// Decisions made in everyone's sight: the Abysswalker's pick, Upkeep (re-hire, or banish after a
// confirmation), Help from HQ (a free card, making room if needed, or 3 Gold), and a React window
// where only Store Reacts are in play. Every button is one of the engine's legal moves.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Prompt } from '../../../src/engine/types';
import { adventureMart, type AMState } from '../../../src/games/adventure-mart';
import { storeCard } from '../../../src/games/adventure-mart/content';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import type { ConfirmRequest, TableTools } from '../../../src/ui/match/game-ui';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { Cards, idIn, makeState, play, saleState } from '../../games/adventure-mart/builder';
import { ctxOf } from './helpers';

afterEach(() => cleanup());

function tools() {
  const asked: ConfirmRequest[] = [];
  const t: TableTools = {
    act: vi.fn(async () => true),
    confirm: (req) => asked.push(req),
    openGate: vi.fn(),
    busy: false,
  };
  return { t, asked };
}

function renderOpen(s: AMState) {
  const prompt = adventureMart.pending(s)[0] as Prompt;
  expect(prompt.entry).toBe('open');
  const { t, asked } = tools();
  render(<ui.OpenDecision ctx={ctxOf(s)} prompt={prompt} tools={t} />);
  return { prompt, act: t.act as ReturnType<typeof vi.fn>, asked };
}

function closing(spec: Parameters<typeof makeState>[0], cards = new Cards()): AMState {
  const s = makeState(spec, cards);
  s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
  advance(s, []);
  return s;
}

describe('Open decisions', () => {
  it('AM-F7 the Abysswalker\'s winner takes a Stock card from the Abyss, on the table', () => {
    const s0 = saleState({ players: [{ hand: ['apprentice-wand'] }, {}], adventurers: ['abysswalker', 'mirelle'], abyss: ['arcane-tome', 'mimic-chest'] });
    const s = play(s0, [[0, { type: 'offer-add', card: idIn(s0.players[0]!.hand, 'apprentice-wand') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    const { act } = renderOpen(s);
    const region = screen.getByRole('region', { name: 'Ana takes from the Abyss' });
    fireEvent.click(within(region).getByRole('button', { name: 'Take Arcane Tome' }));
    expect(act).toHaveBeenCalledWith(0, { type: 'take', card: idIn(s.abyss, 'arcane-tome') });
    within(region).getByRole('button', { name: 'Take Mimic Chest' });
  });

  it('AM-K2 Upkeep: re-hire a face-down Staff at its Hire Cost, or banish it after saying what that means', () => {
    const s = closing({ players: [{ gold: 5, store: [['showman', false], ['cashier', false]] }, {}] });
    expect(adventureMart.pending(s)[0]).toMatchObject({ seat: 0, kind: 'upkeep' });
    expect(ui.whatNext(ctxOf(s))).toBe('Upkeep: Ana re-hires or banishes face-down Staff.');
    expect(ui.currentPhase(ctxOf(s))).toBe('closing');
    const { act, asked } = renderOpen(s);
    const region = screen.getByRole('region', { name: "Ana's Upkeep" });
    const showman = s.players[0]!.store[0]!.card;
    const cost = storeCard(showman).cost;
    fireEvent.click(within(region).getByRole('button', { name: `Re-hire Showman for ${cost} Gold` }));
    expect(act).toHaveBeenCalledWith(0, { type: 'rehire', card: showman });
    fireEvent.click(within(region).getByRole('button', { name: 'Banish Cashier' }));
    expect(act).toHaveBeenCalledTimes(1);
    expect(asked[0]).toMatchObject({ message: 'Banish Cashier?', confirmLabel: 'Banish Cashier' });
    asked[0]!.onConfirm();
    expect(act).toHaveBeenLastCalledWith(0, { type: 'release', card: s.players[0]!.store[1]!.card });
  });

  it('AM-K2 a Staff that cannot be paid for can only be banished', () => {
    const s = closing({ players: [{ gold: 0, store: [['showman', false]] }, {}] });
    renderOpen(s);
    expect(screen.queryByRole('button', { name: /Re-hire/ })).toBeNull();
    screen.getByText(/Not enough Gold to re-hire/);
    screen.getByRole('button', { name: 'Banish Showman' });
  });

  it('AM-K3 Help from HQ: 3 Gold, or a face-up Fixture or Staff free, making room when the Store is full', () => {
    const s = closing({
      players: [{ store: ['autoforge', 'showman', 'carpenter', 'recruiter'] }, { ledger: ['helga'] }],
      fixtureQueue: ['display-counter'], staffQueue: ['haggler'], fixtureDeck: ['trophy-wall'], staffDeck: ['bookkeeper'],
    });
    expect(adventureMart.pending(s)[0]).toMatchObject({ seat: 0, kind: 'help-from-hq' });
    const { act } = renderOpen(s);
    const region = screen.getByRole('region', { name: 'Help from HQ for Ana' });
    fireEvent.click(within(region).getByRole('button', { name: 'Take 3 Gold' }));
    expect(act).toHaveBeenCalledWith(0, { type: 'help-gold' });
    fireEvent.click(within(region).getByRole('button', { name: 'Claim Trophy Wall…' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Banish Carpenter to make room' }));
    expect(act).toHaveBeenLastCalledWith(0, {
      type: 'help-claim', card: idIn(s.fixtures.queue, 'trophy-wall'), replace: idIn(s.players[0]!.store.map((x) => x.card), 'carpenter'),
    });
  });

  it('AM-H2 with only Store Reacts possible, the React window is decided on the table', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['iron-longsword'], store: ['minibeans'] }, {}, { store: ['blue-mountain-sentinel'] }], adventurers: ['brannoc'] }, 0, 0, cards);
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-sell', card: s.players[0]!.store[0]!.card, target: { card: sword } }], [0, { type: 'offer-confirm' }]]).state;
    const { act } = renderOpen(s);
    const region = screen.getByRole('region', { name: 'Cy: React?' });
    fireEvent.click(within(region).getByRole('button', { name: 'React with Blue Mountain Sentinel' }));
    expect(act).toHaveBeenCalledWith(2, { type: 'react', card: s.players[2]!.store[0]!.card, target: { use: 0 } });
    fireEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect(act).toHaveBeenLastCalledWith(2, { type: 'pass' });
  });
});
