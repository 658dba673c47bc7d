// Lazily loaded screens without preact/compat: load a module once, render its component when it
// has arrived. Loading is almost instant (the service worker precaches every chunk), so the
// placeholder is a quiet line of text; a failure says so and offers a reload.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const cache = new Map<Loader<never>, ComponentType<never>>();

/** Loads a module ahead of time, so a Lazy of it draws at once, in its place, with no placeholder
 * first (a placeholder replaced later moves what is below it). */
export function preload<P>(load: Loader<P>): Promise<void> {
  return load().then(
    (m) => void cache.set(load as Loader<never>, m.default as ComponentType<never>),
    () => undefined,
  );
}

export function Lazy<P extends object>(props: { load: Loader<P>; props: P; what: string }) {
  const { load, what } = props;
  const [Comp, setComp] = useState<ComponentType<P> | null>(
    () => (cache.get(load as Loader<never>) as ComponentType<P> | undefined) ?? null,
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Comp) return;
    let live = true;
    load().then(
      (m) => {
        cache.set(load as Loader<never>, m.default as ComponentType<never>);
        if (live) setComp(() => m.default);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (Comp) return <Comp {...props.props} />;
  if (failed) {
    return (
      <div role="alert" class="notice notice-error">
        <p>The {what} could not be loaded.</p>
        <button type="button" class="button" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  return <p class="loading">Loading the {what}…</p>;
}
