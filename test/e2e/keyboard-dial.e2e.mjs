// The Bidding dial with the keyboard alone (built app, every engine): three people start a sitting
// and play a Supply round and a Sale round, every choice a counted key press decided from the
// accessibility tree, the cover opened by a screen reader's click (keyboard-driver.mjs). Each
// secret entry in at most 8 presses; the announcements checked against the log; focus never lost
// to the page; axe at every impact at the three sizes on each kind of screen (Chromium).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, ENGINE, openControlled, role, stallWatch, TEST_LIMIT, waitForHome } from './browser.mjs';
import { LANDSCAPE } from './bm-driver.mjs';
import { announcements, checkAnnouncements, Gone, installAnnouncementsInPage, keyboardFor } from './keyboard-driver.mjs';
import { axeByKind, axeMs, axeSummary, newGameByKeyboard, offered, openCover } from './keyboard-play.mjs';

const T = TEST_LIMIT;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Plays a round: start it, each person's entry (a key on each dial, Enter), the reveal's Continue. */
async function round(kb, page, axe, bidding, item, keys) {
  const steps = [];
  await kb.choose(role('radio', new RegExp(`^${bidding}`)));
  await kb.choose(role('radio', item, { exact: true }));
  await axe.check(page, 'next round');
  await kb.activate(button(`Start the ${bidding} round for ${item}`));
  let from = kb.presses;
  const watch = stallWatch();
  for (let i = 0; i < 500; i++) {
    const s = await offered(page).catch(() => null);
    if (!s) continue;
    let did = 'wait';
    try {
      if (s.buttons.includes('Continue')) {
        await axe.check(page, 'reveal');
        await kb.activate(role('dialog').role('button', 'Continue', { exact: true }));
        return steps;
      }
      const hold = s.buttons.find((b) => b.startsWith('Hold to show '));
      const enter = s.buttons.find((b) => /^Enter \w+'s (price|offer)$/.test(b));
      if (hold) {
        await axe.check(page, 'cover');
        await openCover(kb, hold.slice('Hold to show '.length, -"'s screen".length));
        did = 'cover';
      } else if (s.lockIn) {
        await axe.check(page, `${bidding} entry`);
        for (const [slider, key] of keys) {
          await kb.tabTo(role('dialog').role('slider', slider));
          await kb.press(key);
        }
        // Enter on the dial just moved locks in.
        await kb.press('Enter');
        steps.push(kb.presses - from);
        from = kb.presses;
        did = 'lock-in';
      } else if (enter) {
        await axe.check(page, 'round table');
        from = kb.presses;
        await kb.activate(button(enter, { exact: true }));
        did = 'enter';
      }
    } catch (e) {
      if (!(e instanceof Gone)) throw e;
    }
    if (did === 'wait') await sleep(60);
    await watch.step(did, page);
  }
  throw new Error('the round did not end');
}

describe('Bidding dial with the keyboard alone', () => {
  const b = browserSuite({ viewport: LANDSCAPE });
  const axe = axeByKind();

  test('three people play a Supply and a Sale round: each entry in at most 8 presses', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    const kb = keyboardFor(page);
    await newGameByKeyboard(kb, page, { game: 'Bidding dial', seats: ['Ana', 'Ben', 'Cy'] });
    const toStart = kb.presses;
    await page.evaluate(installAnnouncementsInPage);
    kb.presses = 0;
    const supply = await round(kb, page, axe, 'Supply', 'Food', [['Price per crate', 'ArrowRight']]);
    await page.waitFor(role('region', /Round 1 · Supply · Food/));
    const sale = await round(kb, page, axe, 'Sale', 'Clothing', [['Price per crate', 'ArrowLeft']]);
    await page.waitFor(role('region', 'Rounds of this sitting'));
    console.log(`${ENGINE}: start ${toStart} presses (+${kb.typed} typed); Supply entries ${supply.join(' ')}, Sale entries ${sale.join(' ')}; both rounds ${kb.presses} presses`);
    assert.equal(supply.length, 3);
    assert.equal(sale.length, 3);
    assert.deepEqual([...supply, ...sale].filter((n) => n > 8), [], 'entries over 8 presses');
    const said = await announcements(page);
    assert.deepEqual(checkAnnouncements(said), []);
    assert.ok(said.some((a) => a.region === 'Latest moves'), 'the reveals were announced');
  });

  test('no page errors; axe finds nothing at any impact on the dial\'s screens', T, async () => {
    if (axeMs.length) console.log(axeSummary());
    assert.deepEqual(axe.problems, []);
    assert.deepEqual(await b.problems(), []);
  });
});
