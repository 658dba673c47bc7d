// One writer at a time: a second tab of the same browser must say the app is open elsewhere
// instead of opening the saves, and must take over once the first tab has closed. Chromium only
// (run.mjs): a second tab of the same session, through Playwright's own pages.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, TEST_LIMIT, waitForHome } from './browser.mjs';

const T = TEST_LIMIT;

describe('a second tab', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let b;
  before(async () => {
    b = await launch();
  });
  after(async () => {
    await b?.close();
  });

  test('says Shopfloor is open elsewhere, shows no saved games, and works after the first closes', T, async () => {
    await b.page.goto('/');
    await waitForHome(b.page);
    const first = b.page.playwright;
    const second = await first.context().newPage();
    await second.goto(first.url());
    await second.getByRole('heading', { name: 'Shopfloor is open somewhere else' }).waitFor();
    assert.equal(await second.getByRole('button', { name: 'New game', exact: true }).count(), 0);
    assert.equal(await second.getByRole('list', { name: 'Saved games' }).count(), 0);
    // The first tab is unaffected.
    assert.ok(await first.getByRole('button', { name: 'New game', exact: true }).isVisible());
    await first.close();
    await second.reload();
    await second.getByRole('button', { name: 'New game', exact: true }).waitFor();
  });
});
