// The end of the game: the ranking with each score broken down (points, Stores, debt), a chart of
// points and cash month by month, and "Play again" with the same seats and options.
import type { Seat } from '../../../engine/types';
import { MONTH_NAMES } from '../../../games/brick-and-mortar/constants';
import type { MonthRecord } from '../../../games/brick-and-mortar/state';
import { colourClass, initialOf } from '../../common/palette';
import { spreadLabels } from '../../common/spread-labels';
import { PlayAgain } from '../../match/PlayAgain';
import { nameOf, type TableCtx } from './model';
import { Who, money } from './parts';

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

export function EndScreen(props: { ctx: TableCtx }) {
  const { ctx } = props;
  const outcome = ctx.tv.outcome;
  if (!outcome) return null;
  const winner = outcome.ranking[0];
  return (
    <section class="end-screen" aria-labelledby="bm-end-title">
      <h2 id="bm-end-title">Game over{winner !== undefined ? `: ${nameOf(ctx, winner)} wins` : ''}</h2>
      {/* Seven columns are wider than a phone: the table scrolls sideways in its own box (a Tab
          stop, so a keyboard can scroll it too), never the page. */}
      <div class="table-scroll" tabIndex={0} role="region" aria-labelledby="bm-end-scores">
        <table class="scores">
          <caption id="bm-end-scores">Final scores: points plus the final points of open Stores, minus debt</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Points</th>
              <th scope="col">Stores</th>
              <th scope="col">Debt</th>
              <th scope="col">Score</th>
              <th scope="col">Cash</th>
            </tr>
          </thead>
          <tbody>
            {outcome.ranking.map((seat, place) => {
              const b = outcome.breakdown[seat] ?? {};
              return (
                <tr key={seat} class={place === 0 ? 'is-winner' : ''}>
                  <td>{ORDINAL[place] ?? place + 1}</td>
                  <th scope="row">
                    <Who ctx={ctx} seat={seat} />
                  </th>
                  <td>{b.points ?? 0}</td>
                  <td>+{b.stores ?? 0}</td>
                  <td>-{b.debt ?? 0}</td>
                  <td class="big-number">{outcome.scores[seat] ?? 0}</td>
                  <td>{money(b.cash ?? 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="muted">Equal scores go to the most cash, then to the player later in turn order.</p>
      <div class="charts">
        <HistoryChart ctx={ctx} title="Points by month" history={ctx.tv.history} pick={(r, s) => r.points[s] ?? 0} />
        <HistoryChart ctx={ctx} title="Cash by month" history={ctx.tv.history} pick={(r, s) => r.cash[s] ?? 0} dollars />
      </div>
      <PlayAgain session={ctx.session} />
    </section>
  );
}

const W = 420;
const H = 220;
const PAD = { left: 40, right: 30, top: 12, bottom: 30 };

export function HistoryChart(props: {
  ctx: TableCtx;
  title: string;
  history: readonly MonthRecord[];
  pick: (r: MonthRecord, seat: Seat) => number;
  dollars?: boolean;
}) {
  const { ctx, history, pick } = props;
  const seats = ctx.seats.map((_, i) => i);
  const values = history.flatMap((r) => seats.map((s) => pick(r, s)));
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const n = history.length;
  const x = (i: number) => PAD.left + (n <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (n - 1));
  const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / (max - min || 1);
  const fmt = (v: number) => (props.dollars ? money(v) : String(v));
  const month = (r: MonthRecord) => (MONTH_NAMES[r.month - 1] ?? String(r.month)).slice(0, 3);
  // Each line's initial at its last point, moved apart where two lines end close together (the
  // initials printed over each other); 24 units clear the phone's 22-unit initials.
  const last = history[n - 1];
  // Kept above the month labels: on a phone the labels are drawn larger (14 px) and reach up to
  // the axis; an initial at a line ending on the axis printed over the last month ("Oct" and "C").
  const initialsAt = last ? spreadLabels(seats.map((s) => y(pick(last, s)) + 5), PAD.top + 10, H - PAD.bottom - 2, 24) : [];
  const summary = seats
    .map((s) => `${nameOf(ctx, s)}: ${history.map((r) => fmt(pick(r, s))).join(', ')}`)
    .join('; ');
  return (
    <figure class="chart">
      <figcaption>{props.title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${props.title}. ${summary}`} class="chart-svg">
        <line x1={PAD.left} y1={y(min)} x2={W - PAD.right} y2={y(min)} class="chart-axis" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={y(min)} class="chart-axis" />
        <text x={PAD.left - 6} y={y(max) + 5} class="chart-label" text-anchor="end">
          {fmt(max)}
        </text>
        <text x={PAD.left - 6} y={y(min)} class="chart-label" text-anchor="end">
          {fmt(min)}
        </text>
        {history.map((r, i) => (
          <text key={r.month} x={x(i)} y={H - 8} class="chart-label" text-anchor="middle">
            {month(r)}
          </text>
        ))}
        {seats.map((s, k) => {
          const colour = colourClass(ctx.seats[s]?.colour ?? '');
          const pts = history.map((r, i) => `${x(i)},${y(pick(r, s))}`).join(' ');
          return (
            <g key={s} class={`chart-line ${colour}-stroke chart-dash-${k}`}>
              <polyline points={pts} fill="none" />
              {history.map((r, i) => (
                <circle key={i} cx={x(i)} cy={y(pick(r, s))} r="4" />
              ))}
              {last ? (
                <text x={x(n - 1) + 8} y={initialsAt[k]} class="chart-initial">
                  {initialOf(nameOf(ctx, s))}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
