// New game's flow, without a DOM: the game, 2 to 4 seats (name, colour, person or bot) and the
// game's options as its registry entry lists them, checked when Start is pressed. The screen
// (src/ui/new-game/NewGame.tsx) only shows these signals and calls these functions.
// A fresh game starts with blank person seats: the last game's players (and which of them were
// bots) are offered as one choice, never filled in silently. A bot gets a name of its own. First
// game is ticked until a person has finished a game of that kind on this device.
import { batch, computed, signal } from '@preact/signals';
import type { GameOption } from '../games/game-module';
import type { Result } from '../engine/types';
import { guidedSeed } from './learn';
import { HARD_GAMES } from '../games/bots/levels';
import { levelsFor, type BotLevel } from '../storage/bot-levels';
import type { MatchMeta, SeatRecord } from '../storage/records';
import { checkSeats, chosenVariants, finishedByAPerson, MAX_NAME, seatRecord } from './new-game-checks';

// The checks live in their own module; callers keep finding them here.
export { checkSeats, chosenVariants, finishedByAPerson, MAX_NAME, seatRecord, type SeatProblems } from './new-game-checks';

/** Names bots take, first free one first (the project's own shopkeepers). */
export const BOT_NAMES = ['Penny', 'Barney', 'Tilly', 'Rufus', 'Mabel', 'Otis'] as const;

/** The option a newcomer should start with, ticked until a game of that kind is finished. */
const FIRST_GAME = 'firstGame';

export type Kind = 'person' | 'bot';

export interface SeatDraft {
  key: number;
  name: string;
  colour: string;
  kind: Kind;
  /** How hard the seat plays when it is a bot (kept while it is a person, in case it turns back). */
  level: BotLevel;
  /** The name was given by the app to a bot (taken away again if the seat becomes a person). */
  botName?: true;
}

export interface CatalogueEntry {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  options: readonly GameOption[];
  available: boolean;
}

export interface NewGameSetup {
  game: string;
  seats: SeatRecord[];
  variants: Record<string, unknown>;
  /** A fixed deal (a guided first game); a fresh random one when absent. */
  seed?: string;
}

export interface NewGameDeps {
  catalogue: readonly CatalogueEntry[];
  /** Saved games, most recent first. */
  saved: readonly MatchMeta[];
  /** Colour ids, in the order seats take them. */
  colours: readonly string[];
  start(setup: NewGameSetup): Promise<Result<MatchMeta>>;
}

export type NewGameStore = ReturnType<typeof createNewGameStore>;

let nextKey = 1;

