// The screen being shown, kept in the URL so the tablet's back button works and a deep link
// (/match/<id>) opens that match. Paths: /  /new  /settings  /match/<id>.
import { signal } from '@preact/signals';

export type Route =
  | { name: 'home' }
  | { name: 'new-game' }
  | { name: 'settings' }
  | { name: 'match'; id: string };

export function parseRoute(path: string): Route {
  if (path === '/new' || path === '/new/') return { name: 'new-game' };
  if (path === '/settings' || path === '/settings/') return { name: 'settings' };
  const m = /^\/match\/([^/]+)\/?$/.exec(path);
  if (m?.[1]) {
    try {
      return { name: 'match', id: decodeURIComponent(m[1]) };
    } catch {
      return { name: 'home' };
    }
  }
  return { name: 'home' };
}

export function routePath(r: Route): string {
  switch (r.name) {
    case 'home':
      return '/';
    case 'new-game':
      return '/new';
    case 'settings':
      return '/settings';
    case 'match':
      return `/match/${encodeURIComponent(r.id)}`;
  }
}

function current(): Route {
  return typeof location === 'undefined' ? { name: 'home' } : parseRoute(location.pathname);
}

export const route = signal<Route>(current());

export function navigate(r: Route, replace = false): void {
  route.value = r;
  try {
    const path = routePath(r);
    if (location.pathname !== path) {
      if (replace) history.replaceState(null, '', path);
      else history.pushState(null, '', path);
    }
  } catch {
    // No usable history (an odd embedding): the signal alone still switches screens.
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    route.value = current();
  });
}
