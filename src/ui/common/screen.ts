// Moving focus to a new screen's heading after an in-app navigation, so keyboard and screen-reader
// users land at the top of what just appeared. The first screen after a page load keeps the
// browser's default focus.
import { useEffect, useRef } from 'preact/hooks';

let first = true;

export function useScreenHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (first) {
      first = false;
      return;
    }
    const heading = ref.current;
    // A screen drawn whole at once (Play again: the table comes with it) may already have put the
    // focus on its next thing to do (a child's effect runs first): the heading does not take it back.
    const screen = heading?.closest('main');
    if (screen && document.activeElement !== heading && screen.contains(document.activeElement)) return;
    heading?.focus();
  }, []);
  return ref;
}
