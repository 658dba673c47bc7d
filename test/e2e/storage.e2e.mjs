// Saved games never wait on a prompt or a permission (issue 36), in every engine. Firefox asks
// "store data in persistent storage?" when a page calls navigator.storage.persist(), and answers
// the call only when the person answers the prompt: a fresh profile here leaves it unanswered, as a
// person who does not notice it would, and home, New game and the table still work at once. The
// answer, when there is one, only changes what home says: Allow, no note; Block, a note on keeping
// saves, read once.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { button, createMatchThroughUi, css, ENGINE, launch, onlyIn, role, savedCard, TEST_LIMIT, text, waitForHome } from './browser.mjs';

const T = TEST_LIMIT;
const NOTE = text('This browser may delete your saved games.', { exact: false });
const PROMPT_PREFS = (allow) => ({ 'dom.storageManager.prompt.testing': true, 'dom.storageManager.prompt.testing.allow': allow });

/** persist()'s answer if the browser gives one within `ms`, else 'unanswered'. */
function persistAnswer(page, ms) {
  return page.evaluate(
    (wait) =>
      navigator.storage?.persist
        ? Promise.race([navigator.storage.persist().then((yes) => (yes ? 'granted' : 'denied')), new Promise((r) => setTimeout(() => r('unanswered'), wait))])
        : 'no Storage API',
    ms,
  );
}

/** Plays the first visit: home, a game started through New game, back home with it listed. */
async function firstVisit(page) {
  await page.goto('/');
  await waitForHome(page, 10_000);
  // Known while Firefox's prompt stays open (a save list waiting on it would never come); a
  // loaded machine may take a moment, so this waits for the state rather than reading it once.
  await page.waitFor(text('Loading saved games…'), { gone: true, timeout: 20_000 });
  const created = await createMatchThroughUi(page, { game: 'Brick & Mortar', seats: ['Ana', 'Ben'] });
  await page.waitFor(savedCard(created.name));
  await page.waitFor(button(`Continue: ${created.name}`));
  return created;
}

describe(`saved games and the storage prompt (${ENGINE})`, () => {
  test('a fresh profile, its storage prompt left unanswered: home, New game and the table work at once', T, async () => {
    const b = await launch({ viewport: { width: 1024, height: 768 } });
    try {
      const { page } = b;
      await firstVisit(page);
      // The app asked once the game was saved; in Firefox the prompt is still open, unanswered.
      const answer = await persistAnswer(page, 2000);
      if (ENGINE === 'firefox') assert.equal(answer, 'unanswered', "Firefox's prompt is open and nobody answers it");
      // Home says the saves may go exactly where the browser says storage is not kept for good.
      const persisted = await page.evaluate(() => (navigator.storage?.persisted ? navigator.storage.persisted() : null));
      await page.reload();
      await waitForHome(page);
      await page.waitFor(button(/^Continue: /));
      assert.equal(await page.exists(NOTE), persisted === false, `the note shows iff persisted() is false (it is ${persisted})`);
      // And it goes on: the saved game opens.
      await page.click(button(/^Continue: /));
      await page.waitFor(role('region', 'Where the game is'));
      assert.deepEqual(await page.problems(), []);
    } finally {
      await b.close();
    }
  });

  test('Firefox, prompt answered Allow: no note on home', { ...T, ...onlyIn(['firefox'], 'the prompt is Firefox\'s') }, async () => {
    const b = await launch({ viewport: { width: 1024, height: 768 }, prefs: PROMPT_PREFS(true) });
    try {
      const { page } = b;
      await firstVisit(page);
      await page.waitUntil(() => navigator.storage.persisted(), null, { what: 'storage kept for good' });
      await page.reload();
      await waitForHome(page);
      await page.waitFor(button(/^Continue: /));
      assert.equal(await page.exists(NOTE), false);
      assert.deepEqual(await page.problems(), []);
    } finally {
      await b.close();
    }
  });

  test('Firefox, prompt answered Block: home says so once, plainly, and play goes on', { ...T, ...onlyIn(['firefox'], 'the prompt is Firefox\'s') }, async () => {
    const b = await launch({ viewport: { width: 1024, height: 768 }, prefs: PROMPT_PREFS(false) });
    try {
      const { page } = b;
      await firstVisit(page);
      await page.reload();
      await waitForHome(page);
      await page.waitFor(NOTE);
      assert.match((await page.text(css('.notice p').hasText('This browser may delete'))) ?? '', /install Shopfloor, or allow storage when the browser asks, and export games to keep a copy/);
      assert.ok(await page.box(button(/^Continue: /)), 'Continue is there beside the note');
      await page.click(button('Got it'));
      await page.waitFor(NOTE, { gone: true });
      await page.reload();
      await waitForHome(page);
      await page.waitFor(button(/^Continue: /));
      assert.equal(await page.exists(NOTE), false, 'said once');
      assert.deepEqual(await page.problems(), []);
    } finally {
      await b.close();
    }
  });
});
