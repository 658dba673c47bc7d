// A whole game of Brick & Mortar in the browser (built app, every engine): one person and two bots,
// played by this test to the end screen, then "Play again" with the same seats. On the way: the
// table's layout at both tablet sizes and axe on the table, a Store's details and the rules, a
// private screen, a reveal and the end screen (axe in Chromium only). With SHOPFLOOR_SCREENSHOTS=1 it also refreshes
// docs/table-landscape.png and docs/table-portrait.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeSerious, browserSuite, button, css, openControlled, role, TEST_LIMIT, waitForHome, WHOLE_GAME_MOTION } from './browser.mjs';
import { fasterBots, LANDSCAPE, layoutAtBothSizes, PHONE, playStep, playUntil, PORTRAIT, startGame, statusMonth, taps } from './bm-driver.mjs';

const T = TEST_LIMIT;
const docs = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');

describe('a whole game of Brick & Mortar in the browser', () => {
  const b = browserSuite({ viewport: LANDSCAPE, ...WHOLE_GAME_MOTION });

  test('one person and two bots play to the end screen, then play again with the same seats', T, async () => {
    const { page } = b;
    const started = Date.now();
    await openControlled(page);
    await waitForHome(page);
    // Through the gate: Ana's private screens keep the cover and the hold though she plays alone.
    await fasterBots(page, { cover: true });
    await startGame(page, { seats: ['Ana', 'Ben', 'Cy'], bots: [1, 2] });
    const layout = [];
    const axe = [];
    layout.push(...(await layoutAtBothSizes(page, 'table')));
    axe.push(...(await axeSerious(page, 'table')));
    // A Store's details and the rules open over the table (drawn open, no showModal): the shade
    // takes the tap that lands on the table, Escape closes them, and the focus goes back.
    for (const [opener, close] of [
      [css('.card-details-button').first(), 'Close'],
      [button(/^Rules: /).first(), 'Close the rules'],
    ]) {
      await page.focus(opener);
      await page.click(opener);
      const dialog = role('dialog');
      await page.waitFor(dialog);
      const name = (await page.attr(dialog, 'aria-labelledby')) ?? '';
      await page.waitUntil((n) => document.activeElement?.textContent === n, close, { what: `the focus on ${close}` });
      assert.equal(await page.attr(dialog, 'aria-modal'), 'true');
      const hit = await page.evaluate(() => document.elementFromPoint(8, 8)?.className ?? '');
      assert.equal(hit, 'dialog-overlay', `the shade of ${name} covers the table`);
      layout.push(...(await layoutAtBothSizes(page, `dialog ${name}`)));
      axe.push(...(await axeSerious(page, `dialog ${name}`)));
      await page.press('Escape');
      await page.waitFor(dialog, { gone: true });
      assert.ok(await page.isFocused(opener), `the focus is back on the opener of ${name}`);
    }

    let privateChecked = false;
    let revealChecked = false;
    let shots = process.env.SHOPFLOOR_SCREENSHOTS !== '1';
    const onPrivate = async (title) => {
      if (privateChecked || !title.startsWith("Ana's Market cards")) return;
      privateChecked = true;
      layout.push(...(await layoutAtBothSizes(page, title)));
      axe.push(...(await axeSerious(page, title)));
      // Advertising (5 cards x 3 choices) is the longest private screen: Lock in stays in reach.
      for (const vp of [LANDSCAPE, PORTRAIT]) {
        await page.setViewport(vp);
        const box = await page.box(button('Lock in'));
        if (!box || box.y < 0 || box.y + box.height > vp.height) layout.push(`${title} at ${vp.width}x${vp.height}: Lock in out of reach`);
      }
      await page.setViewport(LANDSCAPE);
    };
    const ended = !(await playUntil(page, ['Ana'], async () => {
      if (!revealChecked && (await page.count(role('dialog', /revealed$/))) > 0) {
        revealChecked = true;
        const hit = await page.evaluate(() => document.elementFromPoint(8, 8)?.className ?? '');
        assert.equal(hit, 'dialog-overlay', 'the shade of a reveal covers the whole table');
        layout.push(...(await layoutAtBothSizes(page, 'reveal')));
        axe.push(...(await axeSerious(page, 'reveal')));
      }
      if (
        !shots &&
        /^(March|April|May)/.test(await statusMonth(page)) &&
        (await page.count(css('dialog[open]'))) === 0 &&
        (await page.count(role('heading', /^Ana (builds|stocks|sells)/, { level: 2 }))) > 0
      ) {
        shots = true;
        mkdirSync(docs, { recursive: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot(join(docs, 'table-landscape.png'));
        await page.setViewport(PORTRAIT);
        await page.screenshot(join(docs, 'table-portrait.png'));
        await page.setViewport(PHONE);
        await page.screenshot(join(docs, 'table-phone.png'));
        await page.setViewport(LANDSCAPE);
      }
      return false;
    }, { onPrivate }));
    assert.ok(ended, 'the game reached its end screen');
    assert.ok(privateChecked && revealChecked, 'a private screen and a reveal were checked');
    assert.ok(taps.holds > 0, `the gate was held ${taps.holds} times`);

    const end = role('region', /^Game over: \w+ wins$/);
    await page.waitFor(end);
    const rows = end.role('table', /Final scores/).role('row');
    assert.equal(await page.count(rows), 4);
    assert.equal(await page.count(end.role('img', /^Points by month\. Ana: /)), 1);
    assert.equal(await page.count(end.role('img', /^Cash by month\. Ana: /)), 1);
    layout.push(...(await layoutAtBothSizes(page, 'end screen')));
    axe.push(...(await axeSerious(page, 'end screen')));
    assert.deepEqual(layout, []);
    assert.deepEqual(axe, []);

    await page.click(end.role('button', 'Play again with the same players'));
    await page.waitFor(role('region', 'Where the game is'));
    await page.waitFor(role('region', /^Game over/), { gone: true });
    // The same seats, read from the boards (in landscape the match header shows only the game's name).
    const seats = await page.texts(role('region', /'s board$/).role('heading', undefined, { level: 3 }));
    assert.deepEqual(seats, ['AAna', 'BBen (bot)', 'CCy (bot)']);
    assert.match(await statusMonth(page), /^January/);
    await playStep(page, ['Ana']);
    console.log(`# whole game and checks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(await b.problems(), []);
  });
});
