// `memo` without preact/compat (which would add its global hooks and bytes to every screen): the
// component renders again only when a prop changed identity. Paired with ./share.ts, whose views
// keep the identity of every part that did not change, a board skips a move that left it alone.
import { h, type FunctionComponent } from 'preact';

function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  for (const k in a) if (k !== 'children' && !Object.is(a[k], b[k])) return false;
  for (const k in b) if (k !== 'children' && !(k in a)) return false;
  return Object.is(a.children, b.children);
}

export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  function Memo(this: { props: P; shouldComponentUpdate?: (next: P) => boolean }, props: P) {
    this.shouldComponentUpdate = (next: P) =>
      !sameProps(this.props as Record<string, unknown>, next as Record<string, unknown>);
    return h(render as FunctionComponent<object>, props);
  }
  Memo.displayName = `Memo(${render.displayName ?? render.name})`;
  return Memo as FunctionComponent<P>;
}
