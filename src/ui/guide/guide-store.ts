// The guide's notes, without a DOM: which kinds of step a person has already had explained
// (persisted on this tablet, localStorage `shopfloor.guide`, like the other settings), whether
// notes come by themselves, and which note shows now. A note is content keyed by the kind of step
// the game already exposes (its prompt, sealed step or private screen kind); the table tells the
// store where the game is (`step`), and the screens only show `showing` and call these functions.
//
// Modes: 'guided' (the default) shows notes by themselves only in a guided first game ("Learn to
// play"), so nobody else's table grows a note unasked; 'on' shows them in any game; 'off' never by
// themselves. "Explain this step" shows the current step's note and turns notes on again.
import { batch, signal } from '@preact/signals';

export const GUIDE_KEY = 'shopfloor.guide';

export type GuideMode = 'guided' | 'on' | 'off';

/** One note: a heading, a sentence or three, and the part of the table it talks about. */
export interface GuideNote {
  title: string;
  text: string;
  /** What the choices mean, when there are any to explain. */
  choices?: string;
  /** The part of the table the note points at: an element there (CSS selector) and its name. */
  at?: { selector: string; name: string };
}

/** A game's notes, keyed by kind of step. */
export type GuideNotes = Readonly<Record<string, GuideNote>>;

export type Place = 'table' | 'private';

export interface Showing {
  game: string;
  kind: string;
  note: GuideNote;
  place: Place;
}

interface Kept {
  mode: GuideMode;
  seen: string[];
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (game: string, kind: string) => `${game}/${kind}`;

export function parseGuide(raw: string | null): Kept {
  const empty: Kept = { mode: 'guided', seen: [] };
  if (!raw) return empty;
  try {
    const x: unknown = JSON.parse(raw);
    if (typeof x !== 'object' || x === null) return empty;
    const o = x as Record<string, unknown>;
    const mode = o.mode === 'on' || o.mode === 'off' ? o.mode : 'guided';
    const seen = Array.isArray(o.seen) ? o.seen.filter((s): s is string => typeof s === 'string') : [];
    return { mode, seen };
  } catch {
    return empty;
  }
}

export type GuideStore = ReturnType<typeof createGuideStore>;

/** `storage` null (or throwing) keeps everything in memory: notes still work until a reload. */
export function createGuideStore(storage: KeyValueStorage | null) {
  let kept: Kept = { mode: 'guided', seen: [] };
  try {
    kept = parseGuide(storage?.getItem(GUIDE_KEY) ?? null);
  } catch {
    // Storage refused (private mode): start fresh.
  }
  const mode = signal<GuideMode>(kept.mode);
  const seen = signal<ReadonlySet<string>>(new Set(kept.seen));
  const showing = signal<Showing | null>(null);
  /** Where "Explain this step" is offered (the current step has a note, not showing), or null. */
  const explainable = signal<Place | null>(null);
  const notes = new Map<string, GuideNotes>();
  let current: { game: string; kind: string | null; guided: boolean; place: Place } | null = null;

  function save(): void {
    try {
      storage?.setItem(GUIDE_KEY, JSON.stringify({ mode: mode.peek(), seen: [...seen.peek()] }));
    } catch {
      // Not stored: it still applies until the page reloads.
    }
  }

  const auto = (guided: boolean) => mode.peek() === 'on' || (mode.peek() === 'guided' && guided);

  function settle(): void {
    const c = current;
    const note = c && c.kind !== null ? notes.get(c.game)?.[c.kind] : undefined;
    batch(() => {
      const s = showing.peek();
      if (s && (!c || s.game !== c.game || s.kind !== c.kind)) showing.value = null;
      else if (s && c && s.place !== c.place) showing.value = { ...s, place: c.place };
      if (c && c.kind !== null && note && !showing.peek() && auto(c.guided) && !seen.peek().has(keyOf(c.game, c.kind))) {
        // Seen as soon as it shows: it stays while this step lasts, and never comes by itself again.
        showing.value = { game: c.game, kind: c.kind, note, place: c.place };
        seen.value = new Set([...seen.peek(), keyOf(c.game, c.kind)]);
        save();
      }
      explainable.value = c && note !== undefined && showing.peek() === null ? c.place : null;
    });
  }

  return {
    mode,
    seen,
    showing,
    explainable,
    /** A game's notes arrived (they load on demand). */
    provide(game: string, gameNotes: GuideNotes): void {
      notes.set(game, gameNotes);
      settle();
    },
    /** Where the table is: the kind of step a person is asked (null: nobody, or a bot), whether
     * this is a guided game, and whether the step is on the table or a private screen. */
    step(game: string, kind: string | null, guided: boolean, place: Place): void {
      current = { game, kind, guided, place };
      settle();
    },
    /** The table closed: nothing shows. */
    leave(): void {
      current = null;
      settle();
    },
    /** "Explain this step": this step's note now, and notes on again. */
    explain(): void {
      const c = current;
      const note = c && c.kind !== null ? notes.get(c.game)?.[c.kind] : undefined;
      batch(() => {
        mode.value = 'on';
        if (c && c.kind !== null && note) {
          showing.value = { game: c.game, kind: c.kind, note, place: c.place };
          seen.value = new Set([...seen.peek(), keyOf(c.game, c.kind)]);
        }
        explainable.value = null;
      });
      save();
    },
    /** "Got it": this note goes; the next kind of step still brings its own. */
    dismiss(): void {
      showing.value = null;
      settle();
    },
    /** "Turn notes off": none comes by itself again until "Explain this step". */
    turnOff(): void {
      batch(() => {
        mode.value = 'off';
        showing.value = null;
      });
      save();
      settle();
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The tablet's guide. */
export const guide = createGuideStore(browserStorage());
