// "New game": the game, 2 to 4 seats (name, colour, person or bot) and the game's options, as its
// registry entry lists them (src/games/registry.ts), so a game adds options without touching this
// screen. Loaded on
// demand from home. Illegal choices are not offered (a colour another seat has is disabled, the
// seat count stays within the game's bounds); what remains is checked when "Start game" is pressed
// and explained beside the field.
import { useRef, useState } from 'preact/hooks';
import { gameCatalogue, newMatch, savedMatches } from '../../app/app-state';
import type { GameOption } from '../../games/game-module';
import { PALETTE } from '../common/palette';
import { Badge } from '../common/SeatBadge';
import { useScreenHeading } from '../common/screen';
import { navigate } from '../route';
import '../styles/forms.css';

/** Same limit as storage's import check (MAX_SEAT_NAME). */
export const MAX_NAME = 40;


type Kind = 'person' | 'bot';
interface SeatDraft {
  key: number;
  name: string;
  colour: string;
  kind: Kind;
}

let nextKey = 1;

function freeColour(taken: readonly string[]): string {
  return (PALETTE.find((c) => !taken.includes(c.id)) ?? PALETTE[0]!).id;
}

function initialSeats(min: number, max: number): SeatDraft[] {
  // Start from the seats of the latest game: the same people usually play again.
  const recent = savedMatches.value[0]?.seats ?? [];
  const seats: SeatDraft[] = [];
  for (const s of recent.slice(0, max)) {
    const colour = PALETTE.some((c) => c.id === s.colour) && !seats.some((x) => x.colour === s.colour)
      ? s.colour
      : freeColour(seats.map((x) => x.colour));
    seats.push({ key: nextKey++, name: s.name.slice(0, MAX_NAME), colour, kind: s.kind });
  }
  while (seats.length < min) {
    seats.push({ key: nextKey++, name: '', colour: freeColour(seats.map((x) => x.colour)), kind: 'person' });
  }
  return seats;
}

export interface SeatProblems {
  name?: string;
  colour?: string;
}

/** Problems per seat, by position; empty objects when all is well. */
export function checkSeats(seats: readonly { name: string; colour: string }[]): SeatProblems[] {
  return seats.map((s, i) => {
    const label = `Player ${i + 1}`;
    const p: SeatProblems = {};
    const name = s.name.trim();
    if (name === '') p.name = `Enter a name for ${label}.`;
    else if (name.length > MAX_NAME) p.name = `${label}'s name is too long (at most ${MAX_NAME} characters).`;
    else {
      const same = seats.findIndex((o) => o.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase());
      if (same < i) p.name = `${label} has the same name as Player ${same + 1}. Each player needs their own name.`;
    }
    const sameColour = seats.findIndex((o) => o.colour === s.colour);
    if (sameColour < i) p.colour = `${label} has the same colour as Player ${sameColour + 1}.`;
    return p;
  });
}

/** The variants a match starts with: every toggle (off unless ticked), and each seat choice unless
 * the toggle that overrides it is on (a random first player overrides the chosen one). */
export function chosenVariants(
  options: readonly GameOption[],
  toggles: Record<string, boolean>,
  seatChoices: Record<string, number>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of options) {
    if (o.kind === 'toggle') out[o.key] = toggles[o.key] === true;
    else if (!(o.disabledBy !== undefined && toggles[o.disabledBy] === true)) out[o.key] = seatChoices[o.key] ?? 0;
  }
  return out;
}

