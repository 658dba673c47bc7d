// What the layout walk (layout.e2e.mjs) measures on every state the table draws, not only on the
// states its looks catch: a look between two of the driver's steps catches whatever the bots have
// reached by then, so one CI run met an Adventure Mart Sale ending at 792 px where the others met
// 690 or 744. A MutationObserver reads the layout in its microtask after each change, at the size
// the watcher was started at (1024x768), whatever the walk is doing: every state of the game is
// measured, the same ones every run (the deal is fixed, and the walk's looks wait for a settled
// table: `settledInPage`). Sent to the page as source text: each function refers to nothing outside
// itself.

/**
 * Run in the page with the table open at the size to watch. Keeps, in `window.__watch`:
 * - `states`: distinct states drawn (by the watched part's text);
 * - `worst`: the state reaching lowest, with its problems, its parts' heights and (when `keep`,
 *   LAYOUT_SHOTS) the page's HTML, to look at again without playing the game to it;
 *   Adventure Mart: the Sale and every player's panel end on the first screen (issue 30);
 *   Brick & Mortar: the right-hand column (boards, market, public Store row) may scroll inside, but
 *   the public row stays in its first view (issue 30: a late month put it below the fold);
 * - `amounts`: a +/- amount (common/Amount.tsx) drawn over any other text of its board or panel.
 * @param {{ game: 'am' | 'bm', keep: boolean }} options
 */
export function watchInPage({ game, keep }) {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const w = { states: 0, lowest: 0, room: 0, problems: [], parts: '', text: '', amounts: [] };
  const seen = new Set();
  const amounts = new Set();
  window.__watch = w;
  const h = (el) => Math.round(el.getBoundingClientRect().height);
  /** A part's words, without the +/- amounts: they show for a moment, so which states catch one
   * is a matter of timing, not of the game. */
  const words = (el) => {
    const out = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('.amount-change')) out.push(n.textContent);
    return out.join(' ');
  };
  /** Where the watched part ends, and its problems there; null when it is not on the table. */
  const measure = {
    am() {
      const sale = document.querySelector('.am-sale');
      if (!sale) return null;
      const bottomOf = (el) => el.getBoundingClientRect().bottom + window.scrollY;
      const bottom = bottomOf(sale);
      const problems = [];
      if (bottom > height + 1) problems.push(`the Sale ends at ${Math.round(bottom)} px, below the first screen (${height} px)`);
      for (const panel of document.querySelectorAll('.am-player')) {
        const b = bottomOf(panel);
        if (b > height + 1) problems.push(`${panel.querySelector('section')?.getAttribute('aria-label')} ends at ${Math.round(b)} px, below the first screen`);
      }
      const parts = `top ${Math.round(sale.getBoundingClientRect().top + window.scrollY)}; ${[...sale.children].map((c) => `${c.className} ${h(c)}`).join(', ')}`;
      return { bottom, room: height, problems, parts, text: words(sale) };
    },
    bm() {
      const side = document.querySelector('.bm-side');
      const row = document.querySelector('.bm-row');
      if (!side || !row || document.querySelector('.end-screen')) return null;
      const bottom = row.getBoundingClientRect().bottom - (side.getBoundingClientRect().top - side.scrollTop);
      const room = side.clientHeight;
      const problems = bottom > room + 1 ? [`the public Store row ends ${Math.round(bottom)} px down the right-hand column, below its first view (${room} px)`] : [];
      const parts = [...side.children].map((c) => `${c.className} ${h(c)}`).join(', ');
      return { bottom, room, problems, parts, text: words(side) };
    },
  }[game];
  /** Each +/- amount showing, against every other text of its board or panel. */
  const overLabels = () => {
    for (const change of document.querySelectorAll('.amount-change')) {
      const r = change.getBoundingClientRect();
      if (r.width < 2) continue;
      const own = change.parentElement;
      const box = change.closest('.board, .am-player, section') ?? document.body;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const words = n.textContent;
        if (!words.trim() || own.contains(n)) continue;
        // A visually hidden text (a 1-px clipped box, for screen readers) is not drawn: its
        // range still has the boxes its letters would take.
        const host = n.parentElement.getBoundingClientRect();
        if (host.width < 2 || host.height < 2) continue;
        // The words only: " Gold" after a number starts with a space, which covers nothing.
        const range = document.createRange();
        range.setStart(n, words.length - words.trimStart().length);
        range.setEnd(n, words.trimEnd().length);
        for (const t of range.getClientRects()) {
          if (t.width < 2 || t.height < 2) continue;
          const x = Math.min(r.right, t.right) - Math.max(r.left, t.left);
          const y = Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top);
          if (x > 1 && y > 1) amounts.add(`"${change.textContent}" drawn over "${n.textContent.trim().slice(0, 30)}" (${Math.round(x)} px)`);
        }
      }
    }
    w.amounts = [...amounts];
  };
  let queued = false;
  const look = () => {
    queued = false;
    if (window.innerWidth !== width || window.innerHeight !== height) return;
    overLabels();
    const m = measure();
    if (m === null) return;
    const text = m.text.replace(/\s+/g, ' ').trim();
    seen.add(text);
    w.states = seen.size;
    if (m.bottom <= w.lowest) return;
    Object.assign(w, { lowest: m.bottom, room: m.room, problems: m.problems, parts: m.parts, text });
    if (keep) w.html = document.documentElement.outerHTML;
  };
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(look);
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  look();
}

/**
 * Run in the page: true when nothing at the table moves until the walk acts. Bots wait while any
 * dialog is open (the gate, a private screen, a reveal, a question: app/table-store.ts, paused);
 * otherwise the table waits for nobody but people when "Waiting for" names no bot. A look taken
 * then sees one state at every size, and the walk's looks are the same states every run.
 */
export function settledInPage() {
  if (document.querySelector('dialog[open]')) return true;
  const waiting = document.querySelector('.status-waiting')?.textContent ?? '';
  return !/\bbot\)/.test(waiting);
}
