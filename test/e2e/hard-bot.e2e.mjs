// A Hard bot at the table, in the built app: chosen in New game for one bot seat, shown as "(Hard
// bot)", thinking in its Web Worker (the table says "is thinking…"), whose script the page fetches
// only once a Hard bot is seated, and the game goes on with its moves saved. Two bots play Brick &
// Mortar alone; the test stops after 60 saved moves (a whole game is the simulator's business).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, openControlled, role, TEST_LIMIT, waitForHome } from './browser.mjs';
import { fasterBots, LANDSCAPE } from './bm-driver.mjs';

const workerFetched = () => performance.getEntriesByType('resource').some((e) => /hard-worker-bm/.test(e.name));

describe('a Hard bot in the browser', () => {
  const b = browserSuite({ viewport: LANDSCAPE });

  test('is chosen in New game, thinks in its worker, loaded only then, and plays on', TEST_LIMIT, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await fasterBots(page);
    await page.click(button('New game', { exact: true }));
    await page.waitFor(role('heading', 'New game', { level: 1 }));
    await page.check(role('radio', 'Brick & Mortar', { exact: true }));
    for (const [i, name] of ['Bo', 'Cy'].entries()) {
      await page.fill(role('textbox', `Player ${i + 1} name`, { exact: true }), name);
      await page.check(role('group', `Player ${i + 1} plays as`).role('radio', 'Bot'));
    }
    // The driver names a select by its value, not its label: find the seats' level selects by id.
    await page.waitUntil(() => document.querySelectorAll('select[id$="-level"]').length === 2, null, { what: 'a level for each bot seat' });
    await page.evaluate(() => {
      const labels = [...document.querySelectorAll('label[for$="-level"]')].map((l) => l.textContent);
      if (labels.join() !== 'Player 1 level,Player 2 level') throw new Error(`level labels: ${labels.join()}`);
      const el = /** @type {HTMLSelectElement} */ ([...document.querySelectorAll('select[id$="-level"]')].at(-1));
      el.value = 'hard';
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    assert.equal(await page.evaluate(workerFetched), false, 'no worker before a Hard bot is seated');
    await page.click(button('Start game'));
    await page.waitFor(role('region', 'Game table'));
    await page.waitUntil(() => document.body.innerText.includes('Cy (Hard bot)'), null, { what: 'Cy shown as a Hard bot' });
    await page.waitUntil(() => document.body.innerText.includes('is thinking…'), null, { what: '"is thinking…"', timeout: 120_000 });
    await page.waitUntil(() => Number(/(\d+) moves saved/.exec(document.body.innerText)?.[1] ?? 0) >= 60, null, {
      what: '60 moves saved',
      timeout: 400_000,
    });
    assert.equal(await page.evaluate(workerFetched), true, 'the worker was fetched once Cy thought');
    assert.equal(await page.exists(role('button', 'Let the bots try again')), false, 'no bot error');
    assert.deepEqual(await page.problems(), []);
  });
});