export function createNewGameStore(deps: NewGameDeps) {
  const firstAvailable = deps.catalogue.find((g) => g.available);
  const game = signal(firstAvailable?.id ?? '');
  const entry = computed(() => deps.catalogue.find((g) => g.id === game.value));
  /** The chosen game's seat count, least and most (2 to 4 before a game is known). */
  const limits = computed(() => ({ min: entry.value?.minSeats ?? 2, max: entry.value?.maxSeats ?? 4 }));
  const bounds = () => limits.peek();
  const freeColour = (taken: readonly string[]) => deps.colours.find((c) => !taken.includes(c)) ?? deps.colours[0] ?? '';
  const blank = (taken: readonly string[]): SeatDraft => ({ key: nextKey++, name: '', colour: freeColour(taken), kind: 'person', level: 'normal' });

  const seats = signal<SeatDraft[]>([]);
  const toggles = signal<Record<string, boolean>>({});
  const seatChoices = signal<Record<string, number>>({});
  const checked = signal(false);
  const submitting = signal(false);
  const failure = signal<string | null>(null);
  /** Learning: a guided first game on a fixed deal, until another game is chosen. */
  const learning = signal(false);

  const problems = computed(() => checkSeats(seats.value));
  /** The levels a bot seat may take in the chosen game (Hard where the game has a search). */
  const levels = computed(() => levelsFor(HARD_GAMES.includes(game.value)));
  const gameProblem = computed(() => {
    const e = entry.value;
    if (!e) return 'Choose a game.';
    return e.available ? null : `${e.name} is not playable yet. Choose another game.`;
  });
  /** The latest game's players, offered as one choice ("Same players as last time"). */
  const lastPlayers = computed<readonly SeatRecord[]>(() => deps.saved[0]?.seats ?? []);
  const canAdd = computed(() => seats.value.length < limits.value.max);
  const canRemove = computed(() => seats.value.length > limits.value.min);

  /** An option's choice is off while the toggle that overrides it is on (a random first player). */
  function overridden(o: GameOption): boolean {
    return o.kind === 'seat' && o.disabledBy !== undefined && toggles.value[o.disabledBy] === true;
  }

  /** The seat other than `key` that has `colour`, if any: a colour is offered to one seat only. */
  function colourTakenBy(key: number, colour: string): SeatDraft | null {
    return seats.value.find((s) => s.key !== key && s.colour === colour) ?? null;
  }

  function defaultToggles(id: string): Record<string, boolean> {
    const e = deps.catalogue.find((g) => g.id === id);
    const out: Record<string, boolean> = {};
    if (e?.options.some((o) => o.kind === 'toggle' && o.key === FIRST_GAME)) out[FIRST_GAME] = !finishedByAPerson(deps.saved, id);
    return out;
  }

  function freeBotName(list: readonly SeatDraft[], key: number): string {
    const taken = new Set(list.filter((s) => s.key !== key).map((s) => s.name.trim().toLocaleLowerCase()));
    return BOT_NAMES.find((n) => !taken.has(n.toLocaleLowerCase())) ?? `Bot ${list.findIndex((s) => s.key === key) + 1}`;
  }

  function update(key: number, change: Partial<Pick<SeatDraft, 'name' | 'colour'>>): void {
    // A name typed over a bot's given name is the players' own.
    seats.value = seats.value.map((s) => (s.key !== key ? s : { ...s, ...change, ...(change.name !== undefined ? { botName: undefined } : {}) }));
  }

  function setKind(key: number, kind: Kind): void {
    const list = seats.value;
    seats.value = list.map((s) => {
      if (s.key !== key || s.kind === kind) return s;
      if (kind === 'bot' && s.name.trim() === '') return { ...s, kind, name: freeBotName(list, key), botName: true };
      if (kind === 'person' && s.botName) return { key: s.key, colour: s.colour, kind, name: '', level: s.level };
      return { ...s, kind };
    });
  }

  function setLevel(key: number, level: BotLevel): void {
    if (!levels.peek().includes(level)) return;
    seats.value = seats.value.map((s) => (s.key === key ? { ...s, level } : s));
  }

  /** Adds a blank seat; returns its key (the screen moves the focus to its name). */
  function addSeat(): number | null {
    const list = seats.value;
    if (list.length >= bounds().max) return null;
    const seat = blank(list.map((s) => s.colour));
    seats.value = [...list, seat];
    return seat.key;
  }

  function removeSeat(key: number): void {
    if (seats.value.length <= bounds().min) return;
    batch(() => {
      seats.value = seats.value.filter((s) => s.key !== key);
      seatChoices.value = {};
    });
  }

  function chooseGame(id: string): void {
    batch(() => {
      learning.value = false;
      game.value = id;
      const { min, max } = bounds();
      let list = seats.value.slice(0, max);
      while (list.length < min) list = [...list, blank(list.map((s) => s.colour))];
      // A level the new game does not offer becomes Normal.
      seats.value = list.map((s) => (levels.peek().includes(s.level) ? s : { ...s, level: 'normal' }));
      toggles.value = defaultToggles(id);
      seatChoices.value = {};
    });
  }

  /** Seats the latest game's players again, bots as bots, in their colours where still free. */
  function sameAsLastTime(): void {
    const { min, max } = bounds();
    const list: SeatDraft[] = [];
    for (const s of lastPlayers.peek().slice(0, max)) {
      const colour = deps.colours.includes(s.colour) && !list.some((x) => x.colour === s.colour) ? s.colour : freeColour(list.map((x) => x.colour));
      const level = s.level && levels.peek().includes(s.level) ? s.level : 'normal';
      list.push({ key: nextKey++, name: s.name.slice(0, MAX_NAME), colour, kind: s.kind, level });
    }
    while (list.length < min) list.push(blank(list.map((x) => x.colour)));
    seats.value = list;
  }

  /** "Learn to play": the last person's name (or a blank one) and two bots, First game, the
   * game's fixed deal. Seats can still be changed; choosing another game ends learning. */
  function learn(id: string): void {
    chooseGame(id);
    batch(() => {
      const name = lastPlayers.peek().find((s) => s.kind === 'person')?.name.slice(0, MAX_NAME) ?? '';
      const person: SeatDraft = { ...blank([]), name };
      let list: SeatDraft[] = [person];
      for (let i = 0; i < 2 && list.length < bounds().max; i++) {
        const seat = blank(list.map((s) => s.colour));
        list = [...list, { ...seat, kind: 'bot', name: freeBotName([...list, seat], seat.key), botName: true }];
      }
      seats.value = list;
      if (entry.peek()?.options.some((o) => o.kind === 'toggle' && o.key === FIRST_GAME)) toggles.value = { ...toggles.peek(), [FIRST_GAME]: true };
      learning.value = true;
    });
  }

  /** Checks the form and starts the match; the started match's id, or null (what is wrong is in
   * `problems`, `gameProblem` or `failure`). */
  async function submit(): Promise<string | null> {
    checked.value = true;
    failure.value = null;
    const e = entry.peek();
    if (gameProblem.peek() !== null || !e || problems.peek().some((p) => p.name || p.colour) || seats.peek().length < e.minSeats) return null;
    submitting.value = true;
    const res = await deps.start({
      game: game.peek(),
      seats: seats.peek().map((s) => seatRecord(s)),
      variants: chosenVariants(e.options, toggles.peek(), seatChoices.peek()),
      ...(learning.peek() ? { seed: guidedSeed(game.peek()) } : {}),
    });
    submitting.value = false;
    if (!res.ok) {
      failure.value = res.error.message;
      return null;
    }
    return res.value.id;
  }

  /** What a game card on home asked for: that game, or its guided first game ("Learn to play"). */
  function open(asked: { game: string; learn: boolean } | null): void {
    if (asked?.learn) learn(asked.game);
    else if (asked) chooseGame(asked.game);
  }

  chooseGame(game.peek());

  return {
    /** Whether any game in the catalogue can be played in this build. */
    playable: firstAvailable !== undefined,
    limits,
    canAdd,
    canRemove,
    overridden,
    colourTakenBy,
    open,
    game,
    entry,
    seats,
    toggles,
    seatChoices,
    checked,
    submitting,
    failure,
    problems,
    levels,
    gameProblem,
    lastPlayers,
    learning,
    chooseGame,
    learn,
    update,
    setKind,
    setLevel,
    addSeat,
    removeSeat,
    sameAsLastTime,
    setToggle: (key: string, on: boolean) => (toggles.value = { ...toggles.value, [key]: on }),
    chooseSeat: (key: string, seat: number) => (seatChoices.value = { ...seatChoices.value, [key]: seat }),
    submit,
  };
}
