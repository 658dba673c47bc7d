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
    ref.current?.focus();
  }, []);
  return ref;
}
