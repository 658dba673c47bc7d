// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and MiniBrowser), the engine closest to
// Safari that runs here, through selenium-webdriver, in an Xvfb display of its own (started with
// -displayfd, so parallel browsers never race for a display number). MiniBrowser's toolbar kept
// the window at least about 447 px wide: a GTK style sheet in the browser's own config shrinks its
// buttons and address field (shrinkToolbar), and the window is sized so the page gets the asked
// viewport, a phone's 390 px included, any size after any other in one browser (a full-screen
// window, tried before for a phone, had no window manager to obey it under Xvfb: its page stayed
// 1024x768). A WebDriver session's storage is ephemeral and
// the session ends when its page's web process dies: the crash test uses webkit-inspector.mjs.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Builder, Capabilities, Key, Origin } from 'selenium-webdriver';
import { freePort, killGroup, waitForUrl } from './processes.mjs';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** Xvfb has no GPU: WebKit's accelerated compositing would run on Mesa's software renderer (slow,
 * and it crashed the web process once in several runs here); plain software painting is faster. */
export const WEBKIT_ENV = { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: process.env.WEBKIT_DISABLE_COMPOSITING_MODE ?? '1' };

/** MiniBrowser's toolbar, shrunk to nothing: its buttons' and address field's least sizes kept
 * the window 447 px wide or more, wider than a phone. Nothing of the page is GTK-styled. */
export function shrinkToolbar(configHome) {
  mkdirSync(`${configHome}/gtk-3.0`, { recursive: true });
  writeFileSync(`${configHome}/gtk-3.0/gtk.css`, 'button, button *, entry, entry * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n');
}

/** Starts Xvfb on a free display; resolves with the display name and the process. */
export async function startXvfb(width, height) {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const display = await new Promise((resolve, reject) => {
    let got = '';
    child.stdio[3].on('data', (d) => {
      got += d;
      if (got.includes('\n')) resolve(`:${got.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${err}`)));
  });
  return { child, display };
}

const KEYS = {
  Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB, Backspace: Key.BACK_SPACE, ' ': Key.SPACE,
  ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME, End: Key.END, PageUp: Key.PAGE_UP, PageDown: Key.PAGE_DOWN,
};

/** WebKitGTK answers `prefers-reduced-motion: reduce` when GTK's animations are off, which a
 * settings.ini in the browser's own XDG_CONFIG_HOME says. */
export function reduceGtkMotion(configHome) {
  mkdirSync(`${configHome}/gtk-3.0`, { recursive: true });
  writeFileSync(`${configHome}/gtk-3.0/settings.ini`, '[Settings]\ngtk-enable-animations=false\n');
}

/** @param {{ profile: string, viewport: { width: number, height: number }, reducedMotion?: boolean }} options */
export async function startWebkit({ profile, viewport, reducedMotion = false }) {
  const xvfb = await startXvfb(Math.max(1280, viewport.width + 64), Math.max(1100, viewport.height + 100));
  const port = await freePort();
  const env = { ...WEBKIT_ENV, DISPLAY: xvfb.display, XDG_DATA_HOME: profile, XDG_CACHE_HOME: `${profile}/cache`, XDG_CONFIG_HOME: `${profile}/config` };
  if (reducedMotion) reduceGtkMotion(`${profile}/config`);
  shrinkToolbar(`${profile}/config`);
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { detached: true, stdio: 'ignore', env });
  const stopAll = () => {
    killGroup(driverProcess.pid);
    killGroup(xvfb.child.pid);
  };
  let driver;
  try {
    await waitForUrl(`http://127.0.0.1:${port}/status`, driverProcess);
    const args = ['--automation'];
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities(new Capabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } }))
      .build();
    await driver.manage().setTimeouts({ script: 120_000, pageLoad: 120_000 });
  } catch (error) {
    stopAll();
    throw error;
  }

  const run = async (src) => {
    const out = await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => ${src}).then((v) => done({ v: v === undefined ? null : v }), (e) => done({ e: String(e && e.stack || e) }));`,
    );
    if (out && typeof out === 'object' && 'e' in out) throw new Error(out.e);
    return out?.v;
  };

  const setViewport = async (width, height) => {
    // The window's frame and toolbar are outer less inner size, read in one go: on a busy machine
    // a resize can still be under way when the page is asked, and a size measured against the
    // rectangle last set would then be wrong for every later resize. page.setViewport waits for
    // the page to report the size.
    for (let i = 0; i < 5; i++) {
      const [w, h, ow, oh] = await run('[innerWidth, innerHeight, outerWidth, outerHeight]');
      if (w === width && h === height) return;
      await driver.manage().window().setRect({ x: 0, y: 0, width: width + ow - w, height: height + oh - h });
    }
  };
  await setViewport(viewport.width, viewport.height);

  const pointer = async (kind, x, y) => {
    const actions = driver.actions({ async: true });
    if (kind === 'move') await actions.move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).perform();
    else if (kind === 'down') await actions.press().perform();
    else await actions.release().perform();
  };

  /** @type {import('./adapter.mjs').Adapter} */
  const adapter = {
    engine: 'webkit',
    version: (await driver.getCapabilities()).get('browserVersion'),
    // WebKitWebDriver reports no console: the in-page probe and the clean-load test cover it.
    problems: [],
    raw: { driver },
    url: () => driver.getCurrentUrl(),
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    run,
    pointer,
    tap: (x, y) => driver.actions({ async: true }).move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).press().release().perform(),
    key: (name) =>
      name === 'Shift+Tab'
        ? driver.actions({ async: true }).keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform()
        : driver.actions({ async: true }).sendKeys(KEYS[name] ?? name).perform(),
    type: (text) => driver.actions({ async: true }).sendKeys(text).perform(),
    setViewport,
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      await driver.quit().catch(() => {});
      stopAll();
    },
  };
  return adapter;
}
