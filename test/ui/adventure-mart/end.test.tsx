// @vitest-environment happy-dom
// The Review screen, the rules reference, the reveal screens and the log's sentences (every event
// type the engine emits has words; a seat's draws are worded only for that seat).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleEvents } from '../../../src/engine/match';
import type { GameEvent } from '../../../src/engine/types';
import { adventureMart } from '../../../src/games/adventure-mart';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { spreadLabels } from '../../../src/ui/games/adventure-mart/EndScreen';
import { playRandom } from '../../games/adventure-mart/random-play';
import { ctxOf } from './helpers';
import { RulesDialog } from '../../../src/ui/match/RulesDialog';

afterEach(() => cleanup());

/** Every event type Adventure Mart's rules emit (src/games/adventure-mart). */
const EVENT_TYPES = [
  'abyss-empty', 'banished', 'barred', 'bought', 'bought-from-deck', 'bulletin', 'checkout', 'clean-up', 'day-started',
  'discard-and-redraw', 'discarded', 'drew', 'dropped-out', 'effect-cancelled', 'extra-action', 'final-actions', 'flipped-up',
  'game-over', 'gold-gained', 'help-from-hq', 'helped', 'keep-submitted', 'lured', 'offer-hit', 'offer-made', 'queues-dealt',
  'react-announced', 'recalled', 'rehired', 'released', 'reshuffled', 'restocked', 'returned-to-hand', 'sale-started', 'sale-won',
  'stolen', 'store-closing', 'taken-from-abyss', 'taxed', 'theft-prevented', 'topped-up', 'turn-ended', 'used', 'you-drew',
];
/** Told by the table's other lines already (the turn passing is visible in "whose turn"). */
const SILENT = new Set(['turn-ended']);
const name = (s: number) => ['Ana', 'Ben', 'Cy', 'Di'][s] ?? '?';

