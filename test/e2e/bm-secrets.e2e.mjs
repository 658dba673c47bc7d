// Brick & Mortar secrets in the browser (built app, every engine): a month of a 2-person game where,
// while Ben's private screen and the table are shown, the page holds none of Ana's sealed entry
// or hand; a reload in the middle of a secret step keeps sealed entries sealed and comes back
// covered at the same prompt; the same with the server stopped (true offline), where a move is
// then made and the page reloaded again.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, css, heading, openControlled, role, TEST_LIMIT, waitForHome } from './browser.mjs';
import { holdGate, movesSaved, playStep, playUntil, startGame, statusMonth } from './bm-driver.mjs';
import { announcements, checkAnnouncements, installAnnouncementsInPage } from './keyboard-driver.mjs';

const T = TEST_LIMIT;

/** Texts of the private screen's radio options (Store names in the draft). */
async function keepOptions(page) {
  return page.evaluate(
    (spec, lib) => lib.all(spec).map((el) => (el.closest('label')?.textContent ?? '').replace(/^Keep /, '').trim()),
    role('dialog').role('radio', /^Keep /).spec,
  );
}

describe('Brick & Mortar secrets in the browser', () => {
  const b = browserSuite({ viewport: { width: 1024, height: 768 }, ownServer: true });

  test('a month of a 2-person game: Ben\'s private screen and the table hold none of Ana\'s hand or sealed entry', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await startGame(page, { seats: ['Ana', 'Ben'], firstGame: false });
    // What screen readers are told is a screen too: recorded, and scanned for Ana's hand.
    await page.evaluate(installAnnouncementsInPage);
    /** Ana's round-1 hand, and her first keep: Ben never sees the keep. */
    let anaHand = [];
    let anaKeep = null;
    let checks = 0;
    const onPrivate = async (title) => {
      if (title === "Ana's draft pick - round 1") {
        anaHand = await keepOptions(page);
        assert.equal(anaHand.length, 4);
        anaKeep = anaHand[0];
        await page.evaluate((names) => {
          window.__e2eSecrets = [{ seat: 'Ana', names }];
        }, anaHand);
      }
      if (!title.startsWith('Ben')) return;
      const html = await page.evaluate(() => document.documentElement.outerHTML);
      const secret = title === "Ben's draft pick - round 1" ? anaHand : [anaKeep];
      for (const name of secret) assert.ok(name && !html.includes(name.replace(/&/g, '&amp;')) && !html.includes(name), `${title}: "${name}" is in the page`);
      assert.ok(!/Ana's (sealed bid|sealed offer|Market cards|draft pick) - |Ana's hand of Stores/.test(html), `${title}: Ana's private screen is in the page`);
      // The table underneath shows for Ana only whether she has locked in.
      const anaRow = await page.text(css('.sealed-list li').first());
      assert.match(anaRow ?? '', /^AAna(Locked in|Not yet)(Change|Enter) Ana's [a-zA-Z ]+$/);
      checks++;
    };
    let sawFebruary = false;
    await playUntil(page, ['Ana', 'Ben'], async () => (sawFebruary = (await statusMonth(page)).startsWith('February')), { onPrivate });
    assert.ok(sawFebruary, 'the month ended');
    assert.ok(anaKeep, 'Ana drafted');
    assert.ok(checks >= 4, `checked ${checks} of Ben's private screens`);
    // Announcements: every line the log's, none naming a Store of Ana's hand while it is on no one's
    // table, none from the cover; said at all (moves and turns).
    const said = await announcements(page);
    assert.deepEqual(checkAnnouncements(said, () => [anaKeep]), []);
    assert.ok(said.some((a) => a.region === 'Latest moves') && said.some((a) => a.region === 'Whose turn'), 'moves and turns were announced');
  });

  for (const offline of [false, true]) {
    test(`a reload in the middle of a secret step${offline ? ' while offline' : ''} keeps entries sealed and comes back covered at the same prompt`, T, async () => {
      const { page } = b;
      // Play on to a secret step where Ana has locked in and Ben has not.
      await playUntil(page, ['Ana', 'Ben'], async () => {
        const ben = button(/^Enter Ben's /);
        const ana = button(/^Change Ana's /);
        return (await page.count(ben)) > 0 && (await page.count(ana)) > 0 && (await page.count(css('dialog[open]'))) === 0;
      }, {
        onPrivate: async (title) => {
          // Ben waits: only Ana enters in this part.
          if (!title.startsWith('Ben')) return undefined;
          await page.click(button('Back to the table without locking in'));
          return 'skip';
        },
      });
      const prompt = (await page.text(button(/^Enter Ben's /))) ?? '';
      const region = await page.text(css('.sealed-panel h2'));
      // Ben opens his private screen, and the page is reloaded right then.
      await page.click(button(prompt));
      await holdGate(page, 'Ben');
      const reloadCovered = async () => {
        await page.reload();
        await page.waitFor(role('region', 'Where the game is'));
        // Back at the table, covered: no private screen, the same step and prompt.
        assert.equal(await page.count(button('Lock in')), 0);
        assert.equal(await page.count(heading(/^Ben's /)), 0);
        assert.equal(await page.text(css('.sealed-panel h2')), region);
        await page.waitFor(button(prompt));
        const html = await page.evaluate(() => document.documentElement.outerHTML);
        assert.ok(!/Ana's (sealed bid|sealed offer|Market cards|draft pick) - /.test(html));
        assert.match((await page.text(css('.sealed-list li').first())) ?? '', /^AAnaLocked inChange Ana's /);
        // The gate opens covered again.
        await page.click(button(prompt));
        await page.waitFor(heading('Pass the tablet to Ben'));
        assert.equal(await page.count(button('Lock in')), 0);
        await holdGate(page, 'Ben');
        const saved = await movesSaved(page).catch(() => null);
        assert.equal(await playStep(page, ['Ben']), 'lock-in', "Ben's entry is locked in");
        if (offline) {
          // The move is kept with the server still gone: a reload shows it saved.
          await page.reload();
          await page.waitFor(role('region', 'Where the game is'));
          assert.ok(saved !== null && (await movesSaved(page)) > saved, `the move made offline is saved (${saved} before it)`);
        }
      };
      if (offline) await b.offline(reloadCovered);
      else await reloadCovered();
    });
  }

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(await b.problems(), []);
  });
});
