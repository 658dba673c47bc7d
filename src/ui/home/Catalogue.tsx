// The games as a catalogue: name, players, length, a one-line pitch and how to learn it, all from
// the registry's data (no game is loaded to show it). Loaded on demand, so the home screen's first
// chunk stays small; its few styles (catalogue.css) come with home's, which Home.tsx imports.
// Each card opens New game for its game, and a game with a guide offers "Learn to play": New game
// preset for a guided first game (src/app/learn.ts), read there once.
import { useState } from 'preact/hooks';
import { Lazy } from '../common/Lazy';
import { newGameRequest } from './new-game-request';
import { gameEntries } from '../../games/registry';
import { navigate } from '../route';

/** Phones as private hands (issue 32): the pairing, Yjs and QR codes load only when pressed. This
 * button lives in the catalogue's chunk, so home's first chunk does not grow. */
const loadJoin = () => import('../phones/JoinTable');

function open(game: string, learn: boolean): void {
  newGameRequest.value = { game, learn };
  navigate({ name: 'new-game' });
}

export default function Catalogue() {
  const [joining, setJoining] = useState(false);
  return (
    <section class="catalogue" aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading">Games</h2>
      <p class="catalogue-join">
        A game on a tablet near you?{' '}
        <button type="button" class="button" onClick={() => setJoining(true)}>
          Join a table
        </button>
      </p>
      {joining ? <Lazy load={loadJoin} props={{ onClose: () => setJoining(false) }} what="table to join" /> : null}
      <ul class="catalogue-list" aria-label="Games">
        {gameEntries.map((g) => (
          <li key={g.id} class="catalogue-card" aria-labelledby={`game-${g.id}`}>
            <h3 id={`game-${g.id}`}>{g.name}</h3>
            <p class="catalogue-pitch">{g.blurb}</p>
            <dl class="catalogue-facts">
              <div>
                <dt>Players</dt>
                <dd>{g.minSeats === g.maxSeats ? g.minSeats : `${g.minSeats} to ${g.maxSeats}`}</dd>
              </div>
              {g.length ? (
                <div>
                  <dt>Length</dt>
                  <dd>{g.length}</dd>
                </div>
              ) : null}
              {g.learn ? (
                <div>
                  <dt>How to learn</dt>
                  <dd>{g.learn}</dd>
                </div>
              ) : null}
            </dl>
            {g.load ? (
              <p class="catalogue-actions">
                {g.guided ? (
                  <button type="button" class="button button-primary" onClick={() => open(g.id, true)}>
                    Learn to play<span class="visually-hidden"> {g.name}</span>
                  </button>
                ) : null}
                <button type="button" class="button" onClick={() => open(g.id, false)}>
                  New game<span class="visually-hidden"> of {g.name}</span>
                </button>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