describe('The Review (AM-R3)', () => {
  it('AM-R3 shows each Net Worth broken down by line, the winner, and the Day-by-Day history', () => {
    const { state } = playRandom(3, 'am-ui-end');
    const out = adventureMart.outcome(state)!;
    const ctx = ctxOf(state);
    expect(ui.currentPhase(ctx)).toBe('review');
    render(<ui.EndScreen ctx={ctx} />);
    const winner = name(out.ranking[0]!);
    screen.getByRole('heading', { name: `The Review: ${winner} wins` });
    const table = screen.getByRole('table', { name: /^Net Worth: Buy Cost of Stock owned/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    out.ranking.forEach((seat, i) => {
      const b = out.breakdown![seat] as Record<string, number>;
      const cells = within(rows[i]!).getAllByRole('cell').map((c) => c.textContent);
      expect(cells).toEqual([['1st', '2nd', '3rd'][i], String(b.stock), String(b.fixtures), String(b.gold), String(b.bonuses), String(out.scores[seat]), String(state.players[seat]!.ledger.length)]);
      expect(b.stock! + b.fixtures! + b.gold! + b.bonuses!).toBe(out.scores[seat]);
    });
    const history = screen.getByRole('table', { name: /at the end of each Day/ });
    expect(within(history).getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5']);
    screen.getByRole('img', { name: /Net Worth at the end of each Day/ });
  });
});

describe('The Review chart', () => {
  it('keeps the lines\' end labels apart when the Net Worths end close together, each inside the chart', () => {
    const { state } = playRandom(3, 'am-ui-end');
    const ctx = ctxOf(state);
    // Ana and Ben end on the same Net Worth, Cy one below: three labels that would print over each other.
    const history = ctx.tv.history.map((r, i) => (i === ctx.tv.history.length - 1 ? { ...r, worth: [40, 40, 39] } : r));
    render(<ui.EndScreen ctx={{ ...ctx, tv: { ...ctx.tv, history } }} />);
    const chart = screen.getByRole('img', { name: /Net Worth at the end of each Day/ });
    const labels = [...chart.querySelectorAll('text')].map((t) => ({ text: t.textContent, y: Number(t.getAttribute('y')) }));
    expect(labels.map((l) => l.text)).toEqual(['A', 'B', 'C']);
    const ys = labels.map((l) => l.y).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(16);
    expect(ys[0]!).toBeGreaterThanOrEqual(12);
    expect(ys[ys.length - 1]!).toBeLessThanOrEqual(119);
    // A label moved off its line's end is joined to it by a short leader.
    expect(chart.querySelectorAll('line.am-chart-leader').length).toBeGreaterThan(0);
  });

  it('spreadLabels leaves labels that are already apart where they are, and slides a run that would leave the chart back in', () => {
    expect(spreadLabels([20, 60, 100], 12, 119)).toEqual([20, 60, 100]);
    expect(spreadLabels([50, 50], 12, 119)).toEqual([50, 66]);
    expect(spreadLabels([118, 118, 118], 12, 119)).toEqual([87, 103, 119]);
    expect(spreadLabels([5, 5], 12, 119)).toEqual([12, 28]);
    // Labels keep the lines' order from top to bottom.
    expect(spreadLabels([61, 60], 12, 119)).toEqual([76, 60]);
  });
});

describe('Rules reference', () => {
  it('opens at the section for where the table is and moves between sections', () => {
    const onClose = vi.fn();
    render(<RulesDialog sections={ui.rules} start="sales" onClose={onClose} />);
    screen.getByRole('heading', { name: 'Rules: Sales and Offers' });
    const nav = screen.getByRole('navigation', { name: 'Rules sections' });
    for (const t of ['The game', 'Store Opening', 'Trading Hours', 'Sales and Offers', 'Store Closing', 'The Review']) {
      within(nav).getByRole('button', { name: t });
    }
    fireEvent.click(within(nav).getByRole('button', { name: 'Store Closing' }));
    screen.getByRole('heading', { name: 'Rules: Store Closing' });
    screen.getByText(/Help from HQ: the player with the lowest Ledger Gold total/);
    fireEvent.click(screen.getByRole('button', { name: 'Close the rules' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Log lines and reveals', () => {
  it('every event type the engine emits has words, with names and no holes', () => {
    for (const type of EVENT_TYPES) {
      // One record with every field some kind reads: the lines read typed fields, and a missing one is the engine's bug, not a 0.
      const data = { seat: 1, victim: 0, from: 0, initiative: 0, day: 2, sale: 3, name: 'X', names: ['X'], order: [0, 1], cost: 4, gold: 3, text: 'T', count: 2, cards: 2, quality: 5, effects: [], tokens: [], desires: [], kept: 1, banishedName: 'X' };
      const e: GameEvent = { type, visibility: 'public', data };
      const lines = ui.describeEvent(e, name);
      if (SILENT.has(type)) expect(lines).toEqual([]);
      else expect(lines.length, type).toBeGreaterThan(0);
      for (const l of lines) expect(l.text, type).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('AM-F16 Checkout names the tokens taken, and a token that has run out', () => {
    const line = (tokens: string[]) => ui.describeEvent({ type: 'checkout', visibility: 'public', data: { seat: 0, name: 'Quill the Adept', gold: 4, tokens } }, name)[0]!.text;
    expect(line(['mages'])).toBe('Checkout: Ana serves Quill the Adept for 4 Gold and takes a Mages token.');
    expect(line(['no mages token left'])).toBe('Checkout: Ana serves Quill the Adept for 4 Gold (no Mages token left).');
    expect(line(['discount'])).toBe('Checkout: Ana serves Quill the Adept for 4 Gold and takes a Discount token.');
    expect(line([])).toBe('Checkout: Ana serves Quill the Adept for 4 Gold.');
  });

  it('AM-G3 the table\'s line for a Stock card bought from the deck names no card; the buyer\'s own line does', () => {
    const table = { type: 'bought-from-deck', visibility: 'public' as const, data: { seat: 0, from: 'stock', cost: 4, gold: 5, banished: 7, banishedName: 'Griffin Egg' } };
    expect(ui.describeEvent(table, name)[0]!.text).toBe('Ana banishes Griffin Egg and buys the top card of the Stock Deck for 4 Gold.');
    const own = { type: 'you-drew', visibility: { seat: 0 }, data: { seat: 0, cards: [9], names: ['Arcane Tome'], bought: true } };
    expect(ui.describeEvent(own, name)[0]!.text).toBe('You bought Arcane Tome from the top of the deck.');
    const fixture = { ...table, data: { ...table.data, from: 'fixtures', card: 9, name: 'Gilded Vault' } };
    expect(ui.describeEvent(fixture, name)[0]!.text).toBe('Ana banishes Griffin Egg and buys Gilded Vault from the top of the Fixture Deck for 4 Gold.');
  });

  it('the events of whole games are all known types, and the table\'s lines never hold a seat\'s draws', () => {
    const seen = new Set<string>();
    for (const seed of ['am-ui-log-1', 'am-ui-log-2']) {
      const { events } = playRandom(4, seed);
      for (const e of events) seen.add(e.type);
      const table = visibleEvents(events, 'table');
      expect(table.some((e) => e.type === 'you-drew')).toBe(false);
      const drawn = events.find((e) => e.type === 'you-drew' && !e.data?.bought)!;
      expect(ui.describeEvent(drawn, name)[0]!.text).toMatch(/^You drew /);

      for (const e of table) for (const l of ui.describeEvent(e, name)) expect(l.text).not.toMatch(/undefined|NaN|\[object/);
    }
    for (const t of seen) expect(EVENT_TYPES, t).toContain(t);
  });

  it('reveals the Bulletin, a Checkout and the end of each Day with where everyone stands; a Sale\'s start has a title and body too', () => {
    const { state, events } = playRandom(2, 'am-ui-reveal');
    const ctx = ctxOf(state);
    expect([...ui.reveals.types].sort()).toEqual(['bulletin', 'checkout', 'clean-up']);
    const started = events.find((e) => e.type === 'sale-started')!;
    expect(ui.reveals.title(ctx, started)).toBe(`${name(started.data!.seat as number)} starts a Sale`);
    render(<ui.reveals.Body ctx={ctx} event={started} />);
    screen.getByRole('article', { name: new RegExp(`^${String(started.data!.name)}: \\d+ Gold to Spend`) });
    cleanup();
    const checkout = events.find((e) => e.type === 'checkout')!;
    expect(ui.reveals.title(ctx, checkout)).toBe(`Checkout: ${name(checkout.data!.seat as number)} serves ${String(checkout.data!.name)}`);
    render(<ui.reveals.Body ctx={ctx} event={checkout} />);
    screen.getByText(/^Checkout: \w+ serves .+ for \d+ Gold/);
    cleanup();
    const bulletin = events.find((e) => e.type === 'bulletin')!;
    expect(ui.reveals.title(ctx, bulletin)).toBe(`Day ${String(bulletin.data!.day)}: the Daily Bulletin`);
    render(<ui.reveals.Body ctx={ctx} event={bulletin} />);
    screen.getByRole('article', { name: `${String(bulletin.data!.name)}: Daily Bulletin` });
    cleanup();
    const dayEnd = events.find((e) => e.type === 'clean-up')!;
    expect(ui.reveals.title(ctx, dayEnd)).toBe(`End of Day ${String(dayEnd.data!.day)}`);
    render(<ui.reveals.Body ctx={ctx} event={dayEnd} />);
    const standing = screen.getByRole('table', { name: `Where everyone stands after Day ${String(dayEnd.data!.day)}` });
    const rec = state.history.find((h) => h.day === dayEnd.data!.day)!;
    const rows = within(standing).getAllByRole('row').slice(1);
    expect(rows.map((r) => Number(within(r).getAllByRole('cell')[0]!.textContent))).toEqual([...rec.worth].sort((a, b) => b - a));
    screen.getByText(/^Clean Up: /);
  });
});