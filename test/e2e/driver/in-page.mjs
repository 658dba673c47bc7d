// What the browser tests run inside the page, the same in every engine: finding elements by role
// and accessible name (the way a person, or a screen reader, finds them), reading them, and the
// probes that record problems, downloads and layout shifts. Each function here is sent to the page
// as source text by driver/page.mjs, so it must not refer to anything outside itself.

/**
 * The in-page toolkit. Queries are plain objects (see driver/query.mjs):
 *   { role, name, exact, level, css, text, within, has, hasText, nth, checked }
 * `name` and `text` are strings (exact or, like Playwright, a case-insensitive substring) or
 * { source, flags } regular expressions.
 */
export function pageLib() {
  const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();

  const matches = (want, got, exact) => {
    if (want === undefined || want === null) return true;
    const text = norm(got);
    if (typeof want === 'object') return new RegExp(want.source, want.flags).test(text);
    return exact ? text === norm(want) : text.toLowerCase().includes(norm(want).toLowerCase());
  };

  /** Hidden from everyone (and from the accessibility tree): display none, visibility hidden,
   * aria-hidden, a closed dialog. Visually hidden text (clipped) still counts, as for a screen
   * reader. */
  const hidden = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      if (e.getAttribute('aria-hidden') === 'true') return true;
      if (e.hidden) return true;
    }
    if (el.getClientRects().length === 0 && getComputedStyle(el).display !== 'contents') return true;
    return getComputedStyle(el).visibility === 'hidden';
  };

  const implicitRole = (el) => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') || 'text').toLowerCase();
    switch (tag) {
      case 'button':
        return 'button';
      case 'a':
        return el.hasAttribute('href') ? 'link' : null;
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6':
        return 'heading';
      case 'input':
        if (type === 'checkbox') return 'checkbox';
        if (type === 'radio') return 'radio';
        if (['button', 'submit', 'reset'].includes(type)) return 'button';
        if (type === 'range') return 'slider';
        if (['text', 'email', 'search', 'tel', 'url', 'password'].includes(type)) return 'textbox';
        return null;
      case 'textarea':
        return 'textbox';
      case 'select':
        return 'combobox';
      case 'ul': case 'ol':
        return 'list';
      case 'li':
        return 'listitem';
      case 'section':
        return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : null;
      case 'dialog':
        return 'dialog';
      case 'fieldset':
        return 'group';
      case 'img':
        return el.getAttribute('alt') === '' ? null : 'img';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'td':
        return 'cell';
      case 'th':
        return 'columnheader';
      case 'output':
        return 'status';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'progress':
        return 'progressbar';
      default:
        return null;
    }
  };

  const roleOf = (el) => (el.getAttribute('role') || '').split(/\s+/)[0] || implicitRole(el);

  const levelOf = (el) => {
    const aria = el.getAttribute('aria-level');
    if (aria) return Number(aria);
    const m = /^h([1-6])$/i.exec(el.tagName);
    return m ? Number(m[1]) : undefined;
  };

  /** Text as a screen reader reads it out of an element's content. */
  const contentText = (el) => {
    let out = '';
    for (const node of el.childNodes) {
      if (node.nodeType === 3) out += node.textContent;
      else if (node.nodeType === 1) {
        const child = /** @type {Element} */ (node);
        if (child.getAttribute('aria-hidden') === 'true' || child.hidden) continue;
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        if (child.hasAttribute('aria-label')) out += ` ${child.getAttribute('aria-label')} `;
        else if (child.tagName === 'IMG') out += ` ${child.getAttribute('alt') ?? ''} `;
        else if (/^(INPUT|SELECT|TEXTAREA)$/.test(child.tagName)) out += '';
        else {
          const block = !/^inline/.test(style.display);
          out += block ? ` ${contentText(child)} ` : contentText(child);
        }
      }
    }
    return out;
  };

  const byIds = (ids) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter(Boolean)
      .map((e) => (e.hasAttribute('aria-label') ? e.getAttribute('aria-label') : contentText(e)))
      .join(' ');

  const nameOf = (el) => {
    const labelledby = el.getAttribute('aria-labelledby');
    if (labelledby) return norm(byIds(labelledby));
    const label = el.getAttribute('aria-label');
    if (label && norm(label)) return norm(label);
    const tag = el.tagName;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(tag)) {
      const labels = el.labels ? [...el.labels] : [];
      if (labels.length) return norm(labels.map(contentText).join(' '));
      return norm(el.getAttribute('title') || el.getAttribute('placeholder') || '');
    }
    if (tag === 'FIELDSET') {
      const legend = el.querySelector(':scope > legend');
      return norm(legend ? contentText(legend) : '');
    }
    if (tag === 'IMG') return norm(el.getAttribute('alt') || '');
    if (tag === 'TABLE') {
      const caption = el.querySelector(':scope > caption');
      return norm(caption ? contentText(caption) : '');
    }
    const role = roleOf(el);
    const fromContent = ['button', 'link', 'heading', 'checkbox', 'radio', 'cell', 'columnheader', 'row', 'tab', 'option', 'menuitem', 'switch', 'tooltip', 'listitem'];
    if (fromContent.includes(role)) return norm(contentText(el));
    return norm(el.getAttribute('title') || '');
  };

  const ROLE_SELECTORS = {
    button: 'button, input[type=button], input[type=submit], input[type=reset], [role~=button]',
    heading: 'h1, h2, h3, h4, h5, h6, [role~=heading]',
    checkbox: 'input[type=checkbox], [role~=checkbox]',
    radio: 'input[type=radio], [role~=radio]',
    textbox: 'input, textarea, [role~=textbox]',
    list: 'ul, ol, [role~=list]',
    listitem: 'li, [role~=listitem]',
    region: 'section, [role~=region]',
    dialog: 'dialog, [role~=dialog], [role~=alertdialog]',
    group: 'fieldset, details, [role~=group]',
    img: 'img, svg, [role~=img]',
    table: 'table, [role~=table]',
    row: 'tr, [role~=row]',
    link: 'a[href], [role~=link]',
    status: 'output, [role~=status]',
  };

  /** Every element a query finds, in document order. */
  const all = (q) => {
    const roots = q.within ? all(q.within) : [document];
    const selector = q.css ?? (q.role ? ROLE_SELECTORS[q.role] ?? `[role~=${q.role}]` : '*');
    const seen = new Set();
    let found = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll(selector)) {
        if (seen.has(el)) continue;
        seen.add(el);
        found.push(el);
      }
    }
    if (q.role) found = found.filter((el) => roleOf(el) === q.role && !hidden(el));
    else if (!q.includeHidden && !q.css) found = found.filter((el) => !hidden(el));
    if (q.level !== undefined) found = found.filter((el) => levelOf(el) === q.level);
    if (q.name !== undefined) found = found.filter((el) => matches(q.name, nameOf(el), q.exact));
    if (q.text !== undefined) {
      // The smallest elements whose own text matches (like Playwright's getByText).
      found = found.filter((el) => matches(q.text, el.textContent, q.exact) && !hidden(el));
      found = found.filter((el) => ![...el.children].some((c) => matches(q.text, c.textContent, q.exact)));
    }
    if (q.hasText !== undefined) found = found.filter((el) => matches(q.hasText, el.textContent, false));
    if (q.has) {
      const inner = all({ ...q.has, within: undefined });
      found = found.filter((el) => inner.some((i) => el !== i && el.contains(i)));
    }
    if (q.checked !== undefined) found = found.filter((el) => checkedOf(el) === q.checked);
    if (q.nth !== undefined) {
      const i = q.nth < 0 ? found.length + q.nth : q.nth;
      return found[i] ? [found[i]] : [];
    }
    return found;
  };

  const checkedOf = (el) => ('checked' in el ? Boolean(el.checked) : el.getAttribute('aria-checked') === 'true');

  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };

  /** Where a pointer should press to reach `el`, once it is on screen and on top; else why not.
   * Covered (a sticky bar over it) or off screen, it is scrolled into view, centre, end or start,
   * as Playwright does, until nothing covers it. */
  const target = (el) => {
    if (el.disabled) return { why: 'disabled' };
    // A control drawn under its label (a styled radio or checkbox) is pressed through the label.
    let aim = el;
    let r = el.getBoundingClientRect();
    if ((r.width < 2 || r.height < 2) && el.labels && el.labels[0]) aim = el.labels[0];
    const onTop = (x, y) => {
      const hit = document.elementFromPoint(x, y);
      if (!hit) return { ok: false, hit };
      const ok =
        hit === aim ||
        aim.contains(hit) ||
        (hit.tagName === 'LABEL' && hit.contains(aim)) ||
        Boolean(el.labels && [...el.labels].some((l) => l === hit || l.contains(hit)));
      return { ok, hit };
    };
    let why = 'not visible';
    for (const block of [null, 'center', 'end', 'start']) {
      if (block) aim.scrollIntoView({ block, inline: 'center' });
      r = aim.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return { why: 'not visible' };
      // The pointer presses the centre: that is what must be on screen. (The whole box was asked
      // for once, and a button scrolled to the bottom edge ended 0.4 px past it, so a button a
      // person could tap was "off screen" and, under a sticky bar elsewhere, never pressed.)
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const inView = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      if (!inView) {
        why = 'off screen';
        continue;
      }
      const { ok, hit } = onTop(x, y);
      if (ok) return { x, y };
      why = `covered by ${hit ? hit.tagName.toLowerCase() + (hit.className ? '.' + String(hit.className).split(' ')[0] : '') : 'nothing'}`;
    }
    return { why };
  };

  return { all, nameOf, roleOf, norm, box, target, checkedOf, matches, hidden };
}

