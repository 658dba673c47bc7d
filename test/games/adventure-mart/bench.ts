// Adventure Mart's row of `npm run bench` (which has its `adventureMart` key) on its own, plus what
// a state copy costs each way (the choice behind src/games/adventure-mart/rules/copy.ts).
// Usage: node test/tools/run-ts.mjs test/games/adventure-mart/bench.ts [--json]
import { adventureMart, type AMState } from '../../../src/games/adventure-mart';
import { adventureMartModule } from '../../../src/games/adventure-mart/module';
import { working } from '../../../src/games/adventure-mart/rules/copy';
import { findGame } from '../../../src/games/registry';
import { benchGame } from '../../bench/game-bench';
import { simulate } from '../../sim/core';

const entry = findGame('adventure-mart')!;
const row = benchGame(entry, adventureMartModule);

// A mid-game state from a 4-player bot game: the richest shape a copy meets.
let mid: AMState | null = null;
simulate({
  module: adventureMartModule, players: 4, games: 1, seed: 'copy', checkViews: false,
  onGame: (g) => {
    let s = g.start as AMState;
    for (const { seat, action } of g.log.slice(0, Math.floor(g.log.length / 2))) {
      const r = adventureMart.apply(s, seat, action as never);
      if (r.ok) s = r.state;
    }
    mid = s;
  },
});
const state = mid as unknown as AMState;

/** A generic deep copy of plain JSON, the middle way between structuredClone and field copies. */
function deepCopy(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(deepCopy);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = deepCopy((v as Record<string, unknown>)[k]);
  return out;
}

/** The same deep copy as copy.ts, written with object spreads instead of literals. */
function spreadCopy(s: AMState): AMState {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p, hand: [...p.hand], storeroom: [...p.storeroom], reorder: [...p.reorder], store: p.store.map((x) => ({ ...x })), ledger: [...p.ledger], rep: { ...p.rep } })),
    stock: { ...s.stock, deck: [...s.stock.deck], queue: [...s.stock.queue] },
    fixtures: { ...s.fixtures, deck: [...s.fixtures.deck], queue: [...s.fixtures.queue] },
    staff: { ...s.staff, deck: [...s.staff.deck], queue: [...s.staff.queue] },
    adventurers: { ...s.adventurers, deck: [...s.adventurers.deck], queue: [...s.adventurers.queue] },
    bulletins: [...s.bulletins], abyss: [...s.abyss], box: [...s.box], supply: { ...s.supply },
    stack: s.stack.map((f) => deepCopy(f) as AMState['stack'][number]),
  };
}

/** The fastest of five rounds after a warm-up (a shared machine may steal any one round). */
function usPer(work: () => unknown): number {
  for (let i = 0; i < 3000; i++) work();
  const n = 10_000;
  let fastest = Infinity;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) work();
    fastest = Math.min(fastest, performance.now() - t0);
  }
  return (fastest * 1000) / n;
}

const copies = {
  fieldCopies: usPer(() => working(state)),
  spreads: usPer(() => spreadCopy(state)),
  genericDeepCopy: usPer(() => deepCopy(state)),
  jsonRoundTrip: usPer(() => JSON.parse(JSON.stringify(state))),
  structuredClone: usPer(() => structuredClone(state)),
};
console.log(`Adventure Mart: ${row.usPerAction.toFixed(2)} µs per applied action over bot games, ${row.gamesPerSec.toFixed(0)} games/s, 200-action replay ${row.replay200ActionsMs.toFixed(3)} ms`);
console.log('copying one mid-game 4-player state (µs):', Object.entries(copies).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', '));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ adventureMart: { usPerAction: row.usPerAction, gamesPerSec: row.gamesPerSec, replay200ActionsMs: row.replay200ActionsMs }, copyUs: copies }));
}
