// The Review (AM-R1..AM-R3): each Net Worth broken down by line (Stock owned, Fixtures, Gold,
// Review bonuses), the winner with the tie-break named when it decided, and the history Day by
// Day (Net Worth, Gold, Adventurers served) with a small chart of how the lead changed.
import type { Seat } from '../../../engine/types';
import { spreadLabels } from '../../common/spread-labels';
import { colourClass, initialOf } from '../../common/palette';
import { nameOf, type AMCtx } from './model';
import { Who } from './parts';
import { PlayAgain } from '../../match/PlayAgain';

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

type Breakdown = { stock: number; fixtures: number; gold: number; bonuses: number };

function tieNote(ctx: AMCtx, ranking: readonly Seat[], scores: readonly number[]): string {
  const [a, b] = ranking;
  if (a === undefined || b === undefined || scores[a] !== scores[b]) return '';
  const la = ctx.tv.players[a]?.ledger.length ?? 0;
  const lb = ctx.tv.players[b]?.ledger.length ?? 0;
  return la !== lb
    ? `Tied on Net Worth: ${nameOf(ctx, a)} wins with more Adventurers in the Ledger (${la} to ${lb}).`
    : `Tied on Net Worth and Adventurers: ${nameOf(ctx, a)} wins, being first in order from the Initiative holder.`;
}

// The end labels' spreading is shared with Brick & Mortar's charts.
export { spreadLabels };

function Chart(props: { ctx: AMCtx }) {
  const { history } = props.ctx.tv;
  if (history.length === 0) return null;
  const max = Math.max(1, ...history.flatMap((h) => h.worth));
  const w = 300;
  const h = 120;
  const x = (i: number) => (history.length === 1 ? w / 2 : 10 + (i * (w - 30)) / (history.length - 1));
  const y = (v: number) => h - 10 - (v * (h - 28)) / max;
  const players = props.ctx.tv.players;
  const last = history.length - 1;
  const ends = players.map((p) => y(history[last]?.worth[p.seat] ?? 0));
  // Text sits on its baseline: a label's box runs from y - 11 to y + 3 around its line's end (+4).
  const labels = spreadLabels(ends.map((e) => e + 4), 12, h - 1);
  return (
    <svg class="am-chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label="Net Worth at the end of each Day (the table below gives the numbers)">
      {players.map((p, k) => {
        const rec = props.ctx.seats[p.seat];
        const points = history.map((r, i) => `${x(i)},${y(r.worth[p.seat] ?? 0)}`).join(' ');
        const moved = Math.abs(labels[k]! - (ends[k]! + 4)) > 0.5;
        return (
          <g key={p.seat} class={`am-chart-line ${colourClass(rec?.colour ?? '')}`}>
            <polyline points={points} />
            {history.map((r, i) => <circle key={i} cx={x(i)} cy={y(r.worth[p.seat] ?? 0)} r="3" />)}
            {moved ? <line class="am-chart-leader" x1={x(last) + 3} y1={ends[k]} x2={x(last) + 6} y2={labels[k]! - 4} /> : null}
            <text x={x(last) + 6} y={labels[k]}>{initialOf(nameOf(props.ctx, p.seat))}</text>
          </g>
        );
      })}
    </svg>
  );
}

export function EndScreen(props: { ctx: AMCtx }) {
  const { ctx } = props;
  const outcome = ctx.tv.outcome;
  if (!outcome) return null;
  const breakdown = outcome.breakdown as Breakdown[] | undefined;
  const winner = outcome.ranking[0];
  const note = tieNote(ctx, outcome.ranking, outcome.scores);
  return (
    <section class="end-screen am-end" aria-labelledby="am-end-title">
      <h2 id="am-end-title">The Review{winner !== undefined ? `: ${nameOf(ctx, winner)} wins` : ''}</h2>
      {note ? <p>{note}</p> : null}
      {/* Eight columns are wider than a phone: the table scrolls sideways in its own box (a Tab
          stop, so a keyboard can scroll it too), never the page. */}
      <div class="table-scroll" tabIndex={0} role="region" aria-labelledby="am-end-worth">
        <table class="scores">
          <caption id="am-end-worth">Net Worth: Buy Cost of Stock owned (not Basic) + Fixtures + Gold + Review bonuses</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Stock</th>
              <th scope="col">Fixtures</th>
              <th scope="col">Gold</th>
              <th scope="col">Bonuses</th>
              <th scope="col">Net Worth</th>
              <th scope="col">Adventurers</th>
            </tr>
          </thead>
          <tbody>
            {outcome.ranking.map((seat, i) => {
              const b = breakdown?.[seat];
              return (
                <tr key={seat}>
                  <td>{ORDINAL[i] ?? `${i + 1}th`}</td>
                  <th scope="row"><Who ctx={ctx} seat={seat} /></th>
                  <td>{b?.stock ?? 0}</td>
                  <td>{b?.fixtures ?? 0}</td>
                  <td>{b?.gold ?? 0}</td>
                  <td>{b?.bonuses ?? 0}</td>
                  <td><strong>{outcome.scores[seat] ?? 0}</strong></td>
                  <td>{ctx.tv.players[seat]?.ledger.length ?? 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>Day by Day</h3>
      <Chart ctx={ctx} />
      <table class="scores am-history">
        <caption>Net Worth (Gold, Adventurers served) at the end of each Day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {ctx.tv.players.map((p) => <th key={p.seat} scope="col">{nameOf(ctx, p.seat)}</th>)}
          </tr>
        </thead>
        <tbody>
          {ctx.tv.history.map((r) => (
            <tr key={r.day}>
              <th scope="row">Day {r.day}</th>
              {ctx.tv.players.map((p) => (
                <td key={p.seat}>{r.worth[p.seat] ?? 0} ({r.gold[p.seat] ?? 0} Gold, {r.sales[p.seat] ?? 0})</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <PlayAgain session={ctx.session} />
    </section>
  );
}
