// Adventure Mart's hidden information in the browser: two people share the tablet. Whenever Ben
// composes an Offer behind the gate, his screen holds none of the physical cards Ana last saw in
// her own hand (cards are told apart by their data-card id, since copies share a name), except
// those she has since put on the table in an Offer.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, css, openControlled, TEST_LIMIT, waitForHome } from './browser.mjs';
import { amPlayUntil, startAmGame } from './am-driver.mjs';

const T = TEST_LIMIT;

/** The ids of the cards in a seat's hand list on the open private screen. */
async function handIds(page, name) {
  return page.evaluate((spec, lib) => lib.all(spec).map((c) => c.getAttribute('data-card')), css('dialog[open]').role('list', `${name}'s hand`).css('[data-card]').spec);
}

describe('Adventure Mart secrets in the browser', () => {
  const b = browserSuite({ viewport: { width: 1024, height: 768 } });

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
        const title = (await page.text(css('dialog[open] h2').first())) ?? '';
        if (title.startsWith('Ana')) anaHand = await handIds(page, 'Ana');
      }
      if (region !== "Ben's Offer" || anaHand.length === 0) return;
      const seen = await page.evaluate(() => {
        const ids = (root) => [...root.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
        const dialog = document.querySelector('dialog[open]');
        const clone = document.body.cloneNode(true);
        for (const d of clone.querySelectorAll('dialog')) d.remove();
        return { screen: dialog ? ids(dialog) : [], table: ids(clone), html: dialog?.outerHTML ?? '' };
      });
      assert.ok(!seen.html.includes("Ana's hand"), "Ana's hand list is on Ben's screen");
      for (const id of anaHand) {
        // Offered since: public on the table now.
        if (seen.table.includes(id)) continue;
        assert.ok(!seen.screen.includes(id), `card ${id} from Ana's hand is on Ben's screen`);
        compared++;
      }
      checked++;
    };
    await amPlayUntil(page, ['Ana', 'Ben'], async () => checked >= 3, { onPrivate });
    assert.ok(checked >= 3, `checked ${checked} of Ben's Offer screens`);
    assert.ok(compared > 0, "at least one of Ana's cards was looked for");
  });

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(await b.problems(), []);
  });
});
