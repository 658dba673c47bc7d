// A stable fingerprint of any JSON-like value: object keys are visited in sorted order, so two
// equal states hash alike however they were built. Used to check that a resumed match is exactly
// the one that was saved.

function feed(h: [number, number], text: string): void {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h[0] = Math.imul(h[0] ^ ch, 2654435761);
    h[1] = Math.imul(h[1] ^ ch, 1597334677);
  }
}

function walk(h: [number, number], value: unknown): void {
  if (value === null || value === undefined) return feed(h, value === null ? 'n;' : 'u;');
  switch (typeof value) {
    case 'number':
      return feed(h, `#${Object.is(value, -0) ? 0 : value};`);
    case 'string':
      return feed(h, `s${value.length}:${value};`);
    case 'boolean':
      return feed(h, value ? 't;' : 'f;');
    case 'object':
      if (Array.isArray(value)) {
        feed(h, `[${value.length}`);
        for (const item of value) walk(h, item);
        return feed(h, ']');
      }
      feed(h, '{');
      for (const key of Object.keys(value).sort()) {
        const child = (value as Record<string, unknown>)[key];
        if (child === undefined) continue;
        feed(h, `k${key.length}:${key}`);
        walk(h, child);
      }
      return feed(h, '}');
    default:
      return feed(h, `?${typeof value};`);
  }
}

/** 64-bit hash as 16 hex digits. */
export function stateHash(value: unknown): string {
  const h: [number, number] = [0xdeadbeef, 0x41c6ce57];
  walk(h, value);
  const a = Math.imul(h[0] ^ (h[0] >>> 16), 2246822507) ^ Math.imul(h[1] ^ (h[1] >>> 13), 3266489909);
  const b = Math.imul(h[1] ^ (h[1] >>> 16), 2246822507) ^ Math.imul(h[0] ^ (h[0] >>> 13), 3266489909);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
