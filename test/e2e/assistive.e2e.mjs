// The cover, opened the ways assistive technology and a keyboard do (built app, every engine): a
// screen reader, switch access or voice control activates a button with a click and cannot hold it,
// so a click with no press before it asks "Only Ana should look", with the focus on the question,
// and only "I am Ana: show my screen" shows her screen; a key let go before the hold completes asks
// the same, and Tab and Enter go on from there. Nothing of Ana's shows before her answer.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, heading, openControlled, role, TEST_LIMIT, waitForHome } from './browser.mjs';
import { LANDSCAPE } from './bm-driver.mjs';

const T = TEST_LIMIT;

/** A click as assistive technology sends it: the element's own click, with no pointer or key before it. */
async function activate(page, name) {
  await page.waitFor(button(name, { exact: true }));
  await page.evaluate((n) => {
    const target = [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim() === n);
    if (!target) throw new Error(`no button "${n}"`);
    target.click();
  }, name);
}

describe('the cover with assistive technology and the keyboard', () => {
  const b = browserSuite({ viewport: LANDSCAPE, ownServer: true });

  test('a click asks who is looking and only its button shows the screen; a key pressed briefly asks too', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await page.click(button('New game', { exact: true }));
    await page.check(role('radio', 'Bidding dial', { exact: true }));
    for (const [i, name] of ['Ana', 'Ben'].entries()) await page.fill(role('textbox', `Player ${i + 1} name`, { exact: true }), name);
    await page.click(button('Start game'));
    await page.waitFor(role('region', 'Game table'));
    await page.check(role('radio', /^Supply/));
    await page.check(role('radio', 'Food', { exact: true }));
    await page.click(button('Start the Supply round for Food'));
    await page.waitFor(role('list', 'Who has locked in'));
    const hold = button("Hold to show Ana's screen");
    if ((await page.count(hold)) === 0) await page.click(button(/^Enter Ana's (price|offer)$/));
    await page.waitFor(hold);

    // A screen reader's activation: the question, focused, and nothing of Ana's.
    const ask = heading('Only Ana should look');
    await activate(page, "Hold to show Ana's screen");
    await page.waitFor(ask);
    await page.waitUntil(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() === 'Only Ana should look', undefined, { what: 'the focus on the question' });
    assert.equal(await page.count(button('Lock in')), 0);
    assert.equal(await page.count(role('slider', 'Price per crate')), 0);
    await activate(page, 'I am Ana: show my screen');
    await page.waitFor(button('Lock in'));
    await page.waitFor(role('slider', 'Price per crate'));

    // Covered again, the focus is on the cover's button: a brief Enter asks the same question.
    await page.click(button('Cover the screen'));
    await page.waitFor(hold);
    await page.waitUntil(() => /^Hold to show Ana's screen/.test((document.activeElement?.textContent ?? '').trim()), undefined, { what: 'the focus on the cover' });
    await page.press('Enter');
    await page.waitFor(ask);
    assert.equal(await page.count(button('Lock in')), 0);
    await activate(page, 'I am Ana: show my screen');
    await page.waitFor(button('Lock in'));
    // The dial is one Tab stop moved by arrows: its value is said in words.
    const said = () => page.evaluate(() => document.querySelector('dialog[open] [role="slider"]')?.getAttribute('aria-valuetext') ?? '');
    assert.equal(await said(), '$1 a crate');
    await page.focus(role('slider', 'Price per crate'));
    await page.press('ArrowRight');
    await page.waitUntil(() => document.querySelector('dialog[open] [role="slider"]')?.getAttribute('aria-valuetext') === '$2 a crate', undefined, { what: 'the dial to say $2 a crate' });
  });
});
