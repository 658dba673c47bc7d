// Entry point: the app shell into #app (index.html), storage boot, service-worker registration.
import { render } from 'preact';
import { banner, boot } from './app/app-state';
import { initPwa } from './pwa/register';
import { App } from './ui/App';
import './ui/styles/app.css';

// Storage first: its chunk then loads while the first frame is built.
boot().catch(() => {
  banner.value = { message: 'Saved games could not be opened. Reload the page to try again.' };
});
const root = document.getElementById('app');
if (root) render(<App />, root);
initPwa();
