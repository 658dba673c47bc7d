// Export and import through the real home screen (npm run test:e2e): a game in progress is exported
// only after the warning; a forged copy of that file is refused with a sentence and changes
// nothing; the real file is imported and opens; a file with an unstorable move gets its own refusal.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { browserSuite, openControlled, TEST_LIMIT, waitForHome } from './browser.mjs';
import { fasterBots, startGame } from './bm-driver.mjs';

const T = TEST_LIMIT;
const GAME = 'Brick & Mortar with Ana, Ben, Cleo';

function savedCards(page) {
  return page
    .getByRole('list', { name: 'Saved games' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: GAME, exact: true }) });
}

/** Hands a file to the home screen's Import control, as a player picking it would. */
async function importText(page, name, text) {
  await page.getByLabel('Import saved games').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

describe('export and import through the home screen', () => {
  const b = browserSuite();
  /** @type {string} */
  let exported;


  test('a game in progress is exported only after the warning', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await fasterBots(page);
    await startGame(page, { seats: ['Ana', 'Ben', 'Cleo'], bots: [0, 1, 2] });
    // Let the bots play a few moves, then leave.
    await page.waitForFunction(() => Number(/(\d+) moves saved/.exec(document.body.innerText)?.[1] ?? 0) >= 3);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await waitForHome(page);
    await savedCards(page).first().getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'This game is still in progress.' });
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /hidden cards and sealed entries, and the order of the decks/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export it anyway' }).click(),
    ]);
    exported = await readFile(await download.path(), 'utf8');
    const file = JSON.parse(exported);
    assert.equal(file.matches.length, 1);
    assert.ok(file.matches[0].log.length > 0, 'the bots made some moves before the export');
    await page.getByRole('status').filter({ hasText: /^Exported to shopfloor-game-/ }).waitFor();
  });

  test('a forged export is refused with a sentence, and nothing changes', T, async () => {
    const { page } = b;
    assert.ok(exported, 'needs the export from the previous test');
    const forged = JSON.parse(exported);
    const match = forged.matches[0];
    match.snapshots[0].state.players[0].cash = 999999;
    for (const record of match.log) record.hash = '';
    await importText(page, 'forged.json', JSON.stringify(forged));
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = await alert.textContent();
    assert.match(text, /^Game 1 in the file .*, the Brick & Mortar game of Ana, Ben and Cleo, can't be imported: its starting position is not the one its seats, options and seed deal\. Nothing was imported\.$/);
    assert.equal(await savedCards(page).count(), 1);
  });

  test('a move that cannot be stored gets its own refusal', T, async () => {
    const { page } = b;
    const odd = JSON.parse(exported);
    odd.matches[0].log[0].action = { type: 'advertise', a: { b: { c: { d: { e: { f: 1 } } } } } };
    await importText(page, 'odd.json', JSON.stringify(odd));
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: /move 1 is not a move Shopfloor can keep \(it is nested too deeply\)\. Nothing was imported\.$/ }).waitFor();
    assert.equal(await savedCards(page).count(), 1);
  });

  test('the real export is imported, listed beside the original, and opens', T, async () => {
    const { page } = b;
    await importText(page, 'real.json', exported);
    await page.getByRole('status').filter({ hasText: 'Imported 1 saved game.' }).waitFor();
    assert.equal(await savedCards(page).count(), 2);
    // Both copies (the original and the imported one, same header) open to a live table.
    for (const i of [0, 1]) {
      await savedCards(page).nth(i).getByRole('button', { name: 'Open', exact: true }).click();
      await page.getByRole('region', { name: 'Where the game is' }).waitFor();
      await page.getByRole('button', { name: 'Back to home' }).click();
      await waitForHome(page);
    }
    assert.deepEqual(b.problems, []);
  });
});
