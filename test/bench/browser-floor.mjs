// The floor under "tap to result painted" (browser.mjs, part "floor"): a bare page with one button
// whose tap makes the write a move makes (a match record and a log record, one read-write
// IndexedDB transaction with strict durability, as src/storage/idb-store.ts does) and, once it
// completes, changes one line of text. Timed by the same probe, in the same Chromium at the same
// 4x slowdown, through the same Playwright clicks: what is left of a tap once the app's own
// drawing is taken away (input dispatch, the commit, the next frame), on this machine.
export const FLOOR_PATH = '/bench-floor.html';

export const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Floor</title></head>
<body>
<p class="moves-saved">0 moves saved</p>
<button type="button" id="move" disabled>Pass</button>
<script>
  let db = null;
  let saved = 0;
  const open = indexedDB.open('bench-floor', 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('matches', { keyPath: 'id' });
    open.result.createObjectStore('log', { keyPath: ['matchId', 'seq'] });
  };
  open.onsuccess = () => {
    db = open.result;
    document.getElementById('move').disabled = false;
  };
  document.getElementById('move').addEventListener('click', () => {
    const seq = saved + 1;
    const tx = db.transaction(['matches', 'log'], 'readwrite', { durability: 'strict' });
    tx.objectStore('matches').put({ id: 'floor', game: 'brick-and-mortar', actionCount: seq, lastPlayedAt: Date.now(), progress: 'March - Food', status: 'active' });
    tx.objectStore('log').put({ matchId: 'floor', seq, seat: 0, action: { type: 'pass' }, barrier: false, hash: 'abcdef0123456789' });
    tx.oncomplete = () => {
      saved = seq;
      document.querySelector('.moves-saved').textContent = saved + ' moves saved';
    };
  });
</script>
</body></html>`;
