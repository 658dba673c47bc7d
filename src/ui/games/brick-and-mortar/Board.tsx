// Every player's board, in seating order so each board stays in the same place all game: cash,
// points, debt and the score if the game ended now; the four Store slots with shelves and crates;
// how many cards each hand holds (never which). On the table each board is compact (the Stores as
// name and shelves); a tap on a Store or on the player's name opens the full text, and the board's
// details add the player's month-by-month history.
import { memo } from '../../match/memo';
import { useState } from 'preact/hooks';
import type { Prompt, Seat } from '../../../engine/types';
import type { BMView } from '../../../games/brick-and-mortar';
import type { SeatRecord } from '../../../storage/records';
import { MONTH_NAMES, STORE_SLOTS } from '../../../games/brick-and-mortar/constants';
import type { PlayerView } from '../../../games/brick-and-mortar/view';
import { colourClass } from '../../common/palette';
import { botTag } from '../../common/bot-level';
import { isBot, nameOf, plural } from './model';
import { ItemTag, Who, money } from './parts';
import { Amount } from '../../common/Amount';
import { InfoDialog, TableCard } from './Details';
import { StoreCardView } from './StoreCard';
import { OutcomeText, type Outcome } from './outcomes';

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

export interface BoardsProps {
  seats: readonly SeatRecord[];
  players: readonly PlayerView[];
  turnOrder: readonly Seat[];
  prompts: readonly Prompt[];
  history: BMView['history'];
  /** The table's view shows the Demand cards played (a seat's own view keeps them to itself). */
  showDemand: boolean;
  /** Crates sold and discarded and debt taken this month, per seat (./outcomes.tsx). */
  outcomes?: ReadonlyMap<Seat, Outcome>;
}

/** Memo'd on slices of the table view that keep their identity while unchanged (../../match/share.ts). */
export const Boards = memo(function Boards(props: BoardsProps) {
  return (
    <section class="boards" aria-label="Players' boards">
      {props.players.map((p) => (
        <PlayerBoard
          key={p.seat}
          seats={props.seats}
          player={p}
          position={props.turnOrder.indexOf(p.seat)}
          awaited={props.prompts.some((pr) => pr.seat === p.seat)}
          history={props.history}
          showDemand={props.showDemand}
          outcome={props.outcomes?.get(p.seat)}
        />
      ))}
    </section>
  );
});

export interface PlayerBoardProps {
  seats: readonly SeatRecord[];
  player: PlayerView;
  /** Place in turn order (0 first), -1 if none. */
  position: number;
  awaited: boolean;
  history: BMView['history'];
  showDemand: boolean;
  outcome?: Outcome;
  full?: boolean;
}

export const PlayerBoard = memo(function PlayerBoard(props: PlayerBoardProps) {
  const { player: p, position, awaited, full = false } = props;
  const named = { seats: props.seats };
  const [details, setDetails] = useState(false);
  const name = nameOf(named, p.seat);
  const slots = [];
  for (let i = 0; i < STORE_SLOTS; i++) {
    const store = p.stores[i];
    slots.push(
      <li key={i} class={store ? 'slot slot-filled' : 'slot'} data-card={store?.card.id}>
        {store && full ? (
          <StoreCardView card={store.card} crates={store.crates} tag={`Slot ${i + 1}`} />
        ) : store ? (
          <TableCard card={store.card} crates={store.crates} tag={`Slot ${i + 1}`} where={`${name}'s slot ${i + 1}`} />
        ) : (
          <p class="slot-empty">Slot {i + 1}: empty</p>
        )}
      </li>,
    );
  }
  const colour = colourClass(props.seats[p.seat]?.colour ?? '');
  return (
    <section
      class={`board${awaited ? ' is-awaited' : ''}${full ? ' board-full' : ''}`}
      aria-label={full ? `${name}'s whole board` : `${name}'s board`}
      data-player={full ? undefined : p.seat}
    >
      <header class={`board-header ${colour}-edge`}>
        <h3 class="board-title">
          <Who ctx={named} seat={p.seat} big />
          {isBot(named, p.seat) ? <span class="seat-kind">{botTag(named.seats[p.seat])}</span> : null}
        </h3>
        <p class="board-order">{position >= 0 ? `${ORDINAL[position] ?? `${position + 1}th`} in turn order` : ''}</p>
        {awaited ? <p class="board-awaited">Awaited</p> : null}
        {full ? null : (
          <button type="button" class="button button-quiet board-details" aria-label={`${name}'s details`} onClick={() => setDetails(true)}>
            Details
          </button>
        )}
      </header>
      <dl class="board-stats">
        <div>
          <dt>Cash</dt>
          <dd>
            <Amount value={p.cash} format={money} />
          </dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>
            <Amount value={p.points} />
          </dd>
        </div>
        <div>
          <dt>Debt</dt>
          <dd>
            <Amount value={p.debt} risingIsBad />
          </dd>
        </div>
        <div>
          <dt>Score now</dt>
          <dd>
            <Amount value={p.score} />
          </dd>
        </div>
      </dl>
      <p class="board-line" data-pile="hand">
        Utilities {money(p.utilities)} a month · {plural(p.storeHandCount, 'Store card')} in hand ·{' '}
        {plural(p.marketHandCount, 'Market card')}
        {p.demandCount > 0 && !p.demand ? ` · ${plural(p.demandCount, 'Demand card')} face down` : ''}
      </p>
      {p.demand && props.showDemand && p.demand.length > 0 ? (
        <p class="board-line">
          Demand played:{' '}
          {p.demand.map((c, i) => (
            <span key={c.id}>
              {i > 0 ? ', ' : ''}
              <ItemTag item={c.demand.item} count={c.demand.count} suffix=" boxes" />
            </span>
          ))}
        </p>
      ) : null}
      {props.outcome ? (
        <p class="board-line board-outcome">
          This month: <OutcomeText o={props.outcome} />
        </p>
      ) : null}
      <ol class="slots" aria-label={full ? `${name}'s Stores in full` : `${name}'s Store slots`}>
        {slots}
      </ol>
      {full ? <History seats={props.seats} history={props.history} seat={p.seat} /> : null}
      {details ? (
        <InfoDialog title={`${name}'s board`} onClose={() => setDetails(false)}>
          <PlayerBoard {...props} full />
        </InfoDialog>
      ) : null}
    </section>
  );
});

/** A player's month-by-month record: cash, points and debt at the end of each month. */
function History(props: { seats: readonly SeatRecord[]; history: BMView['history']; seat: number }) {
  const { seat } = props;
  const months = props.history;
  if (months.length === 0) return <p class="board-line">No month has ended yet.</p>;
  return (
    <table class="history-table">
      <caption>{nameOf(props, seat)} month by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Cash</th>
          <th scope="col">Points</th>
          <th scope="col">Debt</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{MONTH_NAMES[m.month - 1] ?? m.month}</th>
            <td>{money(m.cash[seat] ?? 0)}</td>
            <td>{m.points[seat] ?? 0}</td>
            <td>{m.debt[seat] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
