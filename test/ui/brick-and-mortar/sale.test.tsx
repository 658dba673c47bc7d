// @vitest-environment happy-dom
// Sale on the table: the Demand cards revealed, sealed offers (quantity and price) through the
// gate, the reveal with the lowest price first and the tie-break named, then each seller delivers
// what they offered, with surplus shown before it happens. BM-SA4 (D): the delivery opens on the
// engine's proposal, delivered with the same one tap, and the seller may change which Store each
// sold or discarded crate comes from first; matches made under engine 1 keep engine 1's screen.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { demandCards, makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { holdGate, renderTable, seatsFor, sessionFrom, stateOf } from './helpers';

afterEach(() => cleanup());

async function enterOffer(name: string, quantity: number, lowerPrice: number) {
  fireEvent.click(screen.getByRole('button', { name: `Enter ${name}'s sealed offer` }));
  await holdGate(name);
  screen.getByRole('heading', { name: `${name}'s sealed offer - Food` });
  const q = screen.getByRole('group', { name: 'Crates to sell' });
  // Starts at the most that may be offered; each quantity is one tap.
  const counts = within(q).getAllByRole('button');
  expect(counts.at(-1)!.getAttribute('aria-pressed')).toBe('true');
  // The focus starts on the price, the likelier change (every crate is offered at first); the
  // crates are one Shift+Tab back.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Price per crate' })));
  if (quantity !== Number(counts.at(-1)!.textContent)) fireEvent.click(within(q).getByRole('button', { name: String(quantity) }));
  if (quantity > 0) {
    const p = screen.getByRole('group', { name: 'Price per crate' });
    expect(within(p).getByRole('slider', { name: 'Price per crate' }).getAttribute('aria-valuetext')).toBe('$6 a crate');
    if (lowerPrice > 0) fireEvent.click(within(p).getByRole('button', { name: `$${6 - lowerPrice}` }));
  } else {
    expect(screen.queryByRole('group', { name: 'Price per crate' })).toBeNull();
    screen.getByText('With no crates offered there is no price.');
  }
  await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
}

/** Ana (Family Pantry 3 Food, Greengrocer 2), Ben and Cy offer for 4 Food boxes; Ben is served
 * first and leaves Ana 2 boxes for the 3 she offered. Returns the session and the reveal. */
async function shortOfBoxesRevealed() {
  const base = makeState({
    players: [
      { stores: [['st-pantry', [3, 0]], ['greengrocer', [2]]] },
      { stores: [['st-pantry', [3, 0]]] },
      { stores: [['st-pantry', [2, 0]]] },
    ],
    demand: [demandCards('food', 4), [], []],
  });
  const session = await sessionFrom(startPhase(base, 'sale'), seatsFor(['person', 'person', 'person']));
  renderTable(session);
  screen.getByRole('region', { name: 'Sealed offers for Food' });
  await enterOffer('Ana', 3, 2); // 3 at $4
  await enterOffer('Ben', 2, 2); // 2 at $4
  await enterOffer('Cy', 0, 0); // sits out
  return { session, reveal: await screen.findByRole('dialog', { name: 'Sealed offers for Food revealed' }) };
}

/** The same, past the reveal: the session at Ana's delivery. */
async function anaShortOfBoxes() {
  const { session, reveal } = await shortOfBoxesRevealed();
  fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));
  return { session, ana: await screen.findByRole('region', { name: 'Ana sells Food at $4' }) };
}

