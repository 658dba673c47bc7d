// @vitest-environment happy-dom
// Whole games played through Adventure Mart's screens alone: at every step the prompted seat's
// screen (private, sealed or open) is rendered and one of its enabled controls is tapped at random
// (seeded), until the Review. Proves every prompt the engine can raise has a screen that can
// answer it. Along the way the table's board is rendered and must never hold a hand card that the
// table view does not show anywhere else (AM-H1).
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng';
import type { Prompt } from '../../../src/engine/types';
import { adventureMart, type AMAction, type AMState } from '../../../src/games/adventure-mart';
import type { TableTools } from '../../../src/ui/match/game-ui';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { seats } from '../../games/adventure-mart/random-play';
import { ctxOf, idleLog, idleTools } from './helpers';

afterEach(() => cleanup());

function Screen(props: { state: AMState; prompt: Prompt; send: (seat: number, a: AMAction) => void }) {
  const { state, prompt } = props;
  const ctx = ctxOf(state);
  if (prompt.entry === 'open') {
    const tools: TableTools = {
      act: async (seat, a) => {
        props.send(seat, a as AMAction);
        return true;
      },
      confirm: (req) => req.onConfirm(),
      openGate: () => undefined,
      busy: false,
    };
    return <ui.OpenDecision ctx={ctx} prompt={prompt} tools={tools} />;
  }
  const sealed = ui.privateMode(prompt.kind) === 'lock-in';
  return (
    <ui.PrivateScreen
      ctx={ctx}
      seat={prompt.seat}
      kind={prompt.kind}
      view={adventureMart.view(state, prompt.seat)}
      // A sealed screen's choice is locked in at once, as the gate's Lock in would.
      onChoice={(a) => (sealed && a !== null ? props.send(prompt.seat, a as AMAction) : undefined)}
      act={async (a) => {
        props.send(prompt.seat, a as AMAction);
        return true;
      }}
      seatLog={[]}
      lastLooked={0}
    />
  );
}

function tableLeaks(state: AMState): string[] {
  const tv = JSON.stringify(adventureMart.view(state, 'table'));
  const { container, unmount } = render(<ui.Layout ctx={ctxOf(state)} action={<div />} log={<div />} tools={idleTools} moves={idleLog} />);
  const html = container.innerHTML;
  unmount();
  const leaks: string[] = [];
  state.players.forEach((_, seat) => {
    for (const c of adventureMart.view(state, seat).players[seat]!.hand ?? []) {
      if (!tv.includes(JSON.stringify(c.name)) && html.includes(c.name)) leaks.push(c.name);
    }
  });
  return leaks;
}

async function driveGame(players: number, seed: string, firstGame: boolean): Promise<{ state: AMState; moves: number; kinds: Set<string> }> {
  let state = adventureMart.setup({ seats: seats(players), variants: { firstGame } }, seed);
  let rng: RngState = seedRng(`ui-drive:${seed}`);
  let moves = 0;
  const kinds = new Set<string>();
  for (let taps = 0; taps < 20000 && adventureMart.outcome(state) === null; taps++) {
    const prompt = adventureMart.pending(state)[0]!;
    kinds.add(prompt.kind);
    let next: AMState | null = null;
    const send = (seat: number, a: AMAction) => {
      const r = adventureMart.apply(state, seat, a);
      if (!r.ok) throw new Error(`the screen sent a refused move ${JSON.stringify(a)}: ${r.error.message}`);
      next = r.state;
    };
    const { container, unmount } = render(<Screen state={state} prompt={prompt} send={send} />);
    // Tap controls until one sends a move (opening a list of choices or "Drop out" asks first).
    for (let i = 0; i < 6 && next === null; i++) {
      const controls = [...container.querySelectorAll<HTMLElement>('button:not([disabled]), input[type=radio]')];
      if (controls.length === 0) throw new Error(`no control for ${prompt.kind} (seat ${prompt.seat})`);
      let k: number;
      [k, rng] = randomInt(rng, controls.length);
      await act(async () => {
        fireEvent.click(controls[k]!);
      });
    }
    unmount();
    if (next !== null) {
      state = next;
      moves++;
      if (moves % 7 === 0) expect(tableLeaks(state)).toEqual([]);
    }
  }
  return { state, moves, kinds };
}

describe('Whole games through the screens', () => {
  it('AM-H1 every prompt of a 3-player game is answered by tapping its screen, to the Review, and the board never shows a hand', async () => {
    // With the card set of this writing, this seed raises all eleven kinds of prompt (open, private
    // and sealed). Only the kinds every game has are required, so retuned content does not break
    // it; each kind also has its own screen test built from a hand-made state.
    const { state, moves, kinds } = await driveGame(3, 's3c', false);
    expect(adventureMart.outcome(state)).not.toBeNull();
    expect(moves).toBeGreaterThan(100);
    for (const k of ['turn', 'offer', 'final-action', 'keep', 'help-from-hq']) expect([...kinds]).toContain(k);
    render(<ui.EndScreen ctx={ctxOf(state)} />);
  }, 300_000);

  it('a first game for 2 players, the same way', async () => {
    const { state } = await driveGame(2, 'drive-2', true);
    expect(adventureMart.outcome(state)).not.toBeNull();
  }, 300_000);
});
