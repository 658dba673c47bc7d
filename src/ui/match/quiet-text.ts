// Preact (11.2) compares a text node's old and new value as `oldVNode.props || {}`, so a text whose
// value is falsy, an empty string or the number 0, is written into the DOM again on every render of
// its parent, unchanged. Each write makes the browser lay out and paint that text again, and a
// board game renders many: "$0", "0 crates", `{cond ? 'x' : ''}`. Installed once (the table loads
// it), this hook gives such texts a value the comparison sees as equal: 0 becomes "0" (the same
// text), and an empty string renders nothing instead of an empty text node (which shows nothing).
import { options, type VNode } from 'preact';

function Nothing(): null {
  return null;
}

/** A text vnode's value after the fix: what Preact compares and writes. */
export function quietText(vnode: VNode): void {
  if (vnode.type !== null) return;
  const value = vnode.props as unknown;
  if (value === '') {
    (vnode as { type: unknown }).type = Nothing;
    (vnode as { props: unknown }).props = {};
  } else if ((typeof value === 'number' || typeof value === 'bigint') && !value) {
    (vnode as { props: unknown }).props = String(value);
  }
}

let installed = false;

export function installQuietText(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode) => {
    quietText(vnode);
    previous?.(vnode);
  };
}
