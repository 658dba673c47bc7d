// The end of a sitting: how many rounds, the whole history, and a new sitting with the same players.
import { PlayAgain } from '../../match/PlayAgain';
import type { DialCtx } from './model';

export function EndScreen(props: { ctx: DialCtx }) {
  const n = props.ctx.tv.history.length;
  return (
    <section class="end-screen bd-end" aria-labelledby="bd-end-title">
      <h2 id="bd-end-title">
        The sitting is over after {n} round{n === 1 ? '' : 's'}
      </h2>
      <PlayAgain session={props.ctx.session} />
    </section>
  );
}
