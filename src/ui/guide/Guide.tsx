// The guide's pieces on the table: the note for the step at hand (a callout in the page's flow,
// never a modal: the table under it stays usable), the outline on the part of the table it talks
// about, and "Explain this step". What shows is decided by the guide's store (./guide-store.ts);
// the table only says where it is (useGuideStep). A game's notes are data in its own UI folder
// (src/ui/games/<game>/guide.ts), loaded by the match screen from the game's record
// (src/ui/match/games.ts) as its table opens.
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { guide as tabletGuide, type GuideNotes, type GuideStore, type Place } from './guide-store';
import './guide.css';

/** Per store (tests make their own), each game's notes fetched once. */
const fetched = new WeakMap<GuideStore, Map<string, Promise<void>>>();

/** Fetches a game's notes once and hands them to the store. */
export function loadNotes(game: string, load: () => Promise<GuideNotes>, store: GuideStore = tabletGuide): Promise<void> {
  let loading = fetched.get(store);
  if (!loading) fetched.set(store, (loading = new Map()));
  const known = loading.get(game);
  if (known) return known;
  const p = load().then(
    (notes) => store.provide(game, notes),
    () => {
      // Offline before the chunk was cached: the next table tries again.
      fetched.get(store)?.delete(game);
    },
  );
  loading.set(game, p);
  return p;
}

/** Tells the store where the table is; clears the note when the table goes. */
export function useGuideStep(game: string, kind: string | null, guided: boolean, place: Place, store: GuideStore = tabletGuide): void {
  useEffect(() => {
    store.step(game, kind, guided, place);
  }, [game, kind, guided, place, store]);
  useEffect(() => () => store.leave(), [store]);
}

/** The note, where it belongs (on the table, or on a private screen behind the gate). */
export function GuideNote(props: { place: Place; store?: GuideStore }) {
  const store = props.store ?? tabletGuide;
  const showing = store.showing.value;
  const here = showing !== null && showing.place === props.place ? showing : null;
  const selector = props.place === 'table' ? here?.note.at?.selector : undefined;
  // Before the paint, so the note and its outline appear together.
  useLayoutEffect(() => {
    if (!selector) return;
    // Outlined while the note shows: the part of the table it talks about.
    const marked = [...document.querySelectorAll(selector)];
    for (const el of marked) el.setAttribute('data-guide-target', '');
    return () => {
      for (const el of marked) el.removeAttribute('data-guide-target');
    };
  }, [selector]);
  if (!here) return null;
  const { note } = here;
  const id = `guide-note-${props.place}`;
  return (
    <section class="guide-note" aria-labelledby={id}>
      <h3 id={id} class="guide-note-title">
        Note: {note.title}
      </h3>
      <p>{note.text}</p>
      {note.choices ? <p>{note.choices}</p> : null}
      {note.at && props.place === 'table' ? <p class="guide-note-at">Look at: {note.at.name} (outlined).</p> : null}
      <p class="guide-note-actions">
        <button type="button" class="button" onClick={store.dismiss}>
          Got it
        </button>
        <button type="button" class="button button-quiet" onClick={store.turnOff}>
          Turn notes off
        </button>
      </p>
    </section>
  );
}

/**
 * "Explain this step": offered while the step at hand has a note that is not showing. `reserve`
 * keeps its room while it is not offered (invisible, out of the keyboard's and a screen reader's
 * way), so the notes arriving after the table's first frame move nothing beside it.
 */
export function ExplainButton(props: { place: Place; store?: GuideStore; reserve?: boolean }) {
  const store = props.store ?? tabletGuide;
  if (store.explainable.value !== props.place) {
    return props.reserve ? (
      <button type="button" class="button button-quiet explain-reserved" aria-hidden="true" tabIndex={-1} disabled>
        Explain this step
      </button>
    ) : null;
  }
  return (
    <button type="button" class="button button-quiet" onClick={store.explain}>
      Explain this step
    </button>
  );
}
