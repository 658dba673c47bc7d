// "Fits at a glance" (UX.md), measured in the page: what a person sees drawn over something else,
// cut off, too small to read or out of reach. The old checks (bm-driver.mjs, layoutProblems) look
// for controls cut off by their column and overflow; they passed Brick & Mortar's sealed sale offer
// with its two dials drawn one over the other. This one compares the boxes of what is drawn.
//
// `layoutCheckInPage` is sent to the page as source text (driver/page.mjs, evaluate), the same in
// every engine, so it refers to nothing outside itself. Rules:
// - The screen is the top of what is shown: the last shaded dialog, else the gate or another open
//   <dialog>, else the page. What lies under a shade is not looked at.
// - Leaves: every visible control (button, link, field, slider...: one box, its own text
//   inside it) and every visible run of text outside a control (each line's box, from a Range, so
//   a short word in a wide block is its word's width). Hidden, transparent, aria-hidden, clipped
//   away (visually hidden, scrolled out of a box) and 1-px boxes are not drawn, so not leaves.
// - Two leaves overlap when their boxes share more than `touch` px both ways (for two lines of
//   text, more than a quarter of the smaller line's height as well: a tight line-height makes
//   lines' boxes touch). A control that paints nothing (no background, no border: a card's
//   whole-card button, a board header's Details) lying over the card or header it opens covers
//   that one's texts by design; its own words count as texts.
// - Sticky and fixed things: content slides under a sticky bar while scrolling, so an overlap
//   with something sticky counts only when it shows both with every box scrolled to its top and
//   to its bottom (nothing can move it out from under).
// - A control's words outside its own box (spilling over its border).
// - Text under `minFont` px (SVG text: its size as drawn, the scale included), shown.
// - A word broken over two lines (between its letters, not at a space, hyphen or slash).
// - Cut off: a text its own box or a box around it clips (overflow hidden, an ellipsis; a box that
//   scrolls does not cut, it scrolls), unless its whole text is a tap away: a title, or a control
//   over it or around it whose name has the whole text; inside `whole` (a selector), never.
// - A confirming control (its name matching `confirm`) out of the first view: not wholly inside
//   the window and inside every box that scrolls it, before anything is scrolled.
// Returns a list of problems, each a sentence naming what and where.
export function layoutCheckInPage(options) {
  const opts = { touch: 2, minFont: 14, confirm: null, whole: null, limit: 40, ...(options ?? {}) };
  const CONTROL = 'button, a[href], select, textarea, input:not([type="hidden"]), [role="button"], [role="slider"], [role="spinbutton"], [role="radio"], [role="checkbox"], [role="tab"], [role="link"], summary';
  const out = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const overlays = [...document.querySelectorAll('.dialog-overlay')];
  const dialogs = [...document.querySelectorAll('dialog[open]')];
  const scope = overlays[overlays.length - 1] ?? dialogs[dialogs.length - 1] ?? document.body;

  const short = (s) => String(s ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  /** What a leaf is, with the class of the box it sits in, so a sentence says where to look. */
  const describe = (leaf) => {
    const host = leaf.kind === 'text' ? leaf.el : leaf.el.parentElement;
    const cls = host && typeof host.className === 'string' && host.className.trim() ? ` in .${host.className.trim().split(/\s+/)[0]}` : '';
    return `${leaf.kind} "${leaf.name}"${cls}`;
  };
  const transparent = (color) => /^(transparent|rgba\(.*,\s*0\)|rgb\(.*\/\s*0%?\))$/.test(color.replace(/\s+/g, ' '));

  /** Not drawn at all, or drawn invisibly, or hidden from everyone as decoration. */
  const unseen = (el) => {
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      if (e.getAttribute('aria-hidden') === 'true' || e.hidden) return true;
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || Number(cs.opacity) === 0) return true;
      if (e === el && cs.visibility !== 'visible') return true;
    }
    return false;
  };

  /** The part of `r` left by every box from `from` up that clips (overflow other than visible):
   * a text's own element clips it (a visually hidden label, an ellipsis), a control's parent clips
   * the control. */
  const clipRect = (from, r) => {
    let { left, top, right, bottom } = r;
    // Cut: a box that does not scroll (overflow hidden or clip) took more than a pixel off.
    let cut = false;
    for (let e = from; e && e !== document.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const clipX = cs.overflowX !== 'visible';
      const clipY = cs.overflowY !== 'visible';
      if (!clipX && !clipY) continue;
      const b = e.getBoundingClientRect();
      const inner = { left: b.left + e.clientLeft, top: b.top + e.clientTop };
      const was = (right - left) * (bottom - top);
      if (clipX) {
        left = Math.max(left, inner.left);
        right = Math.min(right, inner.left + e.clientWidth);
      }
      if (clipY) {
        top = Math.max(top, inner.top);
        bottom = Math.min(bottom, inner.top + e.clientHeight);
      }
      const scrolls = /auto|scroll/.test(cs.overflowX + cs.overflowY);
      if (!scrolls && right - left > 1 && bottom - top > 1 && (right - left) * (bottom - top) < was - Math.max(2, 0.02 * was)) cut = true;
    }
    return { left, top, right, bottom, width: right - left, height: bottom - top, cut };
  };

  /** The sticky or fixed box `el` moves with, and the edge it sticks to. */
  const stuck = (el) => {
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.position === 'sticky' || cs.position === 'fixed') return e;
    }
    return null;
  };

  const fontPx = (el) => {
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement && typeof el.getScreenCTM === 'function') {
      const m = el.getScreenCTM();
      if (m) return size * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    return size;
  };

  /** Every leaf as it is drawn now: { kind, name, el, rects, stuck, hitArea }. */
  const leaves = () => {
    const found = [];
    const controls = [...scope.querySelectorAll(CONTROL)].filter((el) => !el.parentElement?.closest(CONTROL));
    for (const el of controls) {
      if (unseen(el)) continue;
      const r = clipRect(el.parentElement, el.getBoundingClientRect());
      if (r.width <= 1 || r.height <= 1) continue;
      const cs = getComputedStyle(el);
      // A control that paints nothing of its own (no background, no border) lying over what it
      // opens: its words, if any, are texts like any other.
      // (Absolutely placed and borderless counts too: a hovered one may have a background.)
      const bare = parseFloat(cs.borderTopWidth) === 0 && el.querySelector('svg, img') === null;
      const hitArea = bare && (transparent(cs.backgroundColor) || cs.position === 'absolute');
      const name = short(el.getAttribute('aria-label') || el.textContent || el.getAttribute('value') || el.tagName);
      // A round control (a dial's price, its middle) is its circle, not its square: two round
      // buttons side by side on a ring share corners of their boxes but nothing drawn.
      const full = el.getBoundingClientRect();
      const radius = cs.borderTopLeftRadius.endsWith('%') ? (parseFloat(cs.borderTopLeftRadius) / 100) * full.width : parseFloat(cs.borderTopLeftRadius);
      const round = Math.abs(full.width - full.height) < 1 && radius >= full.width / 2 - 1;
      if (round) r.circle = { x: full.left + full.width / 2, y: full.top + full.height / 2, r: full.width / 2 };
      found.push({ kind: el.tagName.toLowerCase(), name, el, rects: [r], stuck: stuck(el), hitArea });
    }
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const el = node.parentElement;
      if (!el || el.closest('style, script, title')) continue;
      const inside = el.closest(CONTROL);
      if (inside && !found.some((c) => c.hitArea && c.el === inside)) continue;
      const tcs = getComputedStyle(el);
      if (unseen(el) || tcs.visibility !== 'visible' || transparent(tcs.color) || parseFloat(tcs.fontSize) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].map((r) => clipRect(el, r)).filter((r) => r.width > 1 && r.height > 1);
      if (rects.length === 0) continue;
      found.push({ kind: 'text', name: short(node.textContent), el, rects, stuck: stuck(el), hitArea: false, cut: rects.some((r) => r.cut) });
    }
    return found;
  };

  /** Whether a hit area lies over `text` by design: the text is in the box it is placed in (its
   * parent, or for an absolutely placed one the box it is placed against). */
  const covers = (hit, text) => Boolean(hit.parentElement?.contains(text) || (hit.offsetParent && hit.offsetParent.contains(text)));

  /** How far apart two boxes are drawn when one or both is a circle (negative: overlapping by). */
  const apart = (a, b) => {
    if (a.circle && b.circle) return Math.hypot(a.circle.x - b.circle.x, a.circle.y - b.circle.y) - a.circle.r - b.circle.r;
    const [c, box] = a.circle ? [a.circle, b] : [b.circle, a];
    const dx = Math.max(box.left - c.x, 0, c.x - box.right);
    const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
    return Math.hypot(dx, dy) - c.r;
  };

  const contains = (a, b) => a.left <= b.left + 1 && a.top <= b.top + 1 && a.right >= b.right - 1 && a.bottom >= b.bottom - 1;

  /** Overlapping pairs, keyed by the two leaves' elements and names. */
  const overlaps = (list) => {
    const pairs = new Map();
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i];
        const b = list[j];
        if (a.el === b.el && a.kind === 'text' && b.kind === 'text') continue;
        if (a.el.contains(b.el) && a.kind !== 'text') continue;
        if (b.el.contains(a.el) && b.kind !== 'text') continue;
        // A hit area over the card or header it opens covers that one's texts by design.
        if (a.hitArea && b.kind === 'text' && covers(a.el, b.el)) continue;
        if (b.hitArea && a.kind === 'text' && covers(b.el, a.el)) continue;
        for (const ra of a.rects) {
          const hit = b.rects.find((rb) => {
            const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (w <= opts.touch || h <= opts.touch) return false;
            if (ra.circle || rb.circle) return apart(ra, rb) < -opts.touch;
            if (a.kind === 'text' && b.kind === 'text' && h <= Math.min(ra.height, rb.height) / 4) return false;
            return true;
          });
          if (hit) {
            const sticky = a.stuck !== b.stuck;
            pairs.set(`${describe(a)} / ${describe(b)}`, {
              sticky,
              text: `${describe(a)} and ${describe(b)} overlap at ${Math.round(Math.max(ra.left, hit.left))},${Math.round(Math.max(ra.top, hit.top))}`,
            });
            break;
          }
        }
      }
    }
    return pairs;
  };

  /** Every box in the screen that scrolls, the page included. */
  const scrollers = [document.scrollingElement ?? document.documentElement, ...[...scope.querySelectorAll('*')].filter((el) => {
    if (el.scrollHeight <= el.clientHeight + 1) return false;
    const y = getComputedStyle(el).overflowY;
    return y === 'auto' || y === 'scroll';
  })];
  if (scope !== document.body && scope.scrollHeight > scope.clientHeight + 1) scrollers.push(scope);
  const saved = scrollers.map((el) => el.scrollTop);

  // First view: everything scrolled to its top.
  for (const el of scrollers) el.scrollTop = 0;
  const first = leaves();

  // Confirming controls in reach: wholly in the window and in every box that scrolls them.
  if (opts.confirm) {
    const want = new RegExp(opts.confirm);
    for (const leaf of first) {
      if (leaf.kind === 'text' || !want.test(leaf.name)) continue;
      const full = leaf.el.getBoundingClientRect();
      const seen = leaf.rects[0];
      const whole = seen.width >= full.width - 1 && seen.height >= full.height - 1;
      if (!whole || full.top < -1 || full.bottom > vh + 1 || full.left < -1 || full.right > vw + 1) {
        out.push(`${describe(leaf)} is out of reach without scrolling (${Math.round(full.top)}..${Math.round(full.bottom)} of ${vh} px)`);
      }
    }
  }

  // Small text, and text cut off by its box.
  const seenEls = new Set();
  let small = 0;
  for (const leaf of first) {
    // A control's words stay inside it ("Buy Greengrocer for $4" spilled out of its button).
    if (leaf.kind !== 'text' && !leaf.hitArea && !/^(input|select|textarea)$/.test(leaf.kind)) {
      const box = leaf.el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(leaf.el);
      const words = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (words.some((r) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)) {
        out.push(`${describe(leaf)}: its words spill out of its box`);
      }
    }
    const textEls = leaf.kind === 'text' ? [leaf.el] : [...leaf.el.querySelectorAll('*'), leaf.el].filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
    for (const el of textEls) {
      if (seenEls.has(el)) continue;
      seenEls.add(el);
      if (unseen(el) || transparent(getComputedStyle(el).color)) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const px = fontPx(el);
      if (px === 0) continue;
      if (px < opts.minFont - 0.05 && small++ < 10) out.push(`text under ${opts.minFont} px (${px.toFixed(1)}): "${short(el.textContent)}"`);
      // A word split over two lines ("Departme/nt", "Bac/k to/ho/me", issue 30): each part of a
      // word between spaces, hyphens and slashes must keep its letters on one line.
      for (const n of el.childNodes) {
        if (n.nodeType !== 3) continue;
        for (const m of n.textContent.matchAll(/[^\s\-\u2010-\u2014/]{2,}/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const lines = [...range.getClientRects()].filter((b) => b.width > 1 && b.height > 1);
          if (lines.some((b) => Math.abs(b.top - lines[0].top) > lines[0].height / 2)) out.push(`word broken over two lines: "${m[0]}" in ${describe({ kind: 'text', name: short(el.textContent), el })}`);
        }
      }
      const cs = getComputedStyle(el);
      const clipsX = cs.overflowX !== 'visible' && cs.overflowX !== 'auto' && cs.overflowX !== 'scroll' && el.scrollWidth > el.clientWidth + 1;
      const clipsY = cs.overflowY !== 'visible' && cs.overflowY !== 'auto' && cs.overflowY !== 'scroll' && el.scrollHeight > el.clientHeight + 1;
      if (!clipsX && !clipsY && !(leaf.kind === 'text' && leaf.cut)) continue;
      const whole = short(el.textContent).toLowerCase();
      const titled = el.closest('[title]')?.getAttribute('title')?.toLowerCase().includes(whole);
      const named = (c) => (c.getAttribute('aria-label') || c.textContent || '').replace(/\s+/g, ' ').toLowerCase().includes(whole);
      const around = el.closest(CONTROL);
      const over = first.some((o) => o.kind !== 'text' && o.hitArea && contains(o.rects[0], r) && named(o.el));
      // Some texts show whole even where a tap would give them (opts.whole, a selector: a
      // person's own Store names, issue 30).
      if (opts.whole && el.closest(opts.whole)) out.push(`text cut off, which must show whole: "${short(el.textContent)}"`);
      else if (!titled && !(around && named(around)) && !over) out.push(`text cut off: "${short(el.textContent)}"${clipsX ? ` shows ${Math.round(el.clientWidth)} of ${Math.round(el.scrollWidth)} px` : ' by the box around it'}`);
    }
  }

  // Overlaps, with everything at its top and then at its bottom.
  const atTop = overlaps(first);
  const scrolled = scrollers.some((el) => el.scrollHeight > el.clientHeight + 1);
  for (const el of scrollers) el.scrollTop = el.scrollHeight;
  const atBottom = scrolled ? overlaps(leaves()) : atTop;
  scrollers.forEach((el, i) => {
    el.scrollTop = saved[i];
  });
  for (const [key, o] of atTop) if (!o.sticky || atBottom.has(key)) out.push(o.text);
  for (const [key, o] of atBottom) if (!o.sticky && !atTop.has(key)) out.push(`${o.text} (scrolled to the bottom)`);

  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
    // Name what sticks out: the outermost boxes past the right edge (not inside a box that scrolls).
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 1 || r.width === 0) return false;
      const up = el.parentElement;
      return !up || up === document.body || up.getBoundingClientRect().right <= vw + 1;
    });
    const what = wide.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (${Math.round(el.getBoundingClientRect().width)} px)`);
    out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth} px${what.length ? `: ${what.join(', ')}` : ''}`);
  }
  return out.length > opts.limit ? [...out.slice(0, opts.limit), `... and ${out.length - opts.limit} more`] : out;
}
