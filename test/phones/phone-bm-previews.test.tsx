// Brick & Mortar's previews on a phone (issue 32): a phone has no state to dry-run, so the tablet
// sends its dry runs of the seat's moves (GameUi.movePreviews) and the screens read them. A Store
// bought from hand shows the debt it takes on the phone as on the tablet, from the tablet's dry run,
// and only the event the screen reads travels.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/types';
import type { BMAction, BMState, BMView } from '../../src/games/brick-and-mortar';
import { brickAndMortarModule as module } from '../../src/games/brick-and-mortar/module';
import type { BMGame, TableCtx } from '../../src/ui/games/brick-and-mortar/model';
import { movePreviews, previewKey } from '../../src/ui/games/brick-and-mortar/previews';
import type { GameUi } from '../../src/ui/match/game-ui';
import { phoneCtx } from '../../src/ui/phones/phone-ctx';

afterEach(cleanup);
let ui: GameUi<TableCtx>;
beforeAll(async () => {
  ui = (await import('../../src/ui/games/brick-and-mortar/ui')).ui;
}, 60_000);

const game = module.game as BMGame;
const seats = ['Ana', 'Ben'].map((name) => ({ name, colour: 'orange', kind: 'person' as const }));

/** Ana's Building turn with a Store in hand she can buy only by taking debt (bots play to it). */
function handBuyWithDebt(): { state: BMState; buy: BMAction } {
  let state = game.setup({ seats }, 'bm-hand-1');
  for (let n = 0; n < 2000; n++) {
    const prompt = game.pending(state)[0]!;
    if (prompt.seat === 0 && prompt.kind === 'build') {
      const run = Object.entries(movePreviews(game, state, 0)).find(([, r]) => r.ok && (r.events[0]?.data as { debt?: number }).debt! > 0);
      if (run) return { state, buy: JSON.parse(run[0]) as BMAction };
    }
    const legal = game.legal(state, prompt.seat);
    const r = game.apply(state, prompt.seat, module.bot!(game.view(state, prompt.seat), legal, prompt.seat, `x:${n}`) as BMAction);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  throw new Error('No Building turn with a debt to take.');
}

function screenOf(ctx: TableCtx, state: BMState, seat: Seat) {
  return render(h(ui.PrivateScreen, { ctx, seat, kind: 'hand', view: game.view(state, seat) as BMView, onChoice: () => undefined, act: async () => false, seatLog: [], lastLooked: 0 }));
}

describe("Brick & Mortar's previews on a phone (issue 32)", () => {
  it('a Store bought from hand shows its debt from the tablet\'s dry run, as the tablet does', () => {
    const { state, buy } = handBuyWithDebt();
    const previews = movePreviews(game, state, 0);
    // Only the event the screen reads travels.
    expect(Object.values(previews).every((r) => !r.ok || r.events.every((e) => e.type === 'store-bought'))).toBe(true);
    const card = (buy as { card: string }).card;
    const name = (game.view(state, 0) as BMView).players[0]!.storeHand!.find((c) => c.id === card)!.name;
    const debtLine = () => {
      fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^Buy ${name} for`) }));
      return screen.getByRole('checkbox', { name: /^Take the debt\./ }).closest('label')!.textContent;
    };

    const tablet = { session: undefined as never, game, state, tv: game.view(state, 'table') as BMView, seats, prompts: game.pending(state), over: false };
    const { unmount } = screenOf(tablet, state, 0);
    const onTablet = debtLine();
    unmount();

    const picture = { seat: 0, seats, tableView: game.view(state, 'table'), prompts: game.pending(state), legal: game.legal(state, 0), previews };
    screenOf(phoneCtx(picture) as unknown as TableCtx, state, 0);
    expect(debtLine()).toBe(onTablet);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a move the tablet did not dry-run says so rather than guess', () => {
    const { state, buy } = handBuyWithDebt();
    const previews = { ...movePreviews(game, state, 0) };
    delete previews[previewKey(buy)];
    const picture = { seat: 0, seats, tableView: game.view(state, 'table'), prompts: game.pending(state), legal: game.legal(state, 0), previews };
    screenOf(phoneCtx(picture) as unknown as TableCtx, state, 0);
    const card = (buy as { card: string }).card;
    const name = (game.view(state, 0) as BMView).players[0]!.storeHand!.find((c) => c.id === card)!.name;
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^Buy ${name} for`) }));
    expect(screen.getByRole('alert').textContent).toBe('That choice is not one the tablet offers now.');
    expect(screen.queryByRole('checkbox', { name: /^Take the debt\./ })).toBeNull();
  });

  it('the key does not depend on the order a screen wrote the move in', () => {
    expect(previewKey({ type: 'stock', crates: [1, 0] })).toBe(previewKey({ crates: [1, 0], type: 'stock' }));
    expect(previewKey({ type: 'a', x: undefined })).toBe(previewKey({ type: 'a' }));
  });
});
