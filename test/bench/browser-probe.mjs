// The in-page half of `npm run bench:browser` (browser.mjs), added to every document before the
// app's own scripts. It times what a person sees, from the page's own clock (performance.now(),
// the same timebase as an event's timeStamp):
//   "painted" = a requestAnimationFrame callback, then a message posted from it: the message is
//   handled after that frame has been drawn, so the time taken then is the paint of the change.
// Nothing here changes the app: it reads the DOM (MutationObserver), listens in the capture phase
// and wraps IDBDatabase.prototype.transaction to time read-write transactions.
export function probe() {
  const HOLD_MS = 500; // the gate's hold (src/ui/gate/HiddenEntryGate.tsx)
  const B = {
    /** Tap on a control that makes a move -> the move saved and its result painted. */
    taps: [],
    /** The same tap -> its move's transaction complete: the part of `taps` before the page draws
     * the result (the rest is the result's render, style, layout and paint, then a frame). */
    tapSaves: [],
    /** A read-write transaction: created -> 'complete' (a move's save during play). */
    txs: [],
    /** The hold's 500 ms end -> the private screen painted. */
    gates: [],
    /** The move that brings a reveal saved (or the tap that shows it) -> the reveal painted. */
    reveals: [],
    /** A tap on a Store card on the table -> its details dialog painted. */
    details: [],
    /** A tap on that dialog's Close -> the table without it painted. */
    detailsClosed: [],
    /** A tap on "Open" -> the table with its public log painted. */
    opens: [],
    /** Navigation start -> the saved games' first screenful painted. */
    home: null,
    /** What each tap and gate was, in the order of `taps` and `gates` (browser.mjs `--by-kind`):
     * the button's name, the private screen's title, each with its numbers made N. */
    kinds: { taps: [], gates: [] },
  };
  window.__bench = B;

  /** Each figure is also a `performance.measure` named after its list, so a trace (browser.mjs
   * `--trace`) shows where the time of each went. */
  const record = (list, t0, t) => {
    B[list].push(t - t0);
    try {
      performance.measure(`bench:${list}`, { start: t0, end: t });
    } catch {
      // A start from another timebase (never expected): the figure is kept, the measure not.
    }
  };
  // The first task after the frame: a user-blocking task (Chromium's scheduler runs it before the
  // timers that fell due while the frame was drawn: a bot's next move, Preact's effects), else a
  // posted message.
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      if (globalThis.scheduler?.postTask) {
        globalThis.scheduler.postTask(() => done(performance.now()), { priority: 'user-blocking' });
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
  const kindOf = (text) => text.trim().replace(/\d+/g, 'N').slice(0, 48);
  const savedCount = () => {
    const text = document.querySelector('.moves-saved')?.textContent ?? '';
    const m = /^(\d+) moves saved/.exec(text);
    return m ? Number(m[1]) : null;
  };

  // A click is a move's tap when the app opens a read-write transaction before the click's task
  // ends (dispatch runs in the click's microtasks).
  let click = null;
  let tap = null; // { t, count }: waiting for the count to pass `count`
  let lastCause = 0;
  let gateAt = null;
  let open = null;
  let details = null; // { t, list: 'details' | 'detailsClosed' }
  document.addEventListener(
    'click',
    (e) => {
      lastCause = Math.max(lastCause, e.timeStamp);
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (!button) return;
      const name = (button.textContent ?? '').trim();
      if (name === 'Open') open = { t: e.timeStamp };
      if (button.classList.contains('card-details-button')) details = { t: e.timeStamp, list: 'details' };
      if (name === 'Close' && button.closest('dialog.details-dialog')) details = { t: e.timeStamp, list: 'detailsClosed' };
      click = { t: e.timeStamp, count: savedCount(), kind: kindOf(name) };
      setTimeout(() => {
        click = null;
      }, 0);
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (e.target instanceof Element && e.target.closest('.gate-hold')) gateAt = e.timeStamp + HOLD_MS;
    },
    true,
  );
  // A hold let go before the gate's timer ran (a busy page) opens nothing: that hold is not timed.
  document.addEventListener(
    'pointerup',
    () =>
      setTimeout(() => {
        if (gateAt !== null && !document.querySelector('dialog.gate .gate-private')) gateAt = null;
      }, 0),
    true,
  );

  /** Resolves once what was started (a tap's move, a hold, an Open) is painted, so the driver's
   * next look at the page (Playwright's queries run on the page's thread) does not slow it. */
  B.settled = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const poll = () => {
        if ((tap === null && gateAt === null && open === null && details === null) || performance.now() - t0 > 3000) afterPaint(() => resolve(true));
        else setTimeout(poll, 10);
      };
      poll();
    });

  const original = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const tx = original.apply(this, args);
    if (args[1] === 'readwrite') {
      const t0 = performance.now();
      const tapped = click && click.count !== null && tap === null;
      if (tapped) tap = { t: click.t, count: click.count, kind: click.kind };
      const clickAt = tapped ? click.t : null;
      tx.addEventListener('complete', () => {
        const t = performance.now();
        B.txs.push(t - t0);
        if (clickAt !== null) B.tapSaves.push(t - clickAt);
        lastCause = Math.max(lastCause, t);
      });
    }
    return tx;
  };

  const seenReveals = new WeakSet();
  const check = () => {
    if (tap) {
      const n = savedCount();
      if (n !== null && n > tap.count) {
        const { t: t0, kind } = tap;
        tap = null;
        afterPaint((t) => {
          record('taps', t0, t);
          B.kinds.taps.push(kind);
        });
      }
    }
    if (gateAt !== null && document.querySelector('dialog.gate .gate-private')) {
      const t0 = gateAt;
      gateAt = null;
      // "Ana's Market cards - January", "Ana's Offer to Warlord Krag": the screen, not its moment.
      const kind = kindOf((document.querySelector('dialog.gate .gate-title')?.textContent ?? '').replace(/ (-|to) .*$/, ''));
      afterPaint((t) => {
        record('gates', t0, t);
        B.kinds.gates.push(kind);
      });
    }
    const reveal = document.querySelector('dialog.reveal[open]');
    if (reveal && !seenReveals.has(reveal)) {
      seenReveals.add(reveal);
      const t0 = lastCause;
      afterPaint((t) => record('reveals', t0, t));
    }
    if (!reveal) {
      // A reveal's element may be kept for the next one: a fresh one counts once it has closed.
      for (const d of document.querySelectorAll('dialog.reveal')) seenReveals.delete(d);
    }
    // Shown once it is open: a dialog opened with showModal() is in the page, closed, a moment first.
    if (details && (details.list === 'details') === (document.querySelector('dialog.details-dialog[open]') !== null)) {
      const { t: t0, list } = details;
      details = null;
      afterPaint((t) => record(list, t0, t));
    }
    if (open && document.querySelector('.game-table .log-lines li')) {
      const t0 = open.t;
      open = null;
      afterPaint((t) => record('opens', t0, t));
    }
    if (B.home === null && document.querySelector('.match-list li')) {
      B.home = -1;
      afterPaint((t) => {
        B.home = t;
      });
    }
  };
  const start = () =>
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['open', 'class'],
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}
