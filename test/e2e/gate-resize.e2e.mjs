// A private screen through a turn of the tablet (issue 30). The layout walk met WebKit's private
// screen covered after its resizes and took it for the resize (no blur was thought to reach the
// page). What reaches it, recorded here: a resize to portrait alone, in every engine, and the
// screen stays open; WebKit's window, sized down to a phone's 390 px (MiniBrowser under Xvfb, below
// its toolbar's own width), also loses the focus: a window `blur`, which the gate takes for leaving
// the app (gate-store.ts, leave) and covers, as it must when another window takes the focus. So the
// screen covers exactly when the window lost the focus, never for a resize. WebKit only: Chromium
// and Firefox kept the focus and the screen at all three sizes (run by hand, 2026-12-07).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, ENGINE, onlyIn, openControlled, role, startMatch, TEST_LIMIT, waitForHome } from './browser.mjs';
import { holdGate, LANDSCAPE, PHONE, PORTRAIT } from './bm-driver.mjs';

/** Run in the page: records the events that could cover a private screen, from now on. */
function recordInPage() {
  window.__seen = [];
  const note = (e) => window.__seen.push(`${e.type}${e.target === window || e.target === document ? '' : `:${e.target?.nodeName ?? ''}`}`);
  for (const t of ['blur', 'focus', 'visibilitychange', 'pagehide', 'resize', 'keydown', 'pointerdown']) window.addEventListener(t, note, true);
}

describe(`a private screen through a turn of the tablet (${ENGINE})`, onlyIn(['webkit'], 'the engine whose window lost the focus'), () => {
  const b = browserSuite({ viewport: LANDSCAPE, reducedMotion: true });
  test('stays open through a resize, and covers only when the window loses the focus', TEST_LIMIT, async () => {
    const page = b.page;
    await openControlled(page);
    await waitForHome(page);
    await startMatch(page, { game: 'Bidding dial', seats: ['Ana', 'Ben'] });
    await page.check(role('radio', /^Supply/));
    await page.check(role('radio', 'Food', { exact: true }));
    await page.click(button('Start the Supply round for Food'));
    await page.waitFor(role('list', 'Who has locked in'));
    if ((await page.count(button("Hold to show Ana's screen"))) === 0) await page.click(button(/^Enter Ana's (price|offer)$/));
    await holdGate(page, 'Ana');
    await page.evaluate(recordInPage);
    for (const size of [PORTRAIT, LANDSCAPE, PHONE]) {
      await page.setViewport(size);
      await page.nextFrame();
      const seen = await page.evaluate(() => window.__seen.splice(0));
      const covered = (await page.count(button("Hold to show Ana's screen"))) > 0;
      console.log(`# ${ENGINE}, resized to ${size.width}x${size.height}: ${seen.join(' ')}: ${covered ? 'covered' : 'still open'}`);
      const blurred = seen.includes('blur');
      assert.equal(covered, blurred, `at ${size.width}x${size.height}, the screen is ${covered ? 'covered' : 'open'} and the window ${blurred ? 'lost' : 'kept'} the focus (${seen.join(' ')})`);
      if (size !== PHONE) assert.equal(covered, false, `Ana's screen stays open at ${size.width}x${size.height}`);
      // Open again where it covered, as the person would.
      if (covered) await holdGate(page, 'Ana');
    }
  });
  test('no page errors or CSP violations', async () => {
    assert.deepEqual(await b.problems(), []);
  });
});
