// @vitest-environment happy-dom
// The table: the Sale in progress with the Adventurer and every Offer (Quality totals and parts),
// the Depot with who pays what, the face-down Adventurers, each Store, the Day and Bulletin, and
// no hand card of anyone in the table's DOM.
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { act, Cards, idIn, saleState, turnState } from '../../games/adventure-mart/builder';
import { ctxOf, renderLayout } from './helpers';

afterEach(() => cleanup());

/** Taps the closed disclosure named `summary` inside `region` and returns the list it draws. */
async function openFolded(region: HTMLElement, summary: string): Promise<HTMLElement> {
  const toggle = within(region).getByRole('button', { name: summary, expanded: false });
  const fold = toggle.parentElement!;
  expect(within(fold).queryByRole('list')).toBeNull();
  fireEvent.click(toggle);
  expect(within(region).getByRole('button', { name: summary, expanded: true })).toBe(toggle);
  return within(fold).findByRole('list');
}

function saleInProgress() {
  const cards = new Cards();
  let s = saleState({
    players: [
      { hand: ['iron-longsword', 'arcane-tome'], store: ['autoforge', ['showman', false]], ledger: ['helga'], rep: { fighters: 1 } },
      { hand: ['dwarven-warhammer', 'mimic-chest'], gold: 7, reorder: ['griffin-egg'] },
    ],
    stockQueue: ['enchanted-robes', 'apprentice-wand', 'chainmail-vest'],
    adventurers: ['brannoc', 'mirelle', 'pim'],
    bulletin: 'busy-day',
  }, 0, 0, cards);
  s = act(s, 0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }).state;
  s = act(s, 0, { type: 'offer-confirm' }).state;
  return s;
}

