// The home screen and its forms in Debian's Chromium, against the built app (npm run test:e2e).
// Relies on the shared launch helpers in browser.mjs; SHOPFLOOR_URL comes from run.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { browserSuite, createMatchThroughUi, openControlled, TEST_LIMIT, waitForHome } from './browser.mjs';

const T = TEST_LIMIT;
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];

/** The saved game's card on the home screen, found by its heading. */
function savedCard(page, name) {
  return page
    .getByRole('list', { name: 'Saved games' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * Layout problems on the current screen: horizontal overflow, and controls under 44 px tall.
 * @param {import('playwright-core').Page} page
 */
async function layoutProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) out.push(`horizontal overflow: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const controls = document.querySelectorAll(
      'button, [role="button"], select, input[type="text"], input[type="password"], .file-button, label.choice, label.segment',
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown
      const name = (el.getAttribute('aria-label') || el.textContent || el.id || el.tagName).trim().slice(0, 40);
      if (r.height < 44) out.push(`${el.tagName.toLowerCase()} "${name}" is ${r.height.toFixed(1)} px tall`);
      if (r.right > doc.clientWidth + 0.5) out.push(`${el.tagName.toLowerCase()} "${name}" sticks out on the right`);
    }
    const small = [...document.querySelectorAll('body *')].filter((el) => {
      if (!el.childNodes.length || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && parseFloat(getComputedStyle(el).fontSize) < 14;
    });
    for (const el of small) out.push(`text under 14 px: "${el.textContent.trim().slice(0, 40)}"`);
    return out;
  });
}

describe('home screen in the browser', () => {
  const b = browserSuite({ viewport: VIEWPORTS[0] });
  /** @type {{ name: string }} */
  let created;

  test('a first visit shows the games as a catalogue, before the (empty) saved games', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    const list = page.getByRole('list', { name: 'Games' });
    await list.waitFor();
    const names = await list.getByRole('heading', { level: 3 }).allTextContents();
    assert.ok(names.includes('Brick & Mortar') && names.includes('Adventure Mart'), names.join(', '));
    const bm = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Brick & Mortar', exact: true }) });
    assert.match((await bm.textContent()) ?? '', /Players2 to 4.*Length.*How to learn/);
    const order = await page.evaluate(() => {
      const games = document.querySelector('.catalogue');
      const saved = document.querySelector('.saved');
      return games && saved ? Boolean(games.compareDocumentPosition(saved) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
    });
    assert.ok(order, 'the catalogue comes first');
    for (const vp of VIEWPORTS) {
      await page.setViewportSize(vp);
      assert.deepEqual(await layoutProblems(page), [], `home at ${vp.width}x${vp.height}`);
    }
    await page.setViewportSize(VIEWPORTS[0]);
  });

  test('a game started through New game is listed under Saved games', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    created = await createMatchThroughUi(page, { game: 'Brick & Mortar', seats: ['Ana', 'Ben'] });
    const card = savedCard(page, created.name);
    await card.waitFor();
    for (const name of ['Open', 'Export', 'Delete']) {
      assert.ok(await card.getByRole('button', { name, exact: true }).isVisible(), `${name} button`);
    }
    assert.ok(await page.getByRole('button', { name: `Continue: ${created.name}` }).isVisible());
  });

  test('offline, a reload still lists the saved game and opens it', T, async () => {
    const { context, page } = b;
    assert.ok(created, 'needs the game from the previous test');
    await context.setOffline(true);
    try {
      await page.reload();
      await waitForHome(page);
      await savedCard(page, created.name).waitFor({ timeout: 10_000 });
      await savedCard(page, created.name).getByRole('button', { name: 'Open', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Brick & Mortar' }).waitFor();
      await page.getByRole('region', { name: 'Game table' }).waitFor();
      // A deep link to the match works offline too.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Brick & Mortar' }).waitFor();
      await page.getByRole('button', { name: 'Back to home' }).click();
      await waitForHome(page);
    } finally {
      await context.setOffline(false);
    }
  });

  for (const vp of VIEWPORTS) {
    test(`layout at ${vp.width}x${vp.height}: no horizontal overflow, controls at least 44 px`, T, async () => {
      const { page } = b;
      await page.setViewportSize(vp);
      await page.goto('/');
      await waitForHome(page);
      await savedCard(page, created.name).waitFor();
      const found = { home: await layoutProblems(page) };

      await savedCard(page, created.name).getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete this game? This cannot be undone.' }).waitFor();
      found.deleteDialog = await layoutProblems(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Keep' }).click();

      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor();
      await page.getByRole('button', { name: 'Add a player' }).click();
      await page.getByRole('button', { name: 'Add a player' }).click();
      await page.getByRole('button', { name: 'Start game' }).click(); // shows the inline messages
      found.newGame = await layoutProblems(page);
      await page.getByRole('button', { name: 'Back to home' }).click();

      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      found.settings = await layoutProblems(page);
      await page.getByRole('button', { name: 'Back to home' }).click();
      await waitForHome(page);

      await savedCard(page, created.name).getByRole('button', { name: 'Open', exact: true }).click();
      await page.getByRole('region', { name: 'Game table' }).waitFor();
      found.match = await layoutProblems(page);
      await page.getByRole('button', { name: 'Back to home' }).click();
      await waitForHome(page);

      for (const [screen, list] of Object.entries(found)) assert.deepEqual(list, [], `${screen} at ${vp.width}x${vp.height}`);
    });
  }

  test('axe finds no serious violation on New game and Settings', T, async () => {
    const { page } = b;
    await page.setViewportSize(VIEWPORTS[1]);
    for (const [button, heading] of [
      ['New game', 'New game'],
      ['Settings', 'Settings'],
    ]) {
      await page.goto('/');
      await waitForHome(page);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
        heading,
      );
    }
  });

  test('no console errors, page errors or CSP violations on these screens', T, async () => {
    // Offline mode turns the service worker's update check into a failed request: not ours.
    const ours = b.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p));
    assert.deepEqual(ours, []);
  });
});
