// Two phones at once (issue 32), in the built app: a tablet and two phones as three Chromium
// processes, each pairing by reading the other device's real QR code with a fake camera; Ana and
// Ben enter a Brick & Mortar January's sealed steps on their own phones at the same time (neither
// waits for the other, the tablet never covers itself), and the tablet reveals both. Chromium
// only (run.mjs ONLY_IN), and with --full only (FULL_ONLY: three browsers, longer than CI's margin).
//   SHOPFLOOR_DIST=/tmp/mine node test/e2e/run.mjs --engine chromium test/e2e/phones-two.e2e.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TEST_LIMIT } from './browser.mjs';
import { newGameWithPhones, phoneTable } from './phones-devices.mjs';

describe('two phones at the table', () => {
  const devices = phoneTable('phones-two', ['Ana', 'Ben']);

  test('Ana and Ben enter their sealed steps on their phones at the same time', TEST_LIMIT, async () => {
    try {
      await play(devices.tablet.page, devices.phones.Ana.page, devices.phones.Ben.page, devices.pair);
    } catch (error) {
      error.message += await devices.shows();
      throw error;
    }
    assert.deepEqual(devices.problems(), []);
  });
});

async function play(t, ana, ben, pair) {
  await newGameWithPhones(t, { game: 'Brick & Mortar', firstGame: true });
  await pair('Ana');
  await pair('Ben');
  await t.getByRole('button', { name: 'Back to the table' }).click();

  // Both are asked at once, each on their own phone; the tablet hands the tablet to nobody.
  const title = (p, name, what) => p.getByRole('heading', { level: 3, name: new RegExp(`^${name}'s ${what}`) });
  await Promise.all([title(ana, 'Ana', 'Market cards').waitFor(), title(ben, 'Ben', 'Market cards').waitFor()]);
  assert.equal(await t.getByRole('button', { name: /^Enter (Ana|Ben)'s/ }).count(), 0);
  for (const p of [ana, ben]) {
    await p.getByRole('radio', { name: /^Supply:/ }).nth(0).check();
    await p.getByRole('radio', { name: /^Supply:/ }).nth(1).check();
  }
  // Locked in together: each entry saved by the tablet, in whichever order they land.
  await Promise.all([ana, ben].map((p) => p.getByRole('button', { name: 'Lock in' }).click()));
  await ana.getByText("Ana's Market cards - January: locked in.").waitFor();
  await ben.getByText("Ben's Market cards - January: locked in.").waitFor();
  await t.getByRole('button', { name: 'Continue', exact: true }).click();

  // This deal's Supply has too few crates: a sealed bid each, again entered side by side.
  await Promise.all([title(ana, 'Ana', 'sealed bid').waitFor(), title(ben, 'Ben', 'sealed bid').waitFor()]);
  const bids = await Promise.all([ana, ben].map((p) => p.getByRole('heading', { level: 3, name: /sealed bid/ }).textContent()));
  await Promise.all([ana, ben].map((p) => p.getByRole('button', { name: 'Lock in' }).click()));
  await ana.getByText(`${bids[0]}: locked in.`).waitFor();
  await ben.getByText(`${bids[1]}: locked in.`).waitFor();
  // The tablet reveals both bids, and each phone names that reveal on its public line.
  await t.getByRole('dialog').filter({ hasText: /Ana/ }).filter({ hasText: /Ben/ }).filter({ hasText: /\$\d/ }).waitFor();
  await t.getByRole('button', { name: 'Continue', exact: true }).click();
  for (const p of [ana, ben]) await p.getByText(/^Latest reveal: /).waitFor();
}
