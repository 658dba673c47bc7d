// The engine and the games must stay pure: no DOM, no storage, no clock, no Math.random, and no
// imports from the layers above. A match is then defined by its options, seed and log alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const forbidden: [RegExp, string][] = [
  [/\bdocument\s*\./, 'the DOM (document)'],
  // Not preceded by a dot or an identifier character: `frame.window.order` is a game's own field.
  [/(?<![.\w$])window\s*\./, 'the DOM (window)'],
  [/\bnavigator\s*\./, 'navigator'],
  [/\b(indexedDB|localStorage|sessionStorage|IDB[A-Z]\w*)\b/, 'browser storage'],
  [/\bDate\b/, 'the clock (Date)'],
  [/\bperformance\s*\./, 'the clock (performance)'],
  [/\bMath\.random\b/, 'Math.random'],
  [/\b(setTimeout|setInterval|requestAnimationFrame|fetch)\s*\(/, 'timers or network'],
  [/from\s+['"][^'"]*\/(ui|app|storage|pwa)\//, 'an upper layer'],
  [/from\s+['"](preact|@preact\/signals|idb|workbox-window)/, 'a UI or storage library'],
];

/** Comments may talk about what the code avoids; only code counts. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('purity of src/engine and src/games', () => {
  const files = ['src/engine', 'src/games'].flatMap((d) => sources(join(root, d)));

  it('finds the sources it checks', () => {
    expect(files.some((f) => f.endsWith('engine/match.ts'))).toBe(true);
  });

  it('touches no DOM, storage, clock, Math.random or upper layer', () => {
    const problems: string[] = [];
    for (const file of files) {
      const text = code(readFileSync(file, 'utf8'));
      for (const [pattern, what] of forbidden) {
        if (pattern.test(text)) problems.push(`${relative(root, file)} uses ${what}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('would catch a violation', () => {
    const sample = code("const t = Date.now(); import x from '../../ui/thing';\n// Math.random in a comment is fine");
    const hits = forbidden.filter(([p]) => p.test(sample)).map(([, what]) => what);
    expect(hits).toEqual(['the clock (Date)', 'an upper layer']);
  });
});
