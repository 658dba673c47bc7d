// "New game": the game, 2 to 4 seats (name, colour, person or bot) and the game's options, as its
// registry entry lists them (src/games/registry.ts), so a game adds options without touching this
// screen. Loaded on demand from home. The form's flow lives in its store
// (src/app/new-game-store.ts); this screen only shows it. Illegal choices are not offered (a colour
// another seat has is disabled, the seat count stays within the game's bounds); what remains is
// checked when "Start game" is pressed and explained beside the field.
import { useMemo, useRef } from 'preact/hooks';
import { gameCatalogue, newMatch, savedMatches } from '../../app/app-state';
import { askPhonesOnOpen } from '../../app/phone-seats';
import { newGameRequest } from '../home/new-game-request';
import { createNewGameStore, type NewGameStore } from '../../app/new-game-store';
import { botTag } from '../common/bot-level';
import { PALETTE } from '../common/palette';
import { useScreenHeading } from '../common/screen';
import { navigate } from '../route';
import { SeatRow } from './SeatRow';
import '../styles/forms.css';

export default function NewGame() {
  const heading = useScreenHeading();
  const formRef = useRef<HTMLFormElement>(null);
  const withPhones = useRef(false);
  const store: NewGameStore = useMemo(() => {
    const made = createNewGameStore({ catalogue: gameCatalogue, saved: savedMatches.peek(), colours: PALETTE.map((c) => c.id), start: newMatch });
    // A game card on home asked for this game (or its guided first game): once, then forgotten.
    made.open(newGameRequest.peek());
    newGameRequest.value = null;
    return made;
  }, []);
  const { game, entry, seats: seatList, toggles, seatChoices, checked, failure } = store;
  const seats = seatList.value;
  const { min, max } = store.limits.value;
  const options = entry.value?.options ?? [];
  const problems = store.problems.value;
  const gameProblem = store.gameProblem.value;
  const last = store.lastPlayers.value;

  async function submit(e: Event) {
    e.preventDefault();
    const id = await store.submit();
    if (id !== null) {
      if (withPhones.current) askPhonesOnOpen();
      navigate({ name: 'match', id }, true);
      return;
    }
    // Focus the first field that needs attention, after the messages have rendered.
    setTimeout(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
  }

  function addSeat() {
    const key = store.addSeat();
    // The new player's name is where the keyboard goes next, not back up the form.
    if (key !== null) setTimeout(() => document.getElementById(`seat-${key}-name`)?.focus(), 0);
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
        {store.learning.value ? (
          <p class="notice learn-notice">
            Learning to play {entry.value?.name}: one person and two bots, dealt the same first game every time. A short
            note explains each kind of step the first time it comes; "Explain this step" on the table brings it back.
          </p>
        ) : null}
        <fieldset class="game-choice">
          <legend>Game</legend>
          {gameCatalogue.map((g) => (
            <label key={g.id} class={`choice${g.available ? '' : ' is-disabled'}`}>
              <input
                type="radio"
                name="game"
                value={g.id}
                checked={game.value === g.id}
                disabled={!g.available}
                aria-invalid={checked.value && game.value === g.id && gameProblem ? 'true' : undefined}
                onChange={() => store.chooseGame(g.id)}
              />
              <span>
                {g.name}
                {g.available ? '' : ' (coming soon)'}
              </span>
            </label>
          ))}
          {checked.value && gameProblem ? <p class="field-error">{gameProblem}</p> : null}
          {!store.playable ? (
            <p class="muted">No game can be played in this version yet: the tables are still being built.</p>
          ) : null}
        </fieldset>

        <fieldset class="seats">
          <legend>
            Players ({min} to {max})
          </legend>
          {last.length > 0 ? (
            <p class="same-players">
              <button type="button" class="button" onClick={store.sameAsLastTime}>
                Same players as last time
              </button>{' '}
              <span class="hint">{last.map((s) => `${s.name}${botTag(s)}`).join(', ')}</span>
            </p>
          ) : null}
          <ol class="seat-rows">
            {seats.map((s, i) => (
              <SeatRow
                key={s.key}
                seat={s}
                index={i}
                takenBy={(colour) => store.colourTakenBy(s.key, colour)}
                problems={checked.value ? (problems[i] ?? {}) : {}}
                canRemove={store.canRemove.value}
                onChange={(c) => store.update(s.key, c)}
                onKind={(k) => store.setKind(s.key, k)}
                levels={store.levels.value}
                onLevel={(l) => store.setLevel(s.key, l)}
                onRemove={() => store.removeSeat(s.key)}
              />
            ))}
          </ol>
          <button type="button" class="button" disabled={!store.canAdd.value} onClick={addSeat}>
            Add a player
          </button>
          {store.canAdd.value ? null : <span class="hint"> {max} players at most.</span>}
        </fieldset>

        <fieldset class="variants">
          <legend>Options</legend>
          {options.map((o) =>
            o.kind === 'toggle' ? (
              <label key={o.key} class="choice">
                <input
                  type="checkbox"
                  checked={toggles.value[o.key] === true}
                  aria-describedby={o.hint ? `option-hint-${o.key}` : undefined}
                  onChange={(e) => {
                    store.setToggle(o.key, e.currentTarget.checked);
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
                  value={String(seatChoices.value[o.key] ?? 0)}
                  disabled={store.overridden(o)}
                  onChange={(e) => store.chooseSeat(o.key, Number(e.currentTarget.value))}
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

        {failure.value ? (
          <div role="alert" class="notice notice-error">
            <p>{failure.value}</p>
          </div>
        ) : null}
        <p>
          <label class="choice">
            <input type="checkbox" checked={withPhones.current} onChange={(e) => (withPhones.current = e.currentTarget.checked)} />
            <span>Add phones as the game opens: each person may enter their secret steps on their own phone</span>
          </label>
        </p>
        <div class="form-actions">
          <button type="submit" class="button button-primary button-big" disabled={store.submitting.value}>
            {store.submitting.value ? 'Starting…' : 'Start game'}
          </button>
        </div>
      </form>
    </main>
  );
}
