// Taps per month in Brick & Mortar (built app, Chromium): whole games of 2, 3 and 4 people (no
// bots), played by the driver (bm-driver.mjs), which counts every tap and hold it makes: the
// person's button, each choice, Lock in, Continue on a reveal, the open decisions. Each secret
// entry costs at most the button, the hold, one tap per choice and Lock in; the gate covers itself
// for the next person after each Lock in. The figures go in the README ("Taps per month").
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { collectProblems, launch, openControlled, waitForHome } from './browser.mjs';
import { playStep, startGame, statusMonth, taps } from './bm-driver.mjs';

const T = { timeout: 900_000 };
const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];

/** Plays a whole game; returns taps and holds per month (the draft counted with January). */
async function wholeGame(page, people) {
  await openControlled(page);
  await waitForHome(page);
  await startGame(page, { seats: people, firstGame: false });
  taps.taps = 0;
  taps.holds = 0;
  const months = new Map();
  let month = 'January';
  for (let i = 0; i < 20_000; i++) {
    const shown = (await statusMonth(page).catch(() => '')).split(/\s/)[0] ?? '';
    if (/^[A-Z][a-z]+$/.test(shown) && shown !== 'Draft') month = shown;
    const before = { ...taps };
    const r = await playStep(page, people);
    const m = months.get(month) ?? { taps: 0, holds: 0 };
    m.taps += taps.taps - before.taps;
    m.holds += taps.holds - before.holds;
    months.set(month, m);
    if (r === 'over') return months;
  }
  throw new Error('the game did not end');
}

describe('taps per month in Brick & Mortar', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let b;
  let problems;
  before(async () => {
    b = await launch({ viewport: { width: 1024, height: 768 } });
    problems = collectProblems(b.page);
  });
  after(async () => {
    await b?.close();
  });

  const found = {};
  for (const n of [2, 3, 4]) {
    test(`${n} people play a whole game; taps per month are counted`, T, async () => {
      const months = await wholeGame(b.page, NAMES.slice(0, n));
      const rows = [...months.entries()].filter(([, m]) => m.taps > 0);
      const each = rows.map(([, m]) => m.taps);
      const mean = each.reduce((s, t) => s + t, 0) / each.length;
      const holds = rows.map(([, m]) => m.holds);
      found[n] = { mean, min: Math.min(...each), max: Math.max(...each), holdsMin: Math.min(...holds), holdsMax: Math.max(...holds) };
      console.log(`# ${n} people: ${rows.map(([name, m]) => `${name} ${m.taps}/${m.holds}`).join(', ')}`);
      console.log(
        `# ${n} people: ${mean.toFixed(1)} taps per month on average (${found[n].min} to ${found[n].max}), ` +
          `${found[n].holdsMin} to ${found[n].holdsMax} holds`,
      );
      if (n === 3) assert.ok(mean < 40, `three people average ${mean.toFixed(1)} taps per month`);
    });
  }

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(problems, []);
  });
});
