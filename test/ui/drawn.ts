// Which components draw, counted through Preact's render hook (`options._render`, shipped mangled
// as `__r`, the same hook @preact/signals uses to subscribe a component to what it reads): to prove
// that a move, a gate or a reveal draws only the parts of the table it changed. A component is
// named by its function's name (a memo'd one by its inner function's); `who` picks out one of
// several by its props.
import { options, type VNode } from 'preact';

type RenderHook = { __r?: (vnode: VNode) => void };

export interface Drawn {
  /** How many times a component named `name` drew since the last `reset`, those matching `who` only. */
  count(name: string, who?: (props: Record<string, unknown>) => boolean): number;
  reset(): void;
  stop(): void;
}

export function watchDrawing(): Drawn {
  const hooks = options as RenderHook;
  const before = hooks.__r;
  let seen: VNode[] = [];
  hooks.__r = (vnode) => {
    if (typeof vnode.type === 'function') seen.push(vnode);
    before?.(vnode);
  };
  return {
    count: (name, who) =>
      seen.filter((v) => (v.type as { name?: string }).name === name && (!who || who(v.props as Record<string, unknown>))).length,
    reset: () => {
      seen = [];
    },
    stop: () => {
      hooks.__r = before;
    },
  };
}
