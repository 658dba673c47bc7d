// The devices of the phones' browser tests (phones*.e2e.mjs, issue 32): each a Chromium process of
// its own whose fake camera plays a Y4M file, and the QR code a page drew, rasterised from its SVG
// into such a file, so a pairing reads the real code through the app's own reader.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { baseUrl, CHROMIUM_ARGS, CHROMIUM_PATH, seedNextGame } from './browser.mjs';
import { freePort, killGroup } from './driver/processes.mjs';

const W = 640;
const H = 480;

/** One frame of `pixels` (grey levels, side x side) centred on white, as a Y4M video. */
export function y4m(pixels, side) {
  const y = Buffer.alloc(W * H, 255);
  const top = Math.floor((H - side) / 2);
  const left = Math.floor((W - side) / 2);
  for (let r = 0; r < side; r++) for (let c = 0; c < side; c++) y[(top + r) * W + left + c] = pixels[r * side + c];
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]);
}

/** The page's QR code named `label`, drawn as the page draws it, in grey levels. */
export async function codeImage(page, label, side = 400) {
  const svg = page.getByRole('img', { name: label });
  await svg.waitFor();
  const grey = await svg.evaluate(async (el, size) => {
    const xml = new XMLSerializer().serializeToString(el);
    const img = new Image(size, size);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, size, size);
    g.drawImage(img, 0, 0, size, size);
    const rgba = g.getImageData(0, 0, size, size).data;
    const out = [];
    for (let i = 0; i < rgba.length; i += 4) out.push(rgba[i]);
    return out;
  }, side);
  return y4m(grey, side);
}

/** A Chromium process of its own whose camera plays `video`, granted without asking. */
export async function startDevice(dir, name, video, viewport) {
  writeFileSync(video, y4m(new Array(100 * 100).fill(255), 100));
  const port = await freePort();
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--user-data-dir=${join(dir, name)}`,
      `--remote-debugging-port=${port}`,
      `--window-size=${viewport.width},${viewport.height}`,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      // Host addresses as they are (not mDNS names, which need multicast), loopback included.
      '--disable-features=WebRtcHideLocalIpsWithMdns',
      '--allow-loopback-in-peer-connection',
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  );
  let browser = null;
  for (let i = 0; i < 300 && !browser; i++) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch {
      if (child.exitCode !== null) throw new Error(`Chromium (${name}) exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!browser) throw new Error(`Chromium (${name}) did not start`);
  const context = browser.contexts()[0];
  context.setDefaultTimeout(60_000);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`${name}: ${err.message}`));
  return { page, problems, close: async () => (await browser.close().catch(() => undefined), killGroup(child.pid)) };
}

/**
 * Pairs `name`'s phone from the tablet's open Phones dialog: the phone's camera (`phoneCamera`, its
 * video file) reads the tablet's code, the tablet's (`tabletCamera`) reads the phone's.
 */
export async function pairPhone(t, p, name, { phoneCamera, tabletCamera }) {
  await t.getByRole('button', { name: `Add a phone for ${name}` }).click();
  writeFileSync(phoneCamera, await codeImage(t, `Pairing code for ${name}’s phone`));
  await p.goto(`${baseUrl()}/`);
  await p.getByRole('button', { name: 'Join a table' }).click();
  writeFileSync(tabletCamera, await codeImage(p, 'This phone’s pairing code'));
  await t.getByRole('button', { name: 'Next: read the phone’s code' }).click();
  await p.getByRole('heading', { name: `${name}, at the table` }).waitFor();
  await t.getByText(`${name}: enters on the phone`).waitFor();
}

/**
 * A tablet (1024x768) and one phone (390x844) for each of `names`, started before the suite's tests
 * and closed after them, each camera a video file of its own. `pair(name)` pairs that phone from
 * the tablet's open Phones dialog; `shows()` is what every device shows (for a failure's message);
 * `problems()` every device's page errors. Call it inside `describe`.
 * @param {string} label the temporary directory's name
 * @param {string[]} names the seats that get a phone
 */
export function phoneTable(label, names) {
  let dir;
  const video = (name) => join(dir, `${name.toLowerCase()}-camera.y4m`);
  const table = { tablet: null, phones: /** @type {Record<string, any>} */ ({}) };
  const devices = () => [['tablet', table.tablet], ...Object.entries(table.phones)].filter(([, d]) => d);
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), `shopfloor-${label}-`));
    table.tablet = await startDevice(dir, 'tablet', video('tablet'), { width: 1024, height: 768 });
    for (const name of names) table.phones[name] = await startDevice(dir, name.toLowerCase(), video(name), { width: 390, height: 844 });
  });
  after(async () => {
    for (const [, device] of devices()) await device.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return Object.assign(table, {
    pair: (name) => pairPhone(table.tablet.page, table.phones[name].page, name, { phoneCamera: video(name), tabletCamera: video('tablet') }),
    async shows() {
      let text = '';
      for (const [name, device] of devices()) text += `\n${name} shows:\n${await device.page.locator('body').innerText().catch(() => '(nothing)')}`;
      return text;
    },
    problems: () => devices().flatMap(([, d]) => d.problems),
  });
}

/**
 * New game on the tablet `t`: `game` on a fixed deal, Ana and Ben (Ben a bot when asked), phones
 * asked for as the game opens; resolves once the table (and its Phones dialog) shows.
 * @param {{ game: string, benBot?: boolean, firstGame?: boolean }} options
 */
export async function newGameWithPhones(t, { game, benBot = false, firstGame = false }) {
  await t.goto(`${baseUrl()}/`);
  await t.getByRole('button', { name: 'New game', exact: true }).click();
  // A deal whose January Supply has a sealed bid for two seats (after Market cards played as Supply).
  await seedNextGame(t, '1715609f7c746c69');
  await t.getByRole('radio', { name: game, exact: true }).check();
  await t.getByRole('textbox', { name: 'Player 1 name', exact: true }).fill('Ana');
  await t.getByRole('textbox', { name: 'Player 2 name', exact: true }).fill('Ben');
  if (benBot) await t.getByRole('group', { name: 'Player 2 plays as' }).getByRole('radio', { name: 'Bot' }).check();
  if (firstGame) await t.getByRole('checkbox', { name: 'First game (preset hands)' }).check();
  // Phones are asked for in New game: the match opens with its Phones dialog.
  await t.getByRole('checkbox', { name: /^Add phones as the game opens/ }).check();
  await t.getByRole('button', { name: 'Start game' }).click();
  await t.getByRole('region', { name: 'Where the game is' }).waitFor();
}
