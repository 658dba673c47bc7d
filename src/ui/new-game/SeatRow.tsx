// One seat of New game's form: name, colour, person or bot, a bot's level, and Remove. It shows
// what the store (src/app/new-game-store.ts) holds and reports each change; a colour another seat
// has is offered disabled, and a field's problem is drawn beside it once Start was pressed.
import { MAX_NAME, type SeatDraft, type SeatProblems } from '../../app/new-game-store';
import type { BotLevel } from '../../storage/bot-levels';
import { LEVEL_NAMES } from '../common/bot-level';
import { PALETTE } from '../common/palette';
import { Badge } from '../common/SeatBadge';

export function SeatRow(props: {
  seat: SeatDraft;
  index: number;
  /** The other seat holding a colour, if any (the store's colourTakenBy). */
  takenBy: (colour: string) => SeatDraft | null;
  problems: SeatProblems;
  canRemove: boolean;
  onChange: (c: Partial<Pick<SeatDraft, 'name' | 'colour'>>) => void;
  onKind: (kind: SeatDraft['kind']) => void;
  levels: readonly BotLevel[];
  onLevel: (level: BotLevel) => void;
  onRemove: () => void;
}) {
  const { seat, index, problems } = props;
  const n = index + 1;
  const id = `seat-${seat.key}`;
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
            const other = props.takenBy(c.id);
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
                onChange={() => props.onKind(k)}
              />
              <span>{k === 'person' ? 'Person' : 'Bot'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {seat.kind === 'bot' ? (
        <div class="field">
          <label for={`${id}-level`}>Player {n} level</label>
          <select id={`${id}-level`} value={seat.level} onChange={(e) => props.onLevel(e.currentTarget.value as BotLevel)}>
            {props.levels.map((l) => (
              <option key={l} value={l}>
                {LEVEL_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {props.canRemove ? (
        <button type="button" class="button button-quiet" onClick={props.onRemove}>
          Remove Player {n}
        </button>
      ) : null}
    </li>
  );
}
