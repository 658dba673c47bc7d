// Phones as private hands (issue 32), in the built app: a tablet and a phone as two Chromium
// processes pair over WebRTC by reading each other's real QR codes with a camera, and the phone
// enters Ana's secret steps of a Brick & Mortar January (her Market cards, then a sealed bid) that
// the tablet applies through its session; then the phone reloads and pairs again, back where it
// was. Phones are asked for in New game. Chromium only (run.mjs ONLY_IN): its fake camera plays a
// video file, so each pairing reads the code the other page drew (rasterised from its SVG into a
// Y4M frame), through the app's own reader (jsQR here: Linux Chromium has no BarcodeDetector).
// With no network at all (a loopback-only namespace, as the issue asks):
//   SHOPFLOOR_DIST=/tmp/mine PHONES_LOOPBACK_ONLY=1 unshare -n sh -c \
//     'ip link set lo up && node test/e2e/run.mjs --engine chromium test/e2e/phones.e2e.mjs'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, TEST_LIMIT } from './browser.mjs';
import { codeImage, newGameWithPhones, startDevice } from './phones-devices.mjs';

/** The cameras' videos: the phone's camera plays the tablet's code, and the other way round. */
let dir;
const offerVideo = () => join(dir, 'offer.y4m');
const answerVideo = () => join(dir, 'answer.y4m');

describe('a phone at the table', () => {
  let tablet;
  let phone;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shopfloor-phones-'));
    tablet = await startDevice(dir, 'tablet', answerVideo(), { width: 1024, height: 768 });
    phone = await startDevice(dir, 'phone', offerVideo(), { width: 390, height: 844 });
  });
  after(async () => {
    await tablet?.close();
    await phone?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('pairs by two QR codes, enters Ana’s secret steps on her phone, and rejoins after a reload', TEST_LIMIT, async () => {
    // PHONES_LOOPBACK_ONLY=1 under `unshare -n` (lo up): the devices pair with no network at all.
    if (process.env.PHONES_LOOPBACK_ONLY === '1') assert.deepEqual(Object.keys(networkInterfaces()), ['lo']);
    const t = tablet.page;
    const p = phone.page;
    try {
      await play(t, p);
    } catch (error) {
      // Says what each device showed when a wait ran out.
      error.message += `\nThe phone shows:\n${await p.locator('body').innerText()}\nThe tablet shows:\n${await t.locator('body').innerText()}`;
      throw error;
    }
    assert.deepEqual([...tablet.problems, ...phone.problems], []);
  });
});

/** Both devices, from New game on the tablet to Ana's sealed bid revealed there. */
async function play(t, p) {
    const base = baseUrl();

    // The tablet: Ana (a person) and Ben (a bot), first-game hands, so January starts at once;
    // phones asked for in New game, so the match opens with its Phones dialog.
    await newGameWithPhones(t, { game: 'Brick & Mortar', benBot: true, firstGame: true });

    // Step 1: the tablet shows Ana's code; the phone's camera reads it.
    await t.getByRole('button', { name: 'Add a phone for Ana' }).click();
    writeFileSync(offerVideo(), await codeImage(t, 'Pairing code for Ana’s phone'));

    await p.goto(`${base}/`);
    await p.getByRole('button', { name: 'Join a table' }).click();
    // Step 2: the phone shows its own code; the tablet's camera reads it.
    writeFileSync(answerVideo(), await codeImage(p, 'This phone’s pairing code'));
    await t.getByRole('button', { name: 'Next: read the phone’s code' }).click();

    await p.getByRole('heading', { name: 'Ana, at the table' }).waitFor();
    await t.getByText('Ana: enters on the phone').waitFor();
    await t.getByRole('button', { name: 'Back to the table' }).click();
    // The table no longer invites Ana to the gate: she enters on her phone.
    await t.getByText('Ana enters on their phone').waitFor();
    assert.equal(await t.getByRole('button', { name: /^Enter Ana's/ }).count(), 0);

    // Ana's secret steps, on her phone: her Market cards, then (this deal's Supply has too few
    // crates) a sealed bid. Each is applied by the tablet's session and saved there before the
    // phone hears it. The tablet reads its reveals (its bots wait for them).
    const saved = async () => Number((await t.getByText(/^\d+ moves saved$/).textContent()).split(' ')[0]);
    const title = p.getByRole('heading', { level: 3, name: /^Ana's / });
    await title.filter({ hasText: 'Market cards' }).waitFor();
    let before = await saved();
    await p.getByRole('radio', { name: /^Supply:/ }).nth(0).check();
    await p.getByRole('radio', { name: /^Supply:/ }).nth(1).check();
    await p.getByRole('button', { name: 'Lock in' }).click();
    // Ben (a bot) has entered his already: Ana's reveals both, and her sealed bid comes next.
    await title.filter({ hasText: 'sealed bid' }).waitFor();
    await p.getByText("Ana's Market cards - January: locked in.").waitFor();
    assert.ok((await saved()) > before, 'the tablet saved Ana’s Market cards before the phone was told');
    await t.getByRole('button', { name: 'Continue', exact: true }).click();

    const bidTitle = await title.textContent();
    before = await saved();
    await p.getByRole('button', { name: 'Lock in' }).click();
    await p.getByText(`${bidTitle}: locked in.`).waitFor();
    assert.ok((await saved()) > before, 'the tablet saved Ana’s sealed bid before the phone was told');
    if (process.env.SHOPFLOOR_SCREENSHOTS === '1') {
      await p.screenshot({ path: join(dir, '..', 'phones-phone.png') });
      await t.screenshot({ path: join(dir, '..', 'phones-tablet.png') });
    }
    // Ben (a bot) bids too, and the tablet reveals both bids: Ana's is among them.
    const reveal = t.getByRole('dialog').filter({ hasText: /Ana/ }).filter({ hasText: /\$\d/ });
    await reveal.waitFor();
    await t.getByRole('button', { name: 'Continue', exact: true }).click();

    // The phone reloads: the tablet says its phone is gone (on its Phones button), and its dialog
    // shows Ana's rejoin code at once. The seat's documents stayed on the tablet, so the phone
    // comes back to where it was.
    await p.reload();
    await t.getByRole('button', { name: 'Phones: Ana not connected' }).click();
    await t.getByRole('heading', { name: 'Ana’s phone, step 1 of 2' }).waitFor();
    writeFileSync(offerVideo(), await codeImage(t, 'Pairing code for Ana’s phone'));
    await p.getByRole('button', { name: 'Join a table' }).click();
    writeFileSync(answerVideo(), await codeImage(p, 'This phone’s pairing code'));
    await t.getByRole('button', { name: 'Next: read the phone’s code' }).click();
    await p.getByRole('heading', { name: 'Ana, at the table' }).waitFor();
    await p.getByRole('region', { name: 'What happened' }).getByText('Ana locked in a price for Clothing.').waitFor();
    await t.getByText('Ana: enters on the phone').waitFor();
    // Its bid is in its log once: coming back sent nothing twice.
    assert.equal(await p.getByRole('region', { name: 'What happened' }).getByText('Ana locked in a price for Clothing.').count(), 1);
}
