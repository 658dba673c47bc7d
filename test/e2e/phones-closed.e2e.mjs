// A phone closed mid-entry (issue 32), in the built app: Ana pairs her phone by real QR codes, her
// Market cards show on it, then the phone's browser closes before she locks them in. The tablet
// says the phone is gone ("Phones: Ana not connected") and gives Ana's seat back to its cover:
// "Enter Ana's Market cards" on the table, then her screen there, and her entry is saved. Node covers the same in test/phones/tablet-phones.test.ts; this is the browser's
// own close (its data channel, or its silence). Its devices are Chromium processes in any engine's
// run (phones-devices.mjs); --full only (FULL_ONLY: two browsers and a pairing, past CI's margin).
//   SHOPFLOOR_DIST=/tmp/mine node test/e2e/run.mjs --engine chromium test/e2e/phones-closed.e2e.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TEST_LIMIT } from './browser.mjs';
import { newGameWithPhones, phoneTable } from './phones-devices.mjs';

describe('a phone closed at the table', () => {
  const devices = phoneTable('phones-closed', ['Ana']);

  test("Ana's phone closes mid-entry: her seat goes back to the tablet", TEST_LIMIT, async () => {
    try {
      await play(devices.tablet.page, devices.phones.Ana, devices.pair);
    } catch (error) {
      error.message += await devices.shows();
      throw error;
    }
    assert.deepEqual(devices.tablet.problems, []);
  });
});

async function play(t, phone, pair) {
  const p = phone.page;
  await newGameWithPhones(t, { game: 'Brick & Mortar', benBot: true, firstGame: true });
  await pair('Ana');
  await t.getByRole('button', { name: 'Back to the table' }).click();

  // Ana's Market cards are on her phone; the tablet offers no cover for her.
  await p.getByRole('heading', { level: 3, name: /^Ana's Market cards/ }).waitFor();
  await t.getByText('Ana enters on their phone').waitFor();
  assert.equal(await t.getByRole('button', { name: /^Enter Ana's/ }).count(), 0);
  await p.getByRole('radio', { name: /^Supply:/ }).nth(0).check();

  // The phone's browser closes before Ana locks in: nothing of hers was sent.
  await phone.close();
  await t.getByRole('button', { name: 'Phones: Ana not connected' }).waitFor();
  const enter = t.getByRole('button', { name: "Enter Ana's Market cards" });
  await enter.waitFor();
  assert.equal(await t.getByText('Ana enters on their phone').count(), 0);

  // Her seat is the tablet's again: her screen behind the tablet's gate (the only person at this
  // table, so no cover to pass), and her entry made there is saved.
  await enter.click();
  await t.getByRole('heading', { name: "Ana's Market cards - January" }).waitFor();
  await t.getByRole('radio', { name: /^Supply:/ }).nth(0).check();
  await t.getByRole('radio', { name: /^Supply:/ }).nth(1).check();
  await t.getByRole('button', { name: 'Lock in' }).click();
  await t.getByText('Ana locked in Market cards.').first().waitFor();
}
