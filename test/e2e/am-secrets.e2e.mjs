// Adventure Mart's hidden information in the browser: two people share the tablet. Whenever Ben
// composes an Offer behind the gate, the page (his screen and the table under it) holds none of
// the cards Ana last saw in her own hand, unless Ben holds a card of the same name.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { collectProblems, launch, openControlled, waitForHome } from './browser.mjs';
import { amPlayUntil, startAmGame } from './am-driver.mjs';

const T = { timeout: 170_000 };

/** The card names in a seat's hand list on the open private screen. */
async function handNames(page, name) {
  return page
    .locator('dialog[open]')
    .getByRole('list', { name: `${name}'s hand` })
    .locator('.am-card-name')
    .allTextContents();
}

describe('Adventure Mart secrets in the browser', () => {
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

  test("while Ben composes an Offer, the page holds none of Ana's hand", T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await startAmGame(page, { seats: ['Ana', 'Ben'] });
    let anaHand = [];
    let checked = 0;
    let compared = 0;
    const onPrivate = async (region) => {
      if (region === 'Turn' || region === "Ana's Offer" || region === 'Final action') {
        const title = (await page.locator('dialog[open] h2').first().textContent()) ?? '';
        if (title.startsWith('Ana')) anaHand = await handNames(page, 'Ana');
      }
      if (region !== "Ben's Offer" || anaHand.length === 0) return;
      const html = await page.evaluate(() => document.documentElement.outerHTML);
      const bens = new Set(await handNames(page, 'Ben'));
      assert.ok(!html.includes("Ana's hand"), "Ana's hand list is in the page");
      for (const card of anaHand) {
        if (bens.has(card)) continue;
        // A card of that name shown on the table (a queue, a Store, an Offer) is public there.
        const table = await page.evaluate(() => {
          const clone = document.body.cloneNode(true);
          for (const d of clone.querySelectorAll('dialog')) d.remove();
          return clone.innerHTML;
        });
        if (table.includes(card)) continue;
        assert.ok(!html.includes(card) && !html.includes(card.replace(/&/g, '&amp;')), `"${card}" from Ana's hand is in the page on Ben's screen`);
        compared++;
      }
      checked++;
    };
    await amPlayUntil(page, ['Ana', 'Ben'], async () => checked >= 3, { onPrivate });
    assert.ok(checked >= 3, `checked ${checked} of Ben's Offer screens`);
    assert.ok(compared > 0, "at least one of Ana's cards was looked for");
  });

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(problems, []);
  });
});
