// An Adventure Mart Sale composed on a phone (issue 32), in the built app: a tablet and Ana's phone
// as two Chromium processes paired by real QR codes; Ana plays her turns on the phone (buys Stock,
// ends turns) until she can start a Sale there, then composes her Offer on the phone a card at a
// time and confirms it; each step is applied and saved by the tablet, whose table shows the Offer.
// Ben is a bot. Chromium only (run.mjs ONLY_IN), --full only (FULL_ONLY).
//   SHOPFLOOR_DIST=/tmp/mine node test/e2e/run.mjs --engine chromium test/e2e/phones-am.e2e.mjs
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TEST_LIMIT } from './browser.mjs';
import { newGameWithPhones, phoneTable } from './phones-devices.mjs';

describe('Adventure Mart on a phone', () => {
  const devices = phoneTable('phones-am', ['Ana']);

  test('Ana composes her Offer for a Sale on her phone', TEST_LIMIT, async () => {
    try {
      await play(devices.tablet.page, devices.phones.Ana.page, devices.pair);
    } catch (error) {
      error.message += await devices.shows();
      throw error;
    }
    assert.deepEqual(devices.problems(), []);
  });
});

/** The enabled buttons' accessible names under `css` (a name is its label, else its text). */
async function buttons(page, css) {
  return page.locator(`${css} button:enabled`).evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').trim()));
}

async function play(t, p, pair) {
  await newGameWithPhones(t, { game: 'Adventure Mart', benBot: true });
  await pair('Ana');
  await t.getByRole('button', { name: 'Back to the table' }).click();

  // Ana's turns on her phone until she can sell; the tablet reads its reveals and Ana's decisions
  // made in everyone's sight (the driver's simple choices, am-driver.mjs).
  const offer = p.getByRole('region', { name: "Making Ana's Offer" });
  const pressed = [];
  for (let step = 0; step < 400 && !(await offer.isVisible()); step++) {
    const mine = await buttons(p, '.phone-private');
    const pick =
      mine.find((b) => /^Start a Sale with Adventurer /.test(b)) ??
      mine.find((b) => /^Buy .* for \d+ Gold$/.test(b)) ??
      mine.find((b) => /^End turn$/.test(b)) ??
      mine.find((b) => /^(Pass|Skip|Continue)/.test(b));
    if (pick) {
      pressed.push(pick);
      await p.locator('.phone-private').getByRole('button', { name: pick, exact: true }).first().click();
      continue;
    }
    const table = await buttons(t, 'body');
    const open = table.find((b) => b === 'Continue') ?? table.find((b) => /^(Take \d+ Gold|Re-hire |Take |Banish |Yes)/.test(b));
    if (open) await t.getByRole('button', { name: open, exact: true }).first().click({ timeout: 5_000 }).catch(() => undefined);
    // Nothing to press yet: the next position is on its way (a bot's move, a save).
    else await p.waitForTimeout(100);
  }
  await offer.waitFor();
  console.info(`On Ana's phone before her Offer: ${pressed.join(' | ')}`);
  assert.ok(pressed.some((b) => b.startsWith('Start a Sale with Adventurer ')), 'Ana started the Sale on her phone');

  // The Offer, one legal step at a time on the phone: a card added, then confirmed, each applied
  // and saved by the tablet (its count of saved moves) before the phone's screen moves on.
  const saved = async () => Number((await t.getByText(/^\d+ moves saved$/).textContent()).split(' ')[0]);
  const before = await saved();
  const add = offer.getByRole('button', { name: /^Add / }).first();
  await add.click();
  const confirm = offer.getByRole('button', { name: /^Confirm Offer/ });
  await confirm.and(p.locator(':enabled')).waitFor();
  await confirm.click();
  await offer.waitFor({ state: 'detached' });
  assert.ok((await saved()) >= before + 2, 'the tablet saved the card added and the Offer confirmed');
}
