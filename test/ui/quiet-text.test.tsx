// The table's text hook (src/ui/match/quiet-text.ts): a render that leaves a text alone writes
// nothing into the DOM, even when the text is empty or zero, and the page reads the same.
import { h, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { installQuietText } from '../../src/ui/match/quiet-text';

installQuietText();

function Line(props: { n: number; count?: number; note?: string }) {
  return h('p', null, props.count !== undefined ? `${props.count} ` : '', 'Food', props.note ?? '', ': ', props.n, ' crates, $', 0);
}

async function writesOnRerender(first: Parameters<typeof Line>[0], second: Parameters<typeof Line>[0]) {
  const root = document.createElement('div');
  document.body.append(root);
  render(h(Line, first), root);
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((rs) => records.push(...rs));
  observer.observe(root, { subtree: true, characterData: true, childList: true });
  render(h(Line, second), root);
  await new Promise((r) => setTimeout(r, 0));
  records.push(...observer.takeRecords());
  observer.disconnect();
  return { records, text: root.textContent };
}

describe('quiet text', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a render with the same empty and zero texts writes nothing into the DOM', async () => {
    const { records, text } = await writesOnRerender({ n: 0 }, { n: 0 });
    expect(records).toEqual([]);
    expect(text).toBe('Food: 0 crates, $0');
  });

  it('a text that changes is still written, to and from zero and empty', async () => {
    const a = await writesOnRerender({ n: 0, note: '' }, { n: 3, note: ' (new)', count: 2 });
    expect(a.text).toBe('2 Food (new): 3 crates, $0');
    const b = await writesOnRerender({ n: 3, note: ' (new)', count: 2 }, { n: 0 });
    expect(b.text).toBe('Food: 0 crates, $0');
  });
});
