// WebKitGTK as a person's browser, for what WebDriver cannot show: MiniBrowser started without
// --automation, so its storage is a real profile on disk (an automation session's is ephemeral:
// gone with the session), driven through WebKit's remote Web Inspector
// (WEBKIT_INSPECTOR_HTTP_SERVER) and read from its console output (every console message, those
// logged while the page loads included, e.g. a Content-Security-Policy the engine rejects).
// WebKitWebDriver also ends its session when a page's web process dies, so a crash test needs
// this: the whole MiniBrowser is killed and started again on the same profile.
// Input here is synthetic (pointer and keyboard events dispatched in the page at the element under
// the point): the WebDriver adapter (webkit.mjs) presses with the engine's real pointer.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort, killGroup } from './processes.mjs';
import { MINIBROWSER, reduceGtkMotion, startXvfb, WEBKIT_ENV } from './webkit.mjs';

/** Console lines MiniBrowser prints (enable-write-console-messages-to-stdout) that are errors. */
const CONSOLE_ERROR = /CONSOLE (\w+ )?ERROR/;

async function inspectorSocket(port, deadline) {
  for (;;) {
    try {
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      const m = /ws=' \+ window\.location\.host \+ '([^']+)'/.exec(html);
      if (m) return `ws://127.0.0.1:${port}${m[1]}`;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('WebKit: the remote inspector did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * @param {{ profile: string, viewport: { width: number, height: number }, url: string }} options
 *   url: where the browser opens (it cannot be given later without a page to navigate)
 */
export async function startWebkitInspected({ profile, viewport, url, reducedMotion = false }) {
  const xvfb = await startXvfb(viewport.width, viewport.height);
  const port = await freePort();
  const env = {
    ...WEBKIT_ENV,
    DISPLAY: xvfb.display,
    XDG_DATA_HOME: join(profile, 'data'),
    XDG_CACHE_HOME: join(profile, 'cache'),
    XDG_CONFIG_HOME: join(profile, 'config'),
    WEBKIT_INSPECTOR_HTTP_SERVER: `127.0.0.1:${port}`,
  };
  for (const d of ['data', 'cache', 'config']) mkdirSync(join(profile, d), { recursive: true });
  if (reducedMotion) reduceGtkMotion(join(profile, 'config'));
  const browser = spawn(MINIBROWSER, ['--full-screen', '--enable-developer-extras=true', '--enable-write-console-messages-to-stdout=true', url], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  const problems = [];
  let out = '';
  const read = (d) => {
    out += d;
    let nl;
    while ((nl = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, nl);
      out = out.slice(nl + 1);
      if (CONSOLE_ERROR.test(line)) problems.push(`console: ${line.trim()}`);
    }
  };
  browser.stdout.on('data', read);
  browser.stderr.on('data', read);
  const stopAll = () => {
    killGroup(browser.pid);
    killGroup(xvfb.child.pid);
  };

  let ws;
  let target = null;
  let nextId = 1;
  const pending = new Map();
  const targetWaiters = [];
  try {
    ws = new WebSocket(await inspectorSocket(port, Date.now() + 30_000));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
  } catch (error) {
    stopAll();
    throw error;
  }
  ws.on('message', (raw) => {
    const msg = JSON.parse(String(raw));
    if (msg.method === 'Target.targetCreated' && msg.params.targetInfo.type === 'page') {
      target = msg.params.targetInfo.targetId;
      for (const w of targetWaiters.splice(0)) w();
    } else if (msg.method === 'Target.didCommitProvisionalTarget') {
      target = msg.params.newTargetId;
    } else if (msg.method === 'Target.dispatchMessageFromTarget') {
      const inner = JSON.parse(msg.params.message);
      const waiting = pending.get(inner.id);
      if (waiting) {
        pending.delete(inner.id);
        waiting(inner);
      }
    }
  });
  ws.on('close', () => {
    for (const [, w] of pending) w({ error: { message: 'the inspector connection closed (page gone)' } });
    pending.clear();
  });
  if (!target) await new Promise((resolve) => targetWaiters.push(resolve));

  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (inner) => (inner.error ? reject(new Error(`${method}: ${inner.error.message}`)) : resolve(inner.result)));
      ws.send(JSON.stringify({ id: nextId++, method: 'Target.sendMessageToTarget', params: { targetId: target, message: JSON.stringify({ id, method, params }) } }));
    });

  // WebKit's Runtime.evaluate has no awaitPromise: the promise is evaluated, then awaited.
  const run = async (src) => {
    const res = await send('Runtime.evaluate', { expression: `Promise.resolve(${src})`, returnByValue: false });
    if (res.wasThrown) throw new Error(`in the page: ${res.result?.description ?? 'an error'}`);
    const done = await send('Runtime.awaitPromise', { promiseObjectId: res.result.objectId, returnByValue: true });
    if (done.wasThrown) throw new Error(`in the page: ${done.result?.description ?? done.result?.value ?? 'an error'}`);
    return done.result?.value ?? null;
  };

  /** Synthetic input at a point: pointer and mouse events on the element there, as a tap makes. */
  let pressed = null;
  const pointer = async (kind, x, y) => {
    if (kind === 'move') return;
    pressed = await run(`(() => {
      const el = document.elementFromPoint(${x}, ${y});
      if (!el) return null;
      const init = { bubbles: true, cancelable: true, composed: true, clientX: ${x}, clientY: ${y}, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true };
      if (${JSON.stringify(kind)} === 'down') {
        window.__e2ePressed = el;
        el.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
        el.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
        if (el.focus) el.focus();
      } else {
        el.dispatchEvent(new PointerEvent('pointerup', init));
        el.dispatchEvent(new MouseEvent('mouseup', init));
        // A click only where the press began (a hold that opened another screen clicks nothing).
        const down = window.__e2ePressed;
        window.__e2ePressed = null;
        if (down && down.isConnected && (down === el || down.contains(el))) down.dispatchEvent(new MouseEvent('click', init));
      }
      return true;
    })()`);
    return pressed;
  };

  const type = (text) =>
    run(`(() => {
      const el = document.activeElement;
      const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, el.value.slice(0, el.selectionStart ?? el.value.length) + ${JSON.stringify(text)});
      el.dispatchEvent(new InputEvent('input', { bubbles: true, data: ${JSON.stringify(text)}, inputType: 'insertText' }));
    })()`);

  const key = (name) =>
    run(`(() => {
      const el = document.activeElement ?? document.body;
      if (${JSON.stringify(name)} === 'Backspace' && 'value' in el) {
        const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, '');
        el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
        return;
      }
      for (const type of ['keydown', 'keyup']) el.dispatchEvent(new KeyboardEvent(type, { key: ${JSON.stringify(name)}, bubbles: true, cancelable: true }));
    })()`);

  /** Navigates the page and resolves once the new document has loaded (the old one is marked
   * first, so its own "complete" is never taken for the new one's). */
  const navigate = async (how) => {
    const marker = `e2e-${Date.now()}-${Math.random()}`;
    await run(`(window.__e2eLeaving = ${JSON.stringify(marker)}, (${how})(), 0)`).catch(() => undefined);
    const deadline = Date.now() + 60_000;
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      try {
        const [state, leaving] = await run(`[document.readyState, window.__e2eLeaving ?? '']`);
        if (state === 'complete' && leaving !== marker) return;
      } catch {
        /* the page is being replaced */
      }
      if (Date.now() > deadline) throw new Error('WebKit: the navigation did not finish');
    }
  };

  /** @type {import('./adapter.mjs').Adapter} */
  const adapter = {
    engine: 'webkit',
    version: 'WebKitGTK (MiniBrowser, no automation)',
    problems,
    raw: { browser },
    url: () => run('location.href'),
    goto: (to) => navigate(`() => { location.href = ${JSON.stringify(to)}; }`),
    reload: () => navigate('() => location.reload()'),
    run,
    pointer,
    key,
    type,
    async setViewport(width, height) {
      if (width !== viewport.width || height !== viewport.height) throw new Error('WebKit (inspected): the window keeps its size');
    },
    async screenshot() {
      throw new Error('WebKit (inspected): no screenshots');
    },
    async close() {
      ws.terminate();
      stopAll();
      await exited;
    },
    async kill() {
      ws.terminate();
      stopAll();
      await exited;
    },
  };
  // The first document: wait for it to load, and mark it, as navigate() does.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await run('document.readyState')) === 'complete') break;
    } catch {
      /* loading */
    }
    if (Date.now() > deadline) throw new Error('WebKit: the first page did not load');
    await new Promise((r) => setTimeout(r, 100));
  }
  return adapter;
}
