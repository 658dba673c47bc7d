// Taps per month in Brick & Mortar (built app, Chromium): whole games of 2, 3 and 4 people (no
// bots), played by the driver (bm-driver.mjs), which counts every tap and hold it makes: the
// person's button, each choice, Lock in, Continue on a reveal, the open decisions. Each secret
// entry costs at most the button, the hold, one tap per choice and Lock in; the gate covers itself
// for the next person after each Lock in. The figures go in the README ("Taps per month").
// On the way, at 1024x768 (a landscape tablet), the table fits the screen: whenever no dialog is
// open, the page's scroll height is at most 768 (the acting person's panel and the log scroll
// inside their column when long), and each kind of screen, the first time it shows, has no layout
// problem there nor held upright at 768x1024 (bm-driver.mjs, layoutProblems: no control too small
// or cut off by its column, no small text).
// CI plays a whole game of 3 people (the under-40 aim is a whole game's mean: early months cost
// more) and 4 people through their first three months for the one-screen check (April's first step
// ends it, every phase is covered); SHOPFLOOR_TAPS=all plays whole games of 2, 3 and 4 people, as
// the README's figures were measured. The games are split over two files (bm-taps-3, bm-taps-4) so
// the browser suite can run them side by side: the 3-person game alone takes minutes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openControlled, seedNextGame, stallWatch, TEST_LIMIT, waitForHome } from './browser.mjs';
import { layoutByKind, playStep, startGame, statusMonth, taps } from './bm-driver.mjs';

const T = TEST_LIMIT;
const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];
export const WHOLE = process.env.SHOPFLOOR_TAPS === 'all';
/** Without SHOPFLOOR_TAPS=all, a 4-person game stops when this month begins. */
const STOP_AT = 'April';
const wholeFor = (n) => WHOLE || n === 3;
/** Every game here is dealt from this seed (SHOPFLOOR_TAPS_SEED to try another): the driver's
 * choices are fixed, so the taps counted are the same on every run. Random deals of 3 people read
 * 29 to 40 taps per month on average (README, "Taps per month"). */
const SEED = process.env.SHOPFLOOR_TAPS_SEED ?? '0000000000000001';

/** The page's scroll height when the table shows (no dialog over it, not the end screen), else null. */
async function tableHeight(page) {
  return page.evaluate(() =>
    document.querySelector('dialog[open]') || !document.querySelector('.game-table') || document.querySelector('.end-screen')
      ? null
      : document.documentElement.scrollHeight,
  );
}

/** Plays a whole game (or up to STOP_AT); returns taps and holds per month (the draft apart, as
 * "Before"), the tallest the table got (with where), and the layout problems of each kind of
 * screen the first time it showed. */
async function wholeGame(page, people, whole) {
  await openControlled(page);
  await waitForHome(page);
  await seedNextGame(page, SEED);
  await startGame(page, { seats: people, firstGame: false });
  taps.taps = 0;
  taps.holds = 0;
  const months = new Map();
  let month = 'Before';
  const tallest = { height: 0, where: '' };
  const layout = layoutByKind(people);
  const watch = stallWatch();
  for (let i = 0; i < 20_000; i++) {
    const shown = (await statusMonth(page).catch(() => '')).split(/\s/)[0] ?? '';
    if (/^[A-Z][a-z]+$/.test(shown) && shown !== 'Before') month = shown;
    if (!whole && month === STOP_AT) return { months, tallest, layout: layout.problems, kinds: layout.kinds.size };
    const height = await tableHeight(page);
    if (height !== null && height > tallest.height) {
      tallest.height = height;
      tallest.where = await statusMonth(page).catch(() => '');
    }
    await layout.check(page);
    const before = { ...taps };
    const r = await playStep(page, people);
    await watch.step(r, page);
    const m = months.get(month) ?? { taps: 0, holds: 0 };
    m.taps += taps.taps - before.taps;
    m.holds += taps.holds - before.holds;
    months.set(month, m);
    if (r === 'over') return { months, tallest, layout: layout.problems, kinds: layout.kinds.size };
  }
  throw new Error('the game did not end');
}

/** Whole games (or up to STOP_AT) of each count of people, in one browser. */
export function tapsSuite(counts) {
  describe(`taps per month in Brick & Mortar, ${counts.join(' and ')} people`, () => {
    const b = browserSuite({ viewport: { width: 1024, height: 768 } });

    const found = {};
    for (const n of counts) {
      test(`${n} people play ${wholeFor(n) ? 'a whole game' : `until ${STOP_AT}`}; taps per month are counted`, T, async () => {
        const { months, tallest, layout, kinds } = await wholeGame(b.page, NAMES.slice(0, n), wholeFor(n));
        const draft = months.get('Before');
        const rows = [...months.entries()].filter(([name, m]) => name !== 'Before' && m.taps > 0);
        const each = rows.map(([, m]) => m.taps);
        const mean = each.reduce((s, t) => s + t, 0) / each.length;
        const holds = rows.map(([, m]) => m.holds);
        found[n] = { mean, min: Math.min(...each), max: Math.max(...each), holdsMin: Math.min(...holds), holdsMax: Math.max(...holds) };
        console.log(`# ${n} people: draft ${draft?.taps ?? 0}/${draft?.holds ?? 0}, ${rows.map(([name, m]) => `${name} ${m.taps}/${m.holds}`).join(', ')}`);
        console.log(`# ${n} people: the table's tallest scroll height at 1024x768 was ${tallest.height} px (${tallest.where})`);
        console.log(`# ${n} people: ${kinds} kinds of screen checked for layout problems`);
        console.log(
          `# ${n} people: ${mean.toFixed(1)} taps per month on average (${found[n].min} to ${found[n].max}), ` +
            `${found[n].holdsMin} to ${found[n].holdsMax} holds`,
        );
        if (n === 3) assert.ok(mean < 40, `three people average ${mean.toFixed(1)} taps per month`);
        assert.ok(tallest.height <= 768, `the table scrolls at 1024x768 with ${n} players: ${tallest.height} px in ${tallest.where}`);
        assert.deepEqual(layout, [], `each kind of screen at 1024x768 with ${n} players`);
      });
    }

    test('no page errors or CSP violations', T, async () => {
      assert.deepEqual(await b.problems(), []);
    });
  });
}
