// Exports say what they hold: the app can leave games in progress out of a file.
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../src/app/export-import';
import { createMemoryStore } from '../../src/storage/memory-store';
import { parse, playReal } from './real-export';

describe('export', () => {
  it('exports only the finished games when asked, and says when there are none', async () => {
    const store = createMemoryStore();
    await playReal(store, 'live', 6, 'live');
    const none = await exportFile(store, undefined, { onlyFinished: true });
    expect(none.ok ? 'exported' : none.error).toEqual({ code: 'nothing-finished', message: 'There is no finished game to export.' });
    await playReal(store, 'done', 2000, 'done');
    const out = await exportFile(store, undefined, { onlyFinished: true });
    if (!out.ok) throw new Error(out.error.message);
    expect(parse(out.value.text).matches.map((m) => [m.meta.id, m.meta.status])).toEqual([['done', 'finished']]);
    expect(out.value.filename).toMatch(/^shopfloor-game-\d{4}-\d{2}-\d{2}\.json$/);
    const all = await exportFile(store);
    expect(all.ok && parse(all.value.text).matches.map((m) => m.meta.id).sort()).toEqual(['done', 'live']);
    expect(all.ok && all.value.count).toBe(2);
  });
});
