// The line that answers, at a glance: where the game is, which phase (a strip with the current one
// lit), whose input is awaited, and what happens next. "Waiting for" names seats from the
// engine's prompts only, so it shows exactly what the table may know (a React window asks everyone
// in turn, whoever holds a React).
import type { Seat } from '../../engine/types';
import type { GameUi, TableCtxBase } from './game-ui';
import { joinNames, seatName } from './Who';
import { botTag } from '../common/bot-level';

export function waitingFor(ctx: TableCtxBase): Seat[] {
  const out: Seat[] = [];
  for (const p of ctx.prompts) if (!out.includes(p.seat)) out.push(p.seat);
  return out;
}

export function StatusBar<Ctx extends TableCtxBase>(props: { ui: GameUi<Ctx>; ctx: Ctx; onRules: () => void }) {
  const { ui, ctx } = props;
  const current = ui.currentPhase(ctx);
  const waiting = waitingFor(ctx);
  const section = ui.rulesSection(ctx);
  const rulesTitle = ui.rules.find((r) => r.id === section)?.title ?? 'Game';
  const Extra = ui.StatusExtra;
  const who =
    waiting.length === 0
      ? 'nobody'
      : joinNames(waiting.map((s) => `${seatName(ctx.seats, s)}${botTag(ctx.seats[s])}`));
  return (
    <>
      <section class="status" aria-label="Where the game is">
        <div class="status-top">
          <p class="status-month">{ui.where(ctx)}</p>
          <ol class="phase-strip" aria-label={ui.phasesLabel}>
            {ui.phases.map((p) => {
              const note = p.note?.(ctx);
              return (
                <li key={p.id} class={p.id === current ? 'is-current' : ''} aria-current={p.id === current ? 'step' : undefined}>
                  {p.label}
                  {note ? <span class="visually-hidden"> ({note})</span> : null}
                </li>
              );
            })}
          </ol>
          <button type="button" class="button button-quiet" onClick={props.onRules}>
            Rules: {rulesTitle}
          </button>
        </div>
        <p class="status-waiting">
          <strong>Waiting for:</strong> {who}
        </p>
        {/* Whose turn and which step, said to screen readers as it changes (what the line shows). */}
        <p class="visually-hidden" role="status" aria-label="Whose turn">
          {ctx.over ? '' : `${ui.where(ctx)}. Waiting for ${who}.`}
        </p>
      </section>
      <section class="status-more" aria-label="What happens next">
        <p class="status-next">{ui.whatNext(ctx)}</p>
        {Extra ? <Extra ctx={ctx} /> : null}
      </section>
    </>
  );
}
