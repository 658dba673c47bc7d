// The house has no import circles: every file of src/ stands above all it imports, type imports and
// lazy import() included, so a constant or a type never sits in a file that imports its user.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');
const EXTENSIONS = ['.ts', '.tsx'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return EXTENSIONS.some((e) => name.endsWith(e)) ? [path] : [];
  });
}

/** The files of src/ that `file` imports: `from '…'`, `import '…'` and `import('…')`, relative only. */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const hit = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, 'index' + e))].find((p) => known.has(p));
    return hit ? [hit] : [];
  });
}

/** One circle of imports, as paths relative to src/, or null when there is none. */
export function findCircle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const found = visit(file);
    if (found) return found;
  }
  return null;
}

describe('the house', () => {
  it('finds a circle when there is one (so the next test can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCircle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCircle(new Map([['a', ['b']], ['b', []]]))).toBeNull();
  });

  it('has no import circle in src/', () => {
    const files = sources(SRC);
    const known = new Set(files);
    const graph = new Map(files.map((f) => [f, importsOf(f, known)]));
    expect(graph.get(join(SRC, 'main.tsx'))?.length).toBeGreaterThan(0);
    const circle = findCircle(graph);
    expect(circle?.map((f) => relative(SRC, f)).join(' -> ') ?? 'none').toBe('none');
  });
});
