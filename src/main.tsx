// Entry point: the app shell into #app (index.html), storage boot, service-worker registration.
import { render } from 'preact';
import { banner, boot } from './app/app-state';
import { initPwa } from './pwa/register';
import { App } from './ui/App';
import './ui/styles/app.css';

const root = document.getElementById('app');
if (root) render(<App />, root);
boot().catch(() => {
  banner.value = { message: 'Saved games could not be opened. Reload the page to try again.' };
});
initPwa();
