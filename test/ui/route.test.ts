// @vitest-environment happy-dom
// The route kept in the URL: every screen's path reads back as that screen, anything else is home.
import { describe, expect, it } from 'vitest';
import { parseRoute, routePath, type Route } from '../../src/ui/route';

describe('route', () => {
  it('reads and writes every path, and anything else is home', () => {
    const routes: Route[] = [{ name: 'home' }, { name: 'new-game' }, { name: 'settings' }, { name: 'match', id: 'a b/c' }];
    for (const r of routes) expect(parseRoute(routePath(r))).toEqual(r);
    expect(parseRoute('/match/%E0%A4%A')).toEqual({ name: 'home' });
    expect(parseRoute('/elsewhere')).toEqual({ name: 'home' });
  });
});
