// The home screen and its forms against the built app (npm run test:e2e), in every engine: a first
// visit's catalogue, a game started through New game and listed, a reload with the server stopped
// (true offline) that still lists and opens it, and the layout of home, the delete dialog, New
// game, Settings and a table at 1024x768, 768x1024 and, in a browser of its own, 390x844 (no
// horizontal overflow, controls at least 44 px, no text under 14 px). Axe runs in Chromium only.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeProblems,
  browserSuite,
  button,
  createMatchThroughUi,
  ENGINE,
  heading,
  onlyIn,
  openControlled,
  role,
  savedCard,
  TEST_LIMIT,
  waitForHome,
} from './browser.mjs';
import { layoutProblems, PHONE } from './bm-driver.mjs';

const T = TEST_LIMIT;
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];

/** Each screen reachable from home, its layout problems at the page's current size. */
async function screensLayout(page, created) {
  const found = {};
  await page.goto('/');
  await waitForHome(page);
  await page.waitFor(savedCard(created.name));
  found.home = await layoutProblems(page);

  await page.click(savedCard(created.name).role('button', 'Delete', { exact: true }));
  await page.waitFor(role('dialog', 'Delete this game? This cannot be undone.'));
  found.deleteDialog = await layoutProblems(page);
  await page.click(role('dialog').role('button', 'Keep'));
  await page.waitFor(role('dialog'), { gone: true });

  await page.click(button('New game', { exact: true }));
  await page.waitFor(heading('New game', { level: 1 }));
  await page.click(button('Add a player'));
  await page.click(button('Add a player'));
  await page.click(button('Start game')); // shows the inline messages
  await page.waitFor(role('textbox', 'Player 3 name'));
  found.newGame = await layoutProblems(page);
  await page.click(button('Back to home'));
  await waitForHome(page);

  await page.click(button('Settings'));
  await page.waitFor(heading('Settings', { level: 1 }));
  found.settings = await layoutProblems(page);
  await page.click(button('Back to home'));
  await waitForHome(page);

  await page.click(savedCard(created.name).role('button', 'Open', { exact: true }));
  await page.waitFor(role('region', 'Game table'));
  found.match = await layoutProblems(page);
  await page.click(button('Back to home'));
  await waitForHome(page);
  return found;
}

describe('home screen in the browser', () => {
  const b = browserSuite({ viewport: VIEWPORTS[0], ownServer: true });
  /** @type {{ name: string }} */
  let created;

  test('a first visit shows the games as a catalogue, before the (empty) saved games', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    const list = role('list', 'Games');
    await page.waitFor(list);
    const names = await page.texts(list.role('heading', undefined, { level: 3 }));
    assert.ok(names.includes('Brick & Mortar') && names.includes('Adventure Mart'), names.join(', '));
    const bm = list.role('listitem').has(heading('Brick & Mortar', { exact: true }));
    assert.match((await page.text(bm)) ?? '', /Players2 to 4.*Length.*How to learn/);
    const order = await page.evaluate(() => {
      const games = document.querySelector('.catalogue');
      const saved = document.querySelector('.saved');
      return games && saved ? Boolean(games.compareDocumentPosition(saved) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
    });
    assert.ok(order, 'the catalogue comes first');
    for (const vp of VIEWPORTS) {
      await page.setViewport(vp);
      assert.deepEqual(await layoutProblems(page), [], `home at ${vp.width}x${vp.height}`);
    }
    await page.setViewport(VIEWPORTS[0]);
  });

  test('a game started through New game is listed under Saved games', T, async () => {
    const { page } = b;
    created = await createMatchThroughUi(page, { game: 'Brick & Mortar', seats: ['Ana', 'Ben'] });
    const card = savedCard(created.name);
    await page.waitFor(card);
    for (const name of ['Open', 'Export', 'Delete']) {
      assert.ok(await page.box(card.role('button', name, { exact: true })), `${name} button`);
    }
    assert.ok(await page.box(button(`Continue: ${created.name}`)));
  });

  test('with the server stopped, a reload still lists the saved game and opens it', T, async () => {
    const { page } = b;
    assert.ok(created, 'needs the game from the previous test');
    await b.offline(async () => {
      await page.reload();
      await waitForHome(page);
      await page.waitFor(savedCard(created.name), { timeout: 10_000 });
      await page.click(savedCard(created.name).role('button', 'Open', { exact: true }));
      await page.waitFor(heading('Brick & Mortar', { level: 1 }));
      await page.waitFor(role('region', 'Game table'));
      // A deep link to the match works offline too.
      await page.reload();
      await page.waitFor(heading('Brick & Mortar', { level: 1 }));
      await page.waitFor(role('region', 'Game table'));
      await page.click(button('Back to home'));
      await waitForHome(page);
    });
  });

  for (const vp of VIEWPORTS) {
    test(`layout at ${vp.width}x${vp.height}: no horizontal overflow, controls at least 44 px`, T, async () => {
      const { page } = b;
      await page.setViewport(vp);
      const found = await screensLayout(page, created);
      for (const [screen, list] of Object.entries(found)) assert.deepEqual(list, [], `${screen} at ${vp.width}x${vp.height}`);
    });
  }

  test('axe finds no violation of any impact on home, New game and Settings at the three sizes', { ...T, ...onlyIn(['chromium'], 'axe drives Playwright; the rules read the DOM, the same in every engine') }, async () => {
    const { page } = b;
    const found = [];
    for (const vp of VIEWPORTS) {
      await page.setViewport(vp);
      for (const [name, title] of [
        [null, 'Shopfloor'],
        ['New game', 'New game'],
        ['Settings', 'Settings'],
      ]) {
        await page.goto('/');
        await waitForHome(page);
        if (name) {
          await page.click(button(name, { exact: true }));
          await page.waitFor(heading(title, { level: 1 }));
        }
        found.push(...(await axeProblems(page, `${title} at ${vp.width}x${vp.height}`)));
      }
    }
    assert.deepEqual(found, []);
  });

  test('no console errors, page errors or CSP violations on these screens', T, async () => {
    assert.deepEqual(await b.problems(), []);
  });
});

describe(`home screen on a phone (${PHONE.width}x${PHONE.height})`, () => {
  const b = browserSuite({ viewport: PHONE });

  // A first visit: Firefox under CI's load once offered "Update ready" here, over Start game (a
  // first worker held in "installed", src/pwa/register.ts).
  test('home, the delete dialog, New game, Settings and a table lay out without problems', T, async () => {
    const { page } = b;
    await page.goto('/');
    await waitForHome(page);
    assert.deepEqual(await layoutProblems(page), [], 'home on a first visit');
    const created = await createMatchThroughUi(page, { game: 'Adventure Mart', seats: ['Ana', 'Ben'] });
    const found = await screensLayout(page, created);
    for (const [screen, list] of Object.entries(found)) assert.deepEqual(list, [], `${screen} at ${PHONE.width}x${PHONE.height} (${ENGINE})`);
    assert.deepEqual(await b.problems(), []);
  });
});
