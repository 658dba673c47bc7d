// Placeholder entry so the build works until the UI engineer's src/ui lands; replace freely.
// Keep: initPwa() once at start, <UpdateBanner blocked={...} /> somewhere in the tree, and a
// level-1 heading "Shopfloor" on the home screen (the browser tests look for it).
import { render } from 'preact';
import { initPwa } from './pwa/register';
import { UpdateBanner } from './pwa/UpdateBanner';

function App() {
  return (
    <main>
      <h1>Shopfloor</h1>
      <UpdateBanner blocked={false} />
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<App />, root);
initPwa();
