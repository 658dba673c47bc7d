// Taps and holds per Day in Adventure Mart (built app, 1024x768), counted as the Brick & Mortar
// count is (bm-taps.mjs): a whole game played by the Adventure Mart driver (am-driver.mjs) through a
// page that counts every tap (a click or a checked choice) and every press-and-hold it makes, each
// Day apart. Two tables: one person and two bots (nobody to hide from: 0 holds, the private
// screens open at once) and three people (the gate's hold at every hand-off). On the way, each
// decision screen a person acts on is read: the answers it offered (its enabled buttons and
// choices, less the ones that only move around: the cover, back to the table, undo, the guide's)
// and the screens that offered a single answer are counted and named. A reveal's Continue is a tap
// too, counted apart. The figures go in the README ("Taps per Day in Adventure Mart").
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openControlled, seedNextGame, stallWatch, TEST_LIMIT, waitForHome } from './browser.mjs';
import { fasterBots, LANDSCAPE } from './bm-driver.mjs';
import { amStep, startAmGame } from './am-driver.mjs';

// The deal and the driver's choices are fixed, so every engine counts the same: Chromium's count
// is the figure (run.mjs runs am-taps-1/3 there alone).
const T = TEST_LIMIT;
const SEED = process.env.SHOPFLOOR_TAPS_SEED ?? '0000000000000001';
/** Buttons that only move around a screen, never an answer to what it asks. */
const NOT_AN_ANSWER = /^(Cover the screen|Back to the table.*|Undo my last step|Explain this step|Got it|Turn notes off|Rules: .*|Show all .*|Close)$/;

/**
 * The page, counting: each click and check a tap, each hold a hold (the drivers' only inputs).
 * @param {import('./driver/page.mjs').Page} page
 */
function counting(page, counts) {
  return new Proxy(page, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key === 'click' || key === 'check') {
        return async (...args) => {
          const r = await value.apply(target, args);
          counts.taps += 1;
          return r;
        };
      }
      if (key === 'hold') {
        return async (...args) => {
          const r = await value.apply(target, args);
          counts.holds += 1;
          return r;
        };
      }
      return value.bind(target);
    },
  });
}

/** The decision on screen for a person now: the private screen (or the table's open decision),
 * what it is called and the answers it offers; null when a bot, a reveal or the cover is up. */
function decisionNow(page) {
  return page.evaluate((skip) => {
    const notAnswer = new RegExp(skip);
    const visible = (el) => el.getBoundingClientRect().height > 0;
    const name = (el) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    const top = dialogs[dialogs.length - 1];
    let scope;
    let what;
    if (top) {
      // A private screen shows "Cover the screen"; a reveal or a question is not a decision here.
      if (![...top.querySelectorAll('button')].some((b) => name(b) === 'Cover the screen')) return null;
      scope = top.querySelector('section.am-screen') ?? top;
      what = scope.getAttribute('aria-label') ?? 'private screen';
    } else {
      scope = document.querySelector('.table-action .action-panel');
      if (!scope || scope.classList.contains('is-bot')) return null;
      what = name(scope.querySelector('h2, h3') ?? scope);
      // The table's button into a private screen is the way in, not an answer.
      if ([...scope.querySelectorAll('button')].some((b) => /^(Show|Enter) .*'s /.test(name(b)))) return null;
    }
    const answers = [
      ...[...scope.querySelectorAll('button')].filter((b) => visible(b) && !b.disabled).map(name),
      ...[...scope.querySelectorAll('input[type=radio], input[type=checkbox]')].filter((i) => !i.disabled).map((i) => name(i.closest('label') ?? i)),
    ].filter((a) => !notAnswer.test(a));
    return { what, answers };
  }, NOT_AN_ANSWER.source);
}

/** Plays a whole game; per Day: taps, holds, reveals' Continues, decision screens and those with
 * a single answer (named). */
async function wholeGame(page, seats, bots) {
  await openControlled(page);
  await waitForHome(page);
  await fasterBots(page);
  await seedNextGame(page, SEED);
  await startAmGame(page, { seats, bots });
  const people = seats.filter((_, i) => !bots.includes(i));
  const counts = { taps: 0, holds: 0 };
  const counted = counting(page, counts);
  const days = new Map();
  const watch = stallWatch();
  for (let i = 0; i < 20_000; i++) {
    const day = /Day (\d)/.exec(await page.evaluate(() => document.querySelector('.status-month')?.textContent ?? ''))?.[1] ?? '?';
    const d = days.get(day) ?? { taps: 0, holds: 0, continues: 0, screens: 0, single: [] };
    days.set(day, d);
    const decision = await decisionNow(page);
    const before = { ...counts };
    const r = await amStep(counted, people);
    if (r === 'over') return days;
    await watch.step(r, page);
    d.taps += counts.taps - before.taps;
    d.holds += counts.holds - before.holds;
    if (r === 'continue') d.continues += 1;
    if (decision && counts.taps > before.taps && r !== 'continue') {
      d.screens += 1;
      if (decision.answers.length === 1) d.single.push(`${decision.what}: ${decision.answers[0]}`);
    }
  }
  throw new Error('the game did not end');
}

/** Whole games of Adventure Mart with these tables, in one browser. */
export function amTapsSuite(tables) {
  describe('taps per Day in Adventure Mart', () => {
    const b = browserSuite({ viewport: LANDSCAPE });
    for (const { seats, bots } of tables) {
      const label = bots.length ? `${seats.length - bots.length} person and ${bots.length} bots` : `${seats.length} people`;
      test(`${label} play a whole game; taps and holds per Day are counted`, T, async () => {
        const days = await wholeGame(b.page, seats, bots);
        const rows = [...days.entries()].filter(([day, d]) => day !== '?' && d.taps + d.holds > 0);
        for (const [day, d] of rows) {
          console.log(`# ${label}, Day ${day}: ${d.taps} taps (${d.continues} of them Continue on a reveal), ${d.holds} holds, ` +
            `${d.screens} decision screens, ${d.single.length} with a single answer${d.single.length ? `: ${d.single.join('; ')}` : ''}`);
        }
        const sum = (f) => rows.reduce((s, [, d]) => s + f(d), 0);
        const n = rows.length;
        console.log(`# ${label}: per Day on average ${(sum((d) => d.taps) / n).toFixed(1)} taps, ${(sum((d) => d.holds) / n).toFixed(1)} holds, ` +
          `${(sum((d) => d.screens) / n).toFixed(1)} decision screens, ${(sum((d) => d.single.length) / n).toFixed(1)} with a single answer`);
        assert.equal(n, 5, 'five Days played');
        if (bots.length === seats.length - 1) assert.equal(sum((d) => d.holds), 0, 'one person with bots never holds the cover');
        else assert.ok(sum((d) => d.holds) > 0, 'people hold the cover at each hand-off');
      });
    }
    test('no page errors or CSP violations', T, async () => {
      assert.deepEqual(await b.problems(), []);
    });
  });
}