describe('Sale', () => {
  it('reveals offers lowest first with the tie named, then BM-SA4 the seller\'s delivery opens on the best-earning proposal, one tap to deliver', async () => {
    const { session, reveal } = await shortOfBoxesRevealed();
    // The outcome beside the order: Ben, served first with one Store, delivered at once (the
    // engine's 'sold' event says 2 for $8); Ana chooses her crates after Continue.
    expect(within(reveal).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'BBen $4 for 2 crates → FFood: sold 2 for $8', 'AAna $4 for 3 crates → still to deliver',
    ]);
    within(reveal).getByText('Same price: Ben goes before Ana, being later in turn order.');
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));

    // Ben's delivery had only one possible choice (one Store), so the engine made it.
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await within(log).findByText('Ben sells 2 Food at $4 for $8.');

    const ana = await screen.findByRole('region', { name: 'Ana sells Food at $4' });
    within(ana).getByText(/Ana offered 3 and must deliver exactly that many/);
    // The proposal, ready: both boxes from the Pantry, the crate no box takes from the Greengrocer.
    within(ana).getByText(/^Proposed: the choice that earns most\./);
    const value = (name: string) => within(within(ana).getByRole('group', { name })).getByRole('spinbutton', { name }).textContent;
    expect(['Sold from Family Pantry', 'Sold from Greengrocer', 'Discarded from Family Pantry', 'Discarded from Greengrocer'].map(value)).toEqual(['2', '0', '0', '1']);
    within(ana).getByText('Ana sells 2 for $8; 1 crate discarded as surplus from Greengrocer. Left on the shelves: Family Pantry 1, Greengrocer 1.');
    expect(within(ana).queryByRole('button', { name: 'Back to the proposal' })).toBeNull();
    expect(within(ana).queryByRole('button', { name: 'Sell none' })).toBeNull();
    fireEvent.click(within(ana).getByRole('button', { name: 'Deliver 3 Food' }));
    await within(log).findByText('Ana sells 2 Food at $4 for $8; 1 crate discarded as surplus.');
    expect(stateOf(session).players[0]!.stores.map((st) => st.crates)).toEqual([[1, 0], [1]]);
    // Each board shows its month's outcome where it landed, as the events said.
    const outcome = (name: string) => within(screen.getByRole('region', { name: `${name}'s board` })).getByText(/^This month:/).textContent;
    expect(outcome('Ana')).toBe('This month: FFood: sold 2 for $8, 1 discarded');
    expect(outcome('Ben')).toBe('This month: FFood: sold 2 for $8');
    expect(within(screen.getByRole('region', { name: "Cy's board" })).queryByText(/^This month:/)).toBeNull();
  });

  it('BM-SA4 the seller changes which Store the discarded crate comes from before delivering, the engine\'s sentence refusing a wrong total', async () => {
    const { session, ana } = await anaShortOfBoxes();
    const discard = (store: string) => within(ana).getByRole('group', { name: `Discarded from ${store}` });
    fireEvent.click(within(discard('Greengrocer')).getByRole('button', { name: 'Less Discarded from Greengrocer' }));
    // 2 delivered is not what Ana committed: the engine's sentence, and no Deliver.
    expect(within(ana).getByRole('alert').textContent).toBe('You committed 3 Food crates and must deliver exactly that many.');
    expect((within(ana).getByRole('button', { name: 'Deliver 3 Food' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(discard('Family Pantry')).getByRole('button', { name: 'More Discarded from Family Pantry' }));
    expect(within(ana).queryByRole('alert')).toBeNull();
    within(ana).getByText(/^Changed from the proposal/);
    within(ana).getByText('Ana sells 2 for $8; 1 crate discarded as surplus from Family Pantry. Left on the shelves: Family Pantry 0, Greengrocer 2.');
    // The proposal is one tap away, and back again.
    fireEvent.click(within(ana).getByRole('button', { name: 'Back to the proposal' }));
    within(ana).getByText(/Left on the shelves: Family Pantry 1, Greengrocer 1\./);
    fireEvent.click(within(discard('Greengrocer')).getByRole('button', { name: 'Less Discarded from Greengrocer' }));
    fireEvent.click(within(discard('Family Pantry')).getByRole('button', { name: 'More Discarded from Family Pantry' }));
    fireEvent.click(within(ana).getByRole('button', { name: 'Deliver 3 Food' }));
    await waitFor(() => expect(stateOf(session).players[0]!.stores.map((st) => st.crates)).toEqual([[0, 0], [2]]));
  });

  it('BM-SA2 BM-SA4 without competition the proposal sells every crate it can at the maximum price, and the seller may sell fewer', async () => {
    const base = makeState({
      players: [{ stores: [['st-pantry', [3, 0]]] }, { stores: ['st-pantry'] }],
      demand: [demandCards('food', 4), []],
    });
    const session = await sessionFrom(startPhase(base, 'sale'), seatsFor(['person', 'person']));
    renderTable(session);
    const ana = await screen.findByRole('region', { name: 'Ana sells Food at $6' });
    within(ana).getByText(/Ana may sell up to the demand left, at the maximum price\. Shared demand left: 4\./);
    const from = within(ana).getByRole('group', { name: 'Sold from Family Pantry' });
    expect(within(from).getByRole('spinbutton', { name: 'Sold from Family Pantry' }).textContent).toBe('3');
    // Nothing is discarded without a bid: no stepper for it.
    expect(within(ana).queryByRole('group', { name: 'Discarded from Family Pantry' })).toBeNull();
    fireEvent.click(within(from).getByRole('button', { name: 'Less Sold from Family Pantry' }));
    within(ana).getByText('Ana sells 2 for $12. Left on the shelves: Family Pantry 1.');
    fireEvent.click(within(ana).getByRole('button', { name: 'Deliver 2 Food' }));
    await waitFor(() => expect(stateOf(session).players[0]!.stores[0]!.crates).toEqual([1, 0]));
  });

  it('BM-SA4 engine 1: the seller sets how many committed crates come from each Store, the engine\'s sentence refusing a wrong total', async () => {
    const base = makeState({
      engineVersion: 1,
      players: [
        { stores: [['st-pantry', [3, 0]], ['greengrocer', [2]]] },
        { stores: [['st-pantry', [3, 0]]] },
        { stores: [['st-pantry', [2, 0]]] },
      ],
      demand: [demandCards('food', 4), [], []],
    });
    const session = await sessionFrom(startPhase(base, 'sale'), seatsFor(['person', 'person', 'person']));
    renderTable(session);
    const demand = await screen.findByRole('dialog', { name: 'Demand cards revealed' }).catch(() => null);
    // The Demand reveal happened when the phase began (before this screen), so it is in the log.
    expect(demand).toBeNull();
    screen.getByRole('region', { name: 'Sealed offers for Food' });
    const status = screen.getByRole('region', { name: 'What happens next' });
    const u = (...ids: string[]) => ids.reduce((sum, id) => sum + storeCard(id).utilities, 0);
    within(status).getByText(
      `Utilities come right after the Sale: Ana $${u('st-pantry', 'greengrocer')}, Ben $${u('st-pantry')} and Cy $${u('st-pantry')}. Cash short of that becomes debt: each $2 short is 1 debt point, -1 point at the end.`,
    );
    const market = screen.getByRole('region', { name: 'Market' });
    within(market).getByRole('columnheader', { name: 'Demand boxes' });

    await enterOffer('Ana', 3, 2); // 3 at $4
    await enterOffer('Ben', 2, 2); // 2 at $4
    await enterOffer('Cy', 0, 0); // sits out
    const reveal = await screen.findByRole('dialog', { name: 'Sealed offers for Food revealed' });
    within(reveal).getByText('Lowest price sells first. Served in this order:');
    expect(within(reveal).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BBen $4 for 2 crates → FFood: sold 2 for $8', 'AAna $4 for 3 crates → still to deliver']);
    within(reveal).getByText('Sitting this one out: Cy.');
    within(reveal).getByText('Same price: Ben goes before Ana, being later in turn order.');
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));

    // Ben's delivery had only one possible choice (one Store), so the engine made it.
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await within(log).findByText('Ben sells 2 Food at $4 for $8.');

    const ana = await screen.findByRole('region', { name: 'Ana sells Food at $4' });
    within(ana).getByText(/Ana offered 3 and must deliver exactly that many/);
    within(ana).getByText('Served in order: Ben 2 at $4, Ana 3 at $4. Same price: Ben goes before Ana, being later in turn order.');
    expect(within(ana).queryByRole('button', { name: 'Sell none' })).toBeNull();
    within(ana).getByText('Ana sells 2 for $8; 1 crate discarded as surplus from Greengrocer. Left on the shelves: Family Pantry 2, Greengrocer 0.');
    expect(within(ana).queryByRole('group', { name: 'Sold from Family Pantry' })).toBeNull();
    const pantry = within(ana).getByRole('group', { name: 'Crates from Family Pantry' });
    const grocer = within(ana).getByRole('group', { name: 'Crates from Greengrocer' });
    fireEvent.click(within(pantry).getByRole('button', { name: 'More Crates from Family Pantry' }));
    // 4 offered is not what Ana committed: the engine's sentence, and no Deliver.
    expect(within(ana).getByRole('alert').textContent).toBe('You committed 3 Food crates and must deliver exactly that many.');
    fireEvent.click(within(grocer).getByRole('button', { name: 'Less Crates from Greengrocer' }));
    fireEvent.click(within(ana).getByRole('button', { name: 'Deliver 3 Food' }));
    await within(log).findByText('Ana sells 2 Food at $4 for $8; 1 crate discarded as surplus.');
    expect(stateOf(session).players[0]!.stores.map((st) => st.crates)).toEqual([[1, 0], [1]]);
    // Each board shows its month's outcome where it landed, as the events said.
    const outcome = (name: string) => within(screen.getByRole('region', { name: `${name}'s board` })).getByText(/^This month:/).textContent;
    expect(outcome('Ana')).toBe('This month: FFood: sold 2 for $8, 1 discarded');
    expect(outcome('Ben')).toBe('This month: FFood: sold 2 for $8');
    expect(within(screen.getByRole('region', { name: "Cy's board" })).queryByText(/^This month:/)).toBeNull();
  });
});