describe('The table during a Sale', () => {
  it('shows the Adventurer and every Offer with its Quality total and parts, and who must act', () => {
    const s = saleInProgress();
    const tv = adventureMart.view(s, 'table');
    const q = tv.sale!.offers[0]!.quality;
    renderLayout(s);
    const sale = screen.getByRole('region', { name: 'Sale 1' });
    within(sale).getByRole('heading', { name: 'Sale to Brannoc the Vanguard' });
    within(sale).getByText(`${tv.sale!.goldToSpend} Gold to Spend`);
    expect(within(sale).getAllByText('Fighters Guild').length).toBeGreaterThan(0);
    const ana = within(sale).getByRole('region', { name: "Ana's Offer" });
    within(ana).getByText(`Stock ${q.parts.stock} + tokens ${q.parts.tokens} + Initiative ${q.parts.initiative} = ${q.total}`);
    expect(within(ana).getByRole('list', { name: "Ana's offered cards" }).textContent).toContain('Iron Longsword');
    expect(within(ana).getByText(/^Highest/).textContent).toBe(`Highest · sells ${tv.sale!.offers[0]!.sellPrice}`);
    const ben = within(sale).getByRole('region', { name: "Ben's Offer" });
    within(ben).getByText(/^Composing…/);
    // The shell's action area sits on the board.
    screen.getByRole('region', { name: 'Action area' });
    const ctx = ctxOf(s);
    expect(ui.where(ctx)).toBe('Day 1 of 5 · Trading Hours · Sale to Brannoc the Vanguard');
    expect(ui.whatNext(ctx)).toBe(`Ben must raise above Quality ${q.total} or drop out.`);
    expect(ui.privateInvite!(ctx, tv.prompts[0]!)).toBe('Ben: raise or drop out');
    expect(ui.privateTitle(ctx, 1, 'offer')).toBe("Ben's Offer to Brannoc the Vanguard");
    expect(ui.currentPhase(ctx)).toBe('trading');
    expect(ui.rulesSection(ctx)).toBe('sales');
  });

  it('writes an Offer\'s sum out only when more than its Stock counts (the rows and the total say the rest)', () => {
    // Ana holds the Initiative and offers no Stock; Ben raises with Stock alone.
    let s = saleState({ players: [{}, { hand: ['dwarven-warhammer'] }], adventurers: ['brannoc'] });
    s = act(s, 0, { type: 'offer-confirm' }).state;
    s = act(s, 1, { type: 'offer-add', card: idIn(s.players[1]!.hand, 'dwarven-warhammer') }).state;
    s = act(s, 1, { type: 'offer-confirm' }).state;
    const ben = adventureMart.view(s, 'table').sale!.offers[1]!.quality;
    expect([ben.parts.effects, ben.parts.tokens, ben.parts.initiative]).toEqual([0, 0, 0]);
    renderLayout(s);
    const sale = screen.getByRole('region', { name: 'Sale 1' });
    const benOffer = within(sale).getByRole('region', { name: "Ben's Offer" });
    expect(within(benOffer).getByRole('list', { name: "Ben's offered cards" }).textContent).toContain('Dwarven Warhammer');
    within(benOffer).getByLabelText(`Quality ${ben.total}`);
    expect(within(benOffer).queryByText(/^Stock \d+/)).toBeNull();
    // Ana's Initiative counts too: her sum stays.
    within(within(sale).getByRole('region', { name: "Ana's Offer" })).getByText(/^Stock 0 \+ Initiative \d+ = \d+$/);
  });

  it('AM-H1 holds none of any seat\'s hand cards while a Sale is shown', () => {
    const s = saleInProgress();
    const hands = s.players.flatMap((p) => p.hand).map((id) => adventureMart.view(s, 0).players[0]!.hand!.concat(adventureMart.view(s, 1).players[1]!.hand!).find((c) => c.id === id)!.name);
    expect(hands.sort()).toEqual(['Arcane Tome', 'Dwarven Warhammer', 'Mimic Chest']);
    const { container } = renderLayout(s);
    const everything = container.innerHTML;
    for (const name of hands) expect(everything).not.toContain(name);
    // The offered card is public.
    expect(everything).toContain('Iron Longsword');
  });

  it('shows each Depot queue with the discounts that apply to whom, and the deck price', () => {
    const s = saleInProgress();
    const tv = adventureMart.view(s, 'table');
    const vest = tv.depot.stock.queue.find((q) => q.card.name === 'Chainmail Vest')!;
    expect(vest.costs[0]).toBeLessThan(vest.costs[1]!);
    renderLayout(s);
    const stock = screen.getByRole('region', { name: 'Stock queue' });
    const card = within(stock).getByRole('article', { name: /^Chainmail Vest: Martial/ });
    within(card).getByText(`Discount: Ana pays ${vest.costs[0]}`);
    const robes = within(stock).getByRole('article', { name: /^Enchanted Robes: Magic/ });
    expect(within(robes).queryByText(/Discount/)).toBeNull();
    within(stock).getByText(/Stock Deck: \d+ cards? · top card costs/);
    screen.getByRole('region', { name: 'Fixtures queue' });
    screen.getByRole('region', { name: 'Staff queue' });
  });

  it('shows the face-down Adventurers, the Day and its Bulletin, and the Abyss (every Store: players.test.tsx)', () => {
    const s = saleInProgress();
    renderLayout(s);
    const town = screen.getByRole('region', { name: 'Adventurers' });
    within(town).getByRole('article', { name: 'Adventurer 2, face down' });
    within(town).getByRole('article', { name: /^Brannoc the Vanguard/ });
    const strip = screen.getByRole('region', { name: 'Players' });
    expect(within(strip).getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(["Ana's Store", "Ben's Store"]);
    const day = screen.getByRole('region', { name: 'Day and Bulletin' });
    within(day).getByText('Day 1 of 5');
    within(day).getByRole('article', { name: 'Busy Day: Daily Bulletin' });
    screen.getByRole('region', { name: 'Abyss' });
  });

  it('outside a Sale: no Sale panel, and the status says whose turn it is and what comes next', () => {
    const s = turnState({ players: [{ hand: ['arcane-tome'] }, {}], adventurers: ['brannoc', 'mirelle'] });
    renderLayout(s);
    expect(screen.queryByRole('region', { name: /^Sale / })).toBeNull();
    const ctx = ctxOf(s);
    expect(ui.where(ctx)).toBe('Day 1 of 5 · Trading Hours');
    expect(ui.whatNext(ctx)).toBe("Ana's turn: Spend Gold, start a Sale, or use a card effect. 2 Adventurers still to serve today; then final actions.");
    expect(ui.privateInvite!(ctx, ctx.prompts[0]!)).toBe("Ana's turn");
    expect(ui.privateMode('turn')).toBe('live');
    expect(ui.privateMode('keep')).toBe('lock-in');
    expect(screen.getByRole('region', { name: 'Day and Bulletin' }).textContent).not.toContain('Arcane Tome');
  });

  it('names every private screen by the seat, never "you", and opens each kind live except the sealed keep', () => {
    const ctx = ctxOf(saleInProgress());
    const titles = ['turn', 'final-action', 'offer', 'topup', 'react', 'discard', 'on-call', 'keep'].map((k) => [k, ui.privateTitle(ctx, 1, k), ui.privateMode(k)]);
    expect(titles).toEqual([
      ['turn', "Ben's turn", 'live'],
      ['final-action', "Ben's final action", 'live'],
      ['offer', "Ben's Offer to Brannoc the Vanguard", 'live'],
      ['topup', 'Ben: add Stock or Checkout', 'live'],
      ['react', 'Ben: React?', 'live'],
      ['discard', 'Ben: discard cards', 'live'],
      ['on-call', 'Ben: On-Call effect', 'live'],
      ['keep', 'Ben: keep one card', 'lock-in'],
    ]);
    // A React invite reads the same for every seat asked, holder or not.
    expect(ui.privateInvite!(ctx, { seat: 0, kind: 'react', entry: 'private' })).toBe('Ana: React?');
    expect(ui.privateInvite!(ctx, { seat: 1, kind: 'react', entry: 'private' })).toBe('Ben: React?');
  });
});

describe('What an Adventurer wants', () => {
  it('says a doubled symbol counts double, in words and in its accessible name, never "Martial ×2"', () => {
    const s = saleState({ players: [{}, {}], adventurers: ['helga', 'krag', 'oro'] });
    renderLayout(s);
    const sale = screen.getByRole('region', { name: 'Sale 1' });
    const wants = within(sale).getByRole('img', { name: 'Martial counts double' });
    expect(wants.textContent).toBe('Martial counts double');
    // The Adventurer's card in the Town reads the same to a screen reader.
    within(screen.getByRole('region', { name: 'Adventurers' })).getByRole('article', { name: /^Helga the Vanguard: 7 Gold to Spend, desires Martial counts double, Fighters Guild$/ });
  });

  it('names a single symbol by its type alone, and three of a type as counting triple', () => {
    let s = saleState({ players: [{}, {}], adventurers: ['krag', 'oro'] });
    renderLayout(s);
    expect(within(screen.getByRole('region', { name: 'Sale 1' })).getByRole('img', { name: 'Martial counts triple' }).textContent).toBe('Martial counts triple');
    cleanup();
    s = saleState({ players: [{}, {}], adventurers: ['brannoc'] });
    const tv = adventureMart.view(s, 'table');
    renderLayout(s);
    const names = within(screen.getByRole('region', { name: 'Sale 1' })).getAllByRole('img').map((i) => i.getAttribute('aria-label'));
    expect(names).toEqual(Object.entries(tv.sale!.desires).filter(([, n]) => n > 0).map(([t, n]) => {
      expect(n).toBe(1);
      return t[0]!.toUpperCase() + t.slice(1);
    }));
  });
});

describe('The Abyss', () => {
  it('lists banished cards only once opened (a long game lays out none of them while the panel is closed)', async () => {
    const s = turnState({ players: [{}, {}], abyss: ['griffin-egg', 'kraken-ink'] }, 0);
    renderLayout(s);
    const abyss = screen.getByRole('region', { name: 'Abyss' });
    within(abyss).getByText('2 cards banished (newest first)');
    const listed = await openFolded(abyss, 'Show the Abyss');
    expect(listed.getAttribute('aria-label')).toBe('Banished cards');
    expect(within(listed).getAllByRole('listitem')).toHaveLength(2);
  });
});
