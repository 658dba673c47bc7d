// "Play again": a new match of the same game with the same seats and options, opened at once.
import { useState } from 'preact/hooks';
import { newMatch } from '../../app/app-state';
import type { Session } from '../../app/session';
import { navigate } from '../route';

export function PlayAgain(props: { session: Session }) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function again() {
    const meta = props.session.meta.value;
    setStarting(true);
    setFailure(null);
    const res = await newMatch({ game: meta.game, seats: meta.seats.map((s) => ({ ...s })), variants: { ...meta.options } });
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
      <button type="button" class="button button-primary button-big" disabled={starting} onClick={() => void again()}>
        {starting ? 'Starting…' : 'Play again with the same players'}
      </button>
    </>
  );
}