export default function NewGame() {
  const heading = useScreenHeading();
  const formRef = useRef<HTMLFormElement>(null);
  const firstAvailable = gameCatalogue.find((g) => g.available);
  const [game, setGame] = useState<string>(firstAvailable?.id ?? '');
  const entry = gameCatalogue.find((g) => g.id === game);
  const min = entry?.minSeats ?? 2;
  const max = entry?.maxSeats ?? 4;
  const [seats, setSeats] = useState<SeatDraft[]>(() => initialSeats(min, max));
  const [toggles, setToggles] = useState<Record<string, boolean>>({});
  const [seatChoices, setSeatChoices] = useState<Record<string, number>>({});
  const options = entry?.options ?? [];
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const problems = checkSeats(seats);
  const gameProblem = !entry
    ? 'Choose a game.'
    : !entry.available
      ? `${entry.name} is not playable yet. Choose another game.`
      : null;

  function update(key: number, change: Partial<SeatDraft>) {
    setSeats((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));
  }

  function addSeat() {
    setSeats((list) =>
      list.length >= max
        ? list
        : [...list, { key: nextKey++, name: '', colour: freeColour(list.map((s) => s.colour)), kind: 'person' }],
    );
  }

  function removeSeat(key: number) {
    setSeats((list) => (list.length <= min ? list : list.filter((s) => s.key !== key)));
    setSeatChoices({});
  }

  function chooseGame(id: string) {
    setGame(id);
    const g = gameCatalogue.find((x) => x.id === id);
    if (g) setSeats((list) => (list.length > g.maxSeats ? list.slice(0, g.maxSeats) : list));
  }

  async function submit(e: Event) {
    e.preventDefault();
    setChecked(true);
    setFailure(null);
    const bad = gameProblem !== null || problems.some((p) => p.name || p.colour) || seats.length < min;
    if (bad) {
      // Focus the first field that needs attention, after the messages have rendered.
      setTimeout(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }, 0);
      return;
    }
    setSubmitting(true);
    const res = await newMatch({
      game,
      seats: seats.map((s) => ({ name: s.name.trim(), colour: s.colour, kind: s.kind })),
      variants: chosenVariants(options, toggles, seatChoices),
    });
    setSubmitting(false);
    if (!res.ok) {
      setFailure(res.error.message);
      return;
    }
    navigate({ name: 'match', id: res.value.id }, true);
  }

  return (
    <main class="screen new-game">
      <header class="screen-header">
        <h1 ref={heading} tabIndex={-1}>
          New game
        </h1>
        <button type="button" class="button" onClick={() => navigate({ name: 'home' })}>
          Back to home
        </button>
      </header>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
        <fieldset class="game-choice">
          <legend>Game</legend>
          {gameCatalogue.map((g) => (
            <label key={g.id} class={`choice${g.available ? '' : ' is-disabled'}`}>
              <input
                type="radio"
                name="game"
                value={g.id}
                checked={game === g.id}
                disabled={!g.available}
                aria-invalid={checked && game === g.id && gameProblem ? 'true' : undefined}
                onChange={() => chooseGame(g.id)}
              />
              <span>
                {g.name}
                {g.available ? '' : ' (coming soon)'}
              </span>
            </label>
          ))}
          {checked && gameProblem ? <p class="field-error">{gameProblem}</p> : null}
          {!firstAvailable ? (
            <p class="muted">No game can be played in this version yet: the tables are still being built.</p>
          ) : null}
        </fieldset>

        <fieldset class="seats">
          <legend>
            Players ({min} to {max})
          </legend>
          <ol class="seat-rows">
            {seats.map((s, i) => (
              <SeatRow
                key={s.key}
                seat={s}
                index={i}
                others={seats.filter((o) => o.key !== s.key)}
                problems={checked ? (problems[i] ?? {}) : {}}
                canRemove={seats.length > min}
                onChange={(c) => update(s.key, c)}
                onRemove={() => removeSeat(s.key)}
              />
            ))}
          </ol>
          <button type="button" class="button" disabled={seats.length >= max} onClick={addSeat}>
            Add a player
          </button>
          {seats.length >= max ? <span class="hint"> {max} players at most.</span> : null}
        </fieldset>

        <fieldset class="variants">
          <legend>Options</legend>
          {options.map((o) =>
            o.kind === 'toggle' ? (
              <label key={o.key} class="choice">
                <input
                  type="checkbox"
                  checked={toggles[o.key] === true}
                  aria-describedby={o.hint ? `option-hint-${o.key}` : undefined}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setToggles((x) => ({ ...x, [o.key]: on }));
                  }}
                />
                <span>{o.label}</span>
                {o.hint ? (
                  <span id={`option-hint-${o.key}`} class="hint">
                    {' '}
                    {o.hint}
                  </span>
                ) : null}
              </label>
            ) : (
              <label key={o.key} class="first-player">
                <span>{o.label}</span>
                <select
                  value={String(seatChoices[o.key] ?? 0)}
                  disabled={o.disabledBy !== undefined && toggles[o.disabledBy] === true}
                  onChange={(e) => {
                    const seat = Number(e.currentTarget.value);
                    setSeatChoices((x) => ({ ...x, [o.key]: seat }));
                  }}
                >
                  {seats.map((s, i) => (
                    <option key={s.key} value={String(i)}>
                      {s.name.trim() || `Player ${i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ),
          )}
        </fieldset>

        {failure ? (
          <div role="alert" class="notice notice-error">
            <p>{failure}</p>
          </div>
        ) : null}
        <div class="form-actions">
          <button type="submit" class="button button-primary button-big" disabled={submitting}>
            {submitting ? 'Starting…' : 'Start game'}
          </button>
        </div>
      </form>
    </main>
  );
}

function SeatRow(props: {
  seat: SeatDraft;
  index: number;
  others: SeatDraft[];
  problems: SeatProblems;
  canRemove: boolean;
  onChange: (c: Partial<SeatDraft>) => void;
  onRemove: () => void;
}) {
  const { seat, index, problems } = props;
  const n = index + 1;
  const id = `seat-${seat.key}`;
  const takenBy = (colour: string) => {
    const o = props.others.find((x) => x.colour === colour);
    return o ? o : null;
  };
  return (
    <li class="seat-row">
      <Badge name={seat.name || String(n)} colour={seat.colour} class="badge-big" />
      <div class="field">
        <label for={`${id}-name`}>Player {n} name</label>
        <input
          id={`${id}-name`}
          type="text"
          value={seat.name}
          maxLength={MAX_NAME}
          autoComplete="off"
          autoCapitalize="words"
          spellcheck={false}
          aria-invalid={problems.name ? 'true' : undefined}
          aria-describedby={problems.name ? `${id}-name-error` : undefined}
          onInput={(e) => props.onChange({ name: e.currentTarget.value })}
        />
        {problems.name ? (
          <p id={`${id}-name-error`} class="field-error">
            {problems.name}
          </p>
        ) : null}
      </div>
      <div class="field">
        <label for={`${id}-colour`}>Player {n} colour</label>
        <select
          id={`${id}-colour`}
          value={seat.colour}
          aria-invalid={problems.colour ? 'true' : undefined}
          aria-describedby={problems.colour ? `${id}-colour-error` : undefined}
          onChange={(e) => props.onChange({ colour: e.currentTarget.value })}
        >
          {PALETTE.map((c) => {
            const other = takenBy(c.id);
            return (
              <option key={c.id} value={c.id} disabled={other !== null}>
                {other ? `${c.name} (taken)` : c.name}
              </option>
            );
          })}
        </select>
        {problems.colour ? (
          <p id={`${id}-colour-error`} class="field-error">
            {problems.colour}
          </p>
        ) : null}
      </div>
      <fieldset class="kind-toggle">
        <legend>Player {n} plays as</legend>
        <div class="kind-options">
          {(['person', 'bot'] as const).map((k) => (
            <label key={k} class="segment">
              <input
                type="radio"
                name={`${id}-kind`}
                value={k}
                checked={seat.kind === k}
                onChange={() => props.onChange({ kind: k })}
              />
              <span>{k === 'person' ? 'Person' : 'Bot'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {props.canRemove ? (
        <button type="button" class="button button-quiet" onClick={props.onRemove}>
          Remove Player {n}
        </button>
      ) : null}
    </li>
  );
}
