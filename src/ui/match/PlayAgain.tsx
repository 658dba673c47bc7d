// "Play again": a new match of the same game with the same seats and options, opened at once.
// Each bot seat's level can be changed first (a table that won easily may want a harder bot).
import { useState } from 'preact/hooks';
import { newMatch } from '../../app/app-state';
import { LEVEL_NAMES } from '../common/bot-level';
import type { Session } from '../../app/session';
import { HARD_GAMES } from '../../games/bots/levels';
import { levelOf, levelsFor, type BotLevel } from '../../storage/bot-levels';
import { navigate } from '../route';

export function PlayAgain(props: { session: Session }) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const seats = props.session.meta.value.seats;
  const offered = levelsFor(HARD_GAMES.includes(props.session.meta.value.game));
  const [levels, setLevels] = useState<BotLevel[]>(() => seats.map((s) => levelOf(s)));
  async function again() {
    const meta = props.session.meta.value;
    setStarting(true);
    setFailure(null);
    const next = meta.seats.map((s, i) => (s.kind === 'bot' ? { ...s, level: levels[i] ?? levelOf(s) } : { ...s }));
    const res = await newMatch({ game: meta.game, seats: next, variants: { ...meta.options } });
    setStarting(false);
    if (!res.ok) setFailure(res.error.message);
    else navigate({ name: 'match', id: res.value.id }, true);
  }
  return (
    <>
      {failure ? (
        <p role="alert" class="notice notice-error">
          {failure}
        </p>
      ) : null}
      {seats.map((s, i) =>
        s.kind !== 'bot' ? null : (
          <p key={i} class="field play-again-level">
            <label for={`again-level-${i}`}>{s.name}'s level</label>{' '}
            <select
              id={`again-level-${i}`}
              value={levels[i]}
              disabled={starting}
              onChange={(e) => {
                const level = e.currentTarget.value as BotLevel;
                setLevels((old) => old.map((l, j) => (j === i ? level : l)));
              }}
            >
              {offered.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_NAMES[l]}
                </option>
              ))}
            </select>
          </p>
        ),
      )}
      <button type="button" class="button button-primary button-big" disabled={starting} onClick={() => void again()}>
        {starting ? 'Starting…' : 'Play again with the same players'}
      </button>
    </>
  );
}