/** Records what goes wrong in the page from now on (installed after each navigation): console
 * errors, uncaught errors and rejections, and CSP violations. The engine's own reports add what
 * happens before the page's scripts run (see each adapter). */
export function installProbe() {
  if (window.__e2eProblems) return;
  const problems = [];
  window.__e2eProblems = problems;
  const original = console.error;
  console.error = function (...args) {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    return original.apply(this, args);
  };
  addEventListener('error', (e) => problems.push(`pageerror: ${e.message}`));
  addEventListener('unhandledrejection', (e) => problems.push(`pageerror: unhandled rejection ${String(e.reason)}`));
  document.addEventListener('securitypolicyviolation', (e) => problems.push(`csp: ${e.violatedDirective} refused ${e.blockedURI}`));
}

/** Catches the app's downloads (an <a download> clicked with a blob: URL, see downloadText) and
 * keeps each file's name and text, so a test reads what a person would have saved. */
export function installDownloads() {
  if (window.__e2eDownloads) return;
  const files = [];
  window.__e2eDownloads = files;
  // The blob itself, by its URL: the app's CSP (connect-src 'self') rightly refuses fetch(blob:).
  const blobs = new Map();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = function (blob) {
    const url = createObjectURL.call(URL, blob);
    blobs.set(url, blob);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    const blob = blobs.get(this.href);
    if (this.hasAttribute('download') && blob) {
      const name = this.download;
      files.push(blob.text().then((text) => ({ name, text })));
      return undefined;
    }
    return click.call(this);
  };
}

/** In the page: counts read-write IndexedDB transactions still open (installed once per
 * document; a reload needs it again). Test instrumentation, like the bench's probe. */
export function countSavesInPage() {
  if (window.__openSaves) return;
  const open = { count: 0 };
  window.__openSaves = open;
  const original = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const tx = original.apply(this, args);
    if (args[1] === 'readwrite') {
      open.count += 1;
      const done = () => {
        open.count -= 1;
      };
      tx.addEventListener('complete', done);
      tx.addEventListener('abort', done);
    }
    return tx;
  };
}

/** Resolves once no save is open for two frames in a row (the save's callbacks have run and the
 * render they queued is drawn), or after 10 s. */
export function savesLandedInPage() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const frame = (then) => requestAnimationFrame(() => setTimeout(then, 0));
    let quiet = 0;
    const look = () => {
      quiet = (window.__openSaves?.count ?? 0) === 0 ? quiet + 1 : 0;
      if (quiet >= 2 || performance.now() - t0 > 10_000) resolve(undefined);
      else frame(look);
    };
    frame(look);
  });
}
