// Each screen has its own page title (what a screen reader reads first and a tab or app switcher
// shows): "New game – Shopfloor", "Brick & Mortar: January, Sale – Shopfloor"; home is the app's name.
import { useEffect } from 'preact/hooks';

export const APP_NAME = 'Shopfloor';

export function pageTitle(screen: string | null): string {
  return screen ? `${screen} – ${APP_NAME}` : APP_NAME;
}

/** Sets the page title while the screen shows `screen` (null: the app's name alone). */
export function usePageTitle(screen: string | null): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}

/** The same, for a branch of a screen that shows something else for a while ("Opening the game…"). */
export function PageTitle(props: { screen: string | null }): null {
  usePageTitle(props.screen);
  return null;
}
