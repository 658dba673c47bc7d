// Brick & Mortar secrets in the browser (built app, Chromium): a month of a 2-person game where,
// while Ben's private screen and the table are shown, the page holds none of Ana's sealed entry
// or hand; a reload in the middle of a secret step keeps sealed entries sealed and comes back
// covered at the same prompt; the same offline.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openControlled, TEST_LIMIT, waitForHome } from './browser.mjs';
import { holdGate, playStep, playUntil, startGame, statusMonth } from './bm-driver.mjs';

const T = TEST_LIMIT;

/** Texts of the private screen's radio options (Store names in the draft). */
async function keepOptions(page) {
  const labels = await page.getByRole('dialog').getByRole('radio', { name: /^Keep / }).evaluateAll((els) =>
    els.map((el) => (el.closest('label')?.textContent ?? '').replace(/^Keep /, '').trim()),
  );
  return labels;
}

describe('Brick & Mortar secrets in the browser', () => {
  const b = browserSuite({ viewport: { width: 1024, height: 768 } });

  test('a month of a 2-person game: Ben\'s private screen and the table hold none of Ana\'s hand or sealed entry', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await startGame(page, { seats: ['Ana', 'Ben'], firstGame: false });
    /** Ana's round-1 hand, and her first keep: Ben never sees the keep. */
    let anaHand = [];
    let anaKeep = null;
    let checks = 0;
    const onPrivate = async (title) => {
      if (title === "Ana's draft pick - round 1") {
        anaHand = await keepOptions(page);
        assert.equal(anaHand.length, 4);
        anaKeep = anaHand[0];
      }
      if (!title.startsWith('Ben')) return;
      const html = await page.evaluate(() => document.documentElement.outerHTML);
      const secret = title === "Ben's draft pick - round 1" ? anaHand : [anaKeep];
      for (const name of secret) assert.ok(name && !html.includes(name.replace(/&/g, '&amp;')) && !html.includes(name), `${title}: "${name}" is in the page`);
      assert.ok(!/Ana's (sealed bid|sealed offer|Market cards|draft pick) - |Ana's hand of Stores/.test(html), `${title}: Ana's private screen is in the page`);
      // The table underneath shows for Ana only whether she has locked in.
      const anaRow = await page.locator('.sealed-list li').first().textContent();
      assert.match(anaRow ?? '', /^AAna(Locked in|Not yet)(Change|Enter) Ana's [a-zA-Z ]+$/);
      checks++;
    };
    let sawFebruary = false;
    await playUntil(page, ['Ana', 'Ben'], async () => (sawFebruary = (await statusMonth(page)).startsWith('February')), { onPrivate });
    assert.ok(sawFebruary, 'the month ended');
    assert.ok(anaKeep, 'Ana drafted');
    assert.ok(checks >= 4, `checked ${checks} of Ben's private screens`);
  });

  for (const offline of [false, true]) {
    test(`a reload in the middle of a secret step${offline ? ' while offline' : ''} keeps entries sealed and comes back covered at the same prompt`, T, async () => {
      const { page, context } = b;
      // Play on to a secret step where Ana has locked in and Ben has not.
      await playUntil(page, ['Ana', 'Ben'], async () => {
        const ben = page.getByRole('button', { name: /^Enter Ben's / });
        const ana = page.getByRole('button', { name: /^Change Ana's / });
        return (await ben.count()) > 0 && (await ana.count()) > 0 && (await page.locator('dialog[open]').count()) === 0;
      }, {
        onPrivate: async (title) => {
          // Ben waits: only Ana enters in this part.
          if (!title.startsWith('Ben')) return undefined;
          await page.getByRole('button', { name: 'Back to the table without locking in' }).click();
          return 'skip';
        },
      });
      const prompt = await page.getByRole('button', { name: /^Enter Ben's / }).textContent();
      const region = await page.locator('.sealed-panel h2').textContent();
      // Ben opens his private screen, and the page is reloaded right then.
      await page.getByRole('button', { name: prompt ?? '' }).click();
      await holdGate(page, 'Ben');
      if (offline) await context.setOffline(true);
      try {
        await page.reload();
        await page.getByRole('region', { name: 'Where the game is' }).waitFor();
        // Back at the table, covered: no private screen, the same step and prompt.
        assert.equal(await page.getByRole('button', { name: 'Lock in' }).count(), 0);
        assert.equal(await page.getByRole('heading', { name: /^Ben's / }).count(), 0);
        assert.equal(await page.locator('.sealed-panel h2').textContent(), region);
        await page.getByRole('button', { name: prompt ?? '' }).waitFor();
        const html = await page.evaluate(() => document.documentElement.outerHTML);
        assert.ok(!/Ana's (sealed bid|sealed offer|Market cards|draft pick) - /.test(html));
        assert.match((await page.locator('.sealed-list li').first().textContent()) ?? '', /^AAnaLocked inChange Ana's /);
        // The gate opens covered again.
        await page.getByRole('button', { name: prompt ?? '' }).click();
        await page.getByRole('heading', { name: 'Pass the tablet to Ben' }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Lock in' }).count(), 0);
        await holdGate(page, 'Ben');
        await playStep(page, ['Ben']);
      } finally {
        await context.setOffline(false);
      }
    });
  }

  test('no page errors or CSP violations', T, async () => {
    const ours = b.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p));
    assert.deepEqual(ours, []);
  });
});
