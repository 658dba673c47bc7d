// A game's view is rebuilt fresh after every move, so a board handed a slice of it would always see
// a new object and render again. `shareUnchanged(previous, next)` gives `next` back with every part
// that equals (by value) the same part of `previous` replaced by that part of `previous`, so a
// `memo` board compares its props by identity and renders only when what it shows changed. One walk
// of a view costs far less than rendering a board again. Neither argument is changed (a view may
// hold parts of the state itself).

function isPlainObject(x: object): x is Record<string, unknown> {
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}

export function shareUnchanged<T>(previous: unknown, next: T): T {
  return share(previous, next) as T;
}

function share(prev: unknown, next: unknown): unknown {
  if (Object.is(prev, next)) return prev;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    let allPrev = prev.length === next.length;
    let allNext = true;
    const out = next.map((v: unknown, i) => {
      const s = share(prev[i], v);
      if (s !== prev[i]) allPrev = false;
      if (s !== v) allNext = false;
      return s;
    });
    return allPrev ? prev : allNext ? next : out;
  }
  if (Array.isArray(prev) || !isPlainObject(prev) || !isPlainObject(next)) return next;
  const keys = Object.keys(next);
  let allPrev = keys.length === Object.keys(prev).length;
  let allNext = true;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = next[k];
    const s = share(prev[k], v);
    if (s !== prev[k] || !(k in prev)) allPrev = false;
    if (s !== v) allNext = false;
    out[k] = s;
  }
  return allPrev ? prev : allNext ? next : out;
}
