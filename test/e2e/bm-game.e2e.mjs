// A whole game of Brick & Mortar in the browser (built app, Chromium): one person and two bots,
// played by this test to the end screen, then "Play again" with the same seats. On the way: the
// table's layout at both tablet sizes and axe on the table, a Store's details and the rules, a
// private screen, a reveal and the end screen. With SHOPFLOOR_SCREENSHOTS=1 it also refreshes
// docs/table-landscape.png and docs/table-portrait.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { browserSuite, nextFrame, openControlled, TEST_LIMIT, waitForHome } from './browser.mjs';
import { fasterBots, LANDSCAPE, layoutAtBothSizes, playStep, playUntil, PORTRAIT, startGame, statusMonth } from './bm-driver.mjs';

const T = TEST_LIMIT;
const docs = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');

async function axeSerious(page, where) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('a whole game of Brick & Mortar in the browser', () => {
  const b = browserSuite({ viewport: LANDSCAPE });

  test('one person and two bots play to the end screen, then play again with the same seats', T, async () => {
    const { page } = b;
    const started = Date.now();
    await openControlled(page);
    await waitForHome(page);
    await fasterBots(page);
    await startGame(page, { seats: ['Ana', 'Ben', 'Cy'], bots: [1, 2] });
    const layout = [];
    const axe = [];
    layout.push(...(await layoutAtBothSizes(page, 'table')));
    axe.push(...(await axeSerious(page, 'table')));
    // A Store's details and the rules open over the table (drawn open, no showModal): the shade
    // takes the tap that lands on the table, Escape closes them, and the focus goes back.
    for (const [opener, close] of [
      [page.locator('.card-details-button').first(), 'Close'],
      [page.getByRole('button', { name: /^Rules: / }).first(), 'Close the rules'],
    ]) {
      await opener.focus();
      await opener.click();
      const dialog = page.getByRole('dialog');
      const name = (await dialog.getAttribute('aria-labelledby')) ?? '';
      await page.waitForFunction((n) => document.activeElement?.textContent === n, close);
      assert.equal(await dialog.getAttribute('aria-modal'), 'true');
      const hit = await page.evaluate(() => document.elementFromPoint(8, 8)?.className ?? '');
      assert.equal(hit, 'dialog-overlay', `the shade of ${name} covers the table`);
      layout.push(...(await layoutAtBothSizes(page, `dialog ${name}`)));
      axe.push(...(await axeSerious(page, `dialog ${name}`)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.ok(await opener.evaluate((el) => el === document.activeElement), `the focus is back on the opener of ${name}`);
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
        await page.setViewportSize(vp);
        await nextFrame(page);
        const box = await page.getByRole('button', { name: 'Lock in' }).boundingBox();
        if (!box || box.y < 0 || box.y + box.height > vp.height) layout.push(`${title} at ${vp.width}x${vp.height}: Lock in out of reach`);
      }
      await page.setViewportSize(LANDSCAPE);
    };
    const ended = !(await playUntil(page, ['Ana'], async () => {
      if (!revealChecked && (await page.getByRole('dialog', { name: /revealed$/ }).count()) > 0) {
        revealChecked = true;
        const hit = await page.evaluate(() => document.elementFromPoint(8, 8)?.className ?? '');
        assert.equal(hit, 'dialog-overlay', 'the shade of a reveal covers the whole table');
        layout.push(...(await layoutAtBothSizes(page, 'reveal')));
        axe.push(...(await axeSerious(page, 'reveal')));
      }
      if (
        !shots &&
        /^(March|April|May)/.test(await statusMonth(page)) &&
        (await page.locator('dialog[open]').count()) === 0 &&
        (await page.getByRole('heading', { level: 2, name: /^Ana (builds|stocks|sells)/ }).count()) > 0
      ) {
        shots = true;
        mkdirSync(docs, { recursive: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(docs, 'table-landscape.png') });
        await page.setViewportSize(PORTRAIT);
        await nextFrame(page);
        await page.screenshot({ path: join(docs, 'table-portrait.png') });
        await page.setViewportSize(LANDSCAPE);
      }
      return false;
    }, { onPrivate }));
    assert.ok(ended, 'the game reached its end screen');
    assert.ok(privateChecked && revealChecked, 'a private screen and a reveal were checked');

    const end = page.getByRole('region', { name: /^Game over: \w+ wins$/ });
    await end.waitFor();
    const rows = end.getByRole('table', { name: /Final scores/ }).getByRole('row');
    assert.equal(await rows.count(), 4);
    assert.equal(await end.getByRole('img', { name: /^Points by month\. Ana: / }).count(), 1);
    assert.equal(await end.getByRole('img', { name: /^Cash by month\. Ana: / }).count(), 1);
    layout.push(...(await layoutAtBothSizes(page, 'end screen')));
    axe.push(...(await axeSerious(page, 'end screen')));
    assert.deepEqual(layout, []);
    assert.deepEqual(axe, []);

    await end.getByRole('button', { name: 'Play again with the same players' }).click();
    await page.getByRole('region', { name: 'Where the game is' }).waitFor();
    await page.getByRole('region', { name: 'Game over' }).waitFor({ state: 'detached' }).catch(() => undefined);
    assert.equal(await page.getByRole('region', { name: /^Game over/ }).count(), 0);
    // The same seats, read from the boards (in landscape the match header shows only the game's name).
    const seats = await page.getByRole('region', { name: /'s board$/ }).getByRole('heading', { level: 3 }).allTextContents();
    assert.deepEqual(seats, ['AAna', 'BBen (bot)', 'CCy (bot)']);
    assert.match(await statusMonth(page), /^January/);
    await playStep(page, ['Ana']);
    console.log(`# whole game and checks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(b.problems, []);
  });
});
