// Queries for the browser tests: what a person looks for on the screen (a button by its name, a
// heading of a level, a region), as plain data the page resolves itself (driver/in-page.mjs), so
// the same query finds the same element in every engine. Chained like Playwright's locators:
//   role('dialog').role('button', 'Continue')   a Continue button inside a dialog
//   role('listitem').has(role('heading', 'Brick & Mortar', { exact: true })).nth(0)
// A string name matches as a case-insensitive substring unless { exact: true }; a RegExp matches
// the whole accessible name as written.

const encode = (m) => (m instanceof RegExp ? { source: m.source, flags: m.flags } : m);

export class Query {
  /** @param {Record<string, unknown>} spec */
  constructor(spec) {
    this.spec = spec;
  }

  /** This query as the scope of another (none for the whole page). */
  scope() {
    return Object.keys(this.spec).length ? this.spec : undefined;
  }

  /** An element with this role (and name) inside this one. */
  role(role, name, options = {}) {
    return new Query({ role, name: encode(name), exact: options.exact ?? false, level: options.level, within: this.scope() });
  }

  /** Elements matching a CSS selector inside this one. */
  css(selector) {
    return new Query({ css: selector, within: this.scope() });
  }

  /** The smallest elements whose text matches, inside this one. */
  text(text, options = {}) {
    return new Query({ text: encode(text), exact: options.exact ?? false, within: this.scope() });
  }

  /** Only those that contain an element the query finds. */
  has(query) {
    return new Query({ ...this.spec, has: query.spec });
  }

  /** Only those whose text contains `text` (or matches a RegExp). */
  hasText(text) {
    return new Query({ ...this.spec, hasText: encode(text) });
  }

  /** The i-th found (0 first, -1 last). */
  nth(i) {
    return new Query({ ...this.spec, nth: i });
  }

  first() {
    return this.nth(0);
  }

  last() {
    return this.nth(-1);
  }

  toString() {
    return describe(this.spec);
  }
}

function describe(spec) {
  const name = (n) => (n && typeof n === 'object' ? `/${n.source}/${n.flags}` : JSON.stringify(n));
  let out = spec.role ? `${spec.role}${spec.level ? ` level ${spec.level}` : ''}${spec.name !== undefined ? ` ${name(spec.name)}` : ''}` : spec.css ? `css ${spec.css}` : `text ${name(spec.text)}`;
  if (spec.has) out += ` having (${describe(spec.has)})`;
  if (spec.hasText !== undefined) out += ` with text ${name(spec.hasText)}`;
  if (spec.nth !== undefined) out += ` #${spec.nth}`;
  return spec.within ? `${describe(spec.within)} > ${out}` : out;
}

const top = new Query({});

/** An element by role and accessible name, anywhere on the page. */
export const role = (r, name, options = {}) => new Query({ role: r, name: encode(name), exact: options.exact ?? false, level: options.level });
/** Elements matching a CSS selector, anywhere on the page. */
export const css = (selector) => top.css(selector);
/** The smallest elements whose text matches, anywhere on the page. */
export const text = (t, options = {}) => top.text(t, options);
/** Shorthands used everywhere. */
export const button = (name, options) => role('button', name, options);
export const heading = (name, options) => role('heading', name, options);
/** The dialog on top (the last open one). */
export const topDialog = () => css('dialog[open]').last();
