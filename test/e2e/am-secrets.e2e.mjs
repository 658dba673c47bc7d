// Adventure Mart's hidden information in the browser: two people share the tablet. Whenever Ben
// composes an Offer behind the gate, his screen holds none of the physical cards Ana last saw in
// her own hand (cards are told apart by their data-card id, since copies share a name), except
// those she has since put on the table in an Offer. And while cards travel on the table (src/ui/motion),
// a card bought face down from the Stock Deck stays face down: its ghost is a card back naming
// nothing, and no copy of it is anywhere on the page, caught at the very moment it travels.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, css, openControlled, role, TEST_LIMIT, waitForHome } from './browser.mjs';
import { amPlayUntil, startAmGame } from './am-driver.mjs';
import { announcements, checkAnnouncements, installAnnouncementsInPage } from './keyboard-driver.mjs';

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
    // What screen readers are told is a screen too: recorded, and scanned for Ana's hand.
    await page.evaluate(installAnnouncementsInPage);
    let anaHand = [];
    let checked = 0;
    let compared = 0;
    const onPrivate = async (region) => {
      if (region === 'Turn' || region === "Making Ana's Offer" || region === 'Final action') {
        const title = (await page.text(css('dialog[open] h2').first())) ?? '';
        if (title.startsWith('Ana')) {
          anaHand = await handIds(page, 'Ana');
          // Her cards' names, as the table could say them: none may be heard while on no one's table.
          await page.evaluate((spec, lib) => {
            window.__e2eSecrets = [{ seat: 'Ana', names: [...new Set(lib.all(spec).map((c) => (c.getAttribute('aria-label') ?? '').split(':')[0]).filter(Boolean))] }];
          }, css('dialog[open]').role('list', "Ana's hand").css('[data-card]').spec);
        }
      }
      if (region !== "Making Ben's Offer" || anaHand.length === 0) return;
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
    const said = await announcements(page);
    assert.deepEqual(checkAnnouncements(said), []);
    assert.ok(said.some((a) => a.region === 'Latest moves'), 'moves were announced');
  });

  test('a card bought face down from the Stock Deck stays face down while it travels to the hand', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await startAmGame(page, { seats: ['Ana', 'Ben', 'Cy'], bots: [1, 2] });
    // Every ghost the table sends travelling is recorded the moment it is added, with every card
    // id on the page outside the dialogs at that moment (mid-travel by construction).
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__ghosts = [];
      const ids = () => {
        const clone = /** @type {HTMLElement} */ (document.body.cloneNode(true));
        for (const d of clone.querySelectorAll('dialog')) d.remove();
        return [...clone.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
      };
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            if (!(n instanceof HTMLElement) || !n.classList.contains('motion-ghost')) continue;
            w.__ghosts.push({
              back: n.classList.contains('motion-back'), text: n.textContent, label: n.getAttribute('aria-label'),
              hidden: n.getAttribute('aria-hidden'), taps: n.style.pointerEvents, cards: n.querySelectorAll('[data-card]').length,
              page: ids(), dialogs: document.querySelectorAll('dialog[open]').length,
            });
          }
        }
      }).observe(document.body, { childList: true });
    });
    const hand = () => page.evaluate((spec, lib) => lib.all(spec).map((c) => c.getAttribute('data-card')), css('dialog[open]').role('list', "Ana's hand").css('[data-card]').spec);
    /** Ana's hand before her deck buy, then the card it brought. */
    let before = null;
    let drawn = null;
    const onPrivate = async (region) => {
      if (drawn !== null) return;
      const deck = css('dialog[open]').role('button', /^Buy the top of the Stock Deck for \d+ Gold/).first();
      const banish = css('dialog[open]').role('button', /^Banish .* from the queue/).first();
      if (before === null) {
        if (region !== 'Turn' || (await page.count(deck)) === 0) return;
        before = await hand();
        await page.click(deck);
        return 'skip';
      }
      if ((await page.count(banish)) > 0) {
        // Counted, then pressed: the screen may have moved on in between (CI once waited 60 s for a
        // banish list already gone); the next step looks again.
        await page.click(banish, { timeout: 5_000 }).catch(() => undefined);
        return 'skip';
      }
      // The card the buy brought shows in her hand (the screen may be a moment behind the save).
      const added = (await hand()).filter((id) => !before.includes(id));
      if (added.length > 0) drawn = added[0];
      else if (region === 'Turn') return 'skip';
    };
    const travelled = () => page.evaluate(() => /** @type {any} */ (window).__ghosts.some((g) => g.back));
    await amPlayUntil(page, ['Ana'], async () => drawn !== null && (await travelled()), { onPrivate });
    assert.ok(drawn !== null, 'Ana bought a card from the Stock Deck');
    // The travel came once Ana's screen had closed, seen by the table.
    await page.waitUntil(() => /** @type {any} */ (window).__ghosts.some((g) => g.back), null, { what: 'a card back travelling' });
    const ghosts = await page.evaluate(() => /** @type {any} */ (window).__ghosts);
    const backs = ghosts.filter((g) => g.back);
    for (const g of backs) {
      assert.deepEqual({ text: g.text, label: g.label, cards: g.cards, hidden: g.hidden, taps: g.taps }, { text: '', label: null, cards: 0, hidden: 'true', taps: 'none' });
      assert.equal(g.dialogs, 0, 'a ghost travels only on the uncovered table');
    }
    for (const g of ghosts) assert.ok(!g.page.includes(drawn), `card ${drawn} from the Stock Deck is on the table while cards travel`);
    // And once everything has landed, still nowhere on the table.
    await page.waitFor(css('.motion-ghost'), { gone: true });
    const table = await page.evaluate(() => [...document.querySelectorAll('[data-card]')].filter((c) => !c.closest('dialog')).map((c) => c.getAttribute('data-card')));
    assert.ok(!table.includes(drawn), `card ${drawn} from the Stock Deck is on the table`);
    assert.ok(await page.exists(role('region', 'Game table')));
  });

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(await b.problems(), []);
  });
});
