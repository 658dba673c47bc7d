// The shared table: one component for every game, given the game's `GameUi`. It renders the
// status line, the game's board with the shell's action area and log placed in it, the
// hidden-entry gate, the reveal queue, the question on screen, the rules and the end screen. What
// changes the match lives in the table store (src/app/table-store.ts); this file only shows it.
import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createTableStore, type TableStore } from '../../app/table-store';
import type { Session } from '../../app/session';
import type { EntryMode } from '../../engine/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { HiddenEntryGate } from '../gate/HiddenEntryGate';
import { isGuided } from '../../app/learn';
import { ExplainButton, GuideNote, useGuideStep } from '../guide/Guide';
import { botDelayMs, pinFor, settings } from '../gate/settings';
import { ActionArea } from './ActionArea';
import type { GameScreenProps, GameUi, TableCtxBase, TableTools } from './game-ui';
import { LogPanel } from './LogPanel';
import { memo } from './memo';
import { installQuietText } from './quiet-text';
import { RevealDialog } from './RevealDialog';
import { RulesDialog } from './RulesDialog';
import { StatusBar } from './StatusBar';
import { seatName } from './Who';
import '../styles/table.css';

// Unchanged empty and zero texts are not written into the page again on every render.
installQuietText();

/** A sealed entry shows nothing but "locked in", so it needs less time to follow. */
const pace = (entry: EntryMode) => (entry === 'sealed' ? botDelayMs() / 2 : botDelayMs());

export function tableFor<Ctx extends TableCtxBase>(ui: GameUi<Ctx>): ComponentType<GameScreenProps> {
  return function Table(props: GameScreenProps) {
    const { session } = props;
    const store = useMemo(
      () => createTableStore(session, { revealTypes: ui.reveals.types, privateMode: ui.privateMode, botDelayMs: pace }),
      [session],
    );
    useEffect(() => () => store.dispose(), [store]);
    return <TableView ui={ui} session={session} store={store} />;
  };
}

function TableView<Ctx extends TableCtxBase>(props: { ui: GameUi<Ctx>; session: Session; store: TableStore }) {
  const { ui, session, store } = props;
  const matchValue = session.match.value;
  const meta = session.meta.value;
  const previous = useRef<Ctx | null>(null);
  const ctx = useMemo(() => ui.context(session, previous.current), [matchValue, meta]);
  previous.current = ctx;
  const [rules, setRules] = useState<string | null>(null);
  // `busy` is read where a button uses it, so a save re-renders those panels, not the whole table.
  const tools: TableTools = useMemo(
    () => ({
      act: store.act,
      confirm: store.ask,
      openGate: store.openGate,
      get busy() {
        return store.busy.value;
      },
    }),
    [store],
  );
  const reveal = store.reveals.value[0];
  const gate = store.gate.value;
  const question = store.question.value;
  const bodyCtx = useFrameBehindReveal(ctx, reveal);
  // The guide's note follows the step a person is asked now: behind the gate, the private screen's.
  useGuideStep(meta.game, gate ? gate.kind : guideKind(ui, ctx), isGuided(meta.seed), gate ? 'private' : 'table');

  return (
    <div class={`game-table game-${meta.game}`}>
      <TableBody ui={ui} session={session} store={store} ctx={bodyCtx} tools={tools} setRules={setRules} />
      {gate ? <Gate ui={ui} ctx={ctx} store={store} /> : null}
      {reveal && !gate ? (
        <RevealDialog title={ui.reveals.title(ctx, reveal)} onContinue={store.nextReveal}>
          <ui.reveals.Body ctx={ctx} event={reveal} />
        </RevealDialog>
      ) : null}
      {question ? (
        <ConfirmDialog
          message={question.message}
          detail={question.detail}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel ?? 'Go back'}
          onCancel={() => store.answer(false)}
          onConfirm={() => store.answer(true)}
        />
      ) : null}
      {rules ? <RulesDialog sections={ui.rules} start={rules} onClose={() => setRules(null)} /> : null}
    </div>
  );
}

/** The kind of step a person is asked on the table (a sealed step first), or null (bots, over). */
function guideKind<Ctx extends TableCtxBase>(ui: GameUi<Ctx>, ctx: Ctx): string | null {
  if (ctx.over) return null;
  const sealed = ui.sealedStatus?.(ctx);
  if (sealed) return sealed.entries.some((e) => ctx.seats[e.seat]?.kind === 'person') ? sealed.kind : null;
  return ctx.prompts.find((p) => ctx.seats[p.seat]?.kind === 'person')?.kind ?? null;
}

/** What the table under the dialogs shows (its context, its log). A move that brings a reveal
 * draws the reveal first and the table under its shade one frame later (Preact runs effects after
 * the next paint): the reveal is what the table reads now, and its shade takes every tap and key,
 * so nothing can be done on a table one frame behind. The reveal's frame then holds the dialog
 * alone, not the move's whole re-render, style, layout and paint. */
function useFrameBehindReveal<T>(value: T, reveal: unknown): T {
  const shown = useRef(value);
  const lastReveal = useRef(reveal);
  const [, redraw] = useState(0);
  const revealArrived = reveal !== undefined && reveal !== lastReveal.current;
  lastReveal.current = reveal;
  if (!revealArrived) shown.current = value;
  useEffect(() => {
    if (shown.current !== value) redraw((n) => n + 1);
  });
  return shown.current;
}

interface TableBodyProps<Ctx extends TableCtxBase> {
  ui: GameUi<Ctx>;
  session: Session;
  store: TableStore;
  ctx: Ctx;
  tools: TableTools;
  setRules(section: string): void;
}

/** The status line, the board with the action area, and the log. Memo'd: it renders when the
 * context changes, not when a dialog opens or closes over it. */
function TableBodyOf<Ctx extends TableCtxBase>(props: TableBodyProps<Ctx>) {
  const { ui, session, store, ctx, tools } = props;
  const action = (
    <>
      <GuideNote place="table" />
      <ActionArea ui={ui} ctx={ctx} store={store} tools={tools} />
    </>
  );
  const log = <TableLog ui={ui} session={session} store={store} />;
  return (
    <>
      <StatusBar ui={ui} ctx={ctx} onRules={() => props.setRules(ui.rulesSection(ctx))} />
      {ctx.over ? <ui.EndScreen ctx={ctx} /> : null}
      <ui.Layout ctx={ctx} action={action} log={log} tools={tools} moves={store.log} />
    </>
  );
}
const TableBody = memo(TableBodyOf as FunctionComponent<TableBodyProps<TableCtxBase>>) as unknown as typeof TableBodyOf;

/** The saved-moves line and the public log, following the log's own signals. */
function TableLog<Ctx extends TableCtxBase>(props: { ui: GameUi<Ctx>; session: Session; store: TableStore }) {
  const { ui, session, store } = props;
  // The seats never change during a match.
  const seats = session.meta.peek().seats;
  const name = useMemo(() => (s: number) => seatName(seats, s), [seats]);
  // The log is under the reveal's shade too: its new lines follow a frame after the reveal.
  const moves = useFrameBehindReveal(store.log.moves.value, store.reveals.value[0]);
  return (
    <div class="table-log">
      <SavedLine session={session} />
      <LogPanel
        moves={moves}
        loading={store.log.loading.value}
        error={store.log.error.value}
        earlier={store.log.earlier.value}
        onEarlier={() => void store.log.loadEarlier()}
        name={name}
        describe={ui.describeEvent}
      />
    </div>
  );
}

/** Only this line reads the `saving` flag, so a write re-renders nothing else. */
function SavedLine(props: { session: Session }) {
  const { session } = props;
  return (
    <p class="muted moves-saved">{session.saving.value ? 'Saving…' : `${session.meta.value.actionCount} moves saved`}</p>
  );
}

function Gate<Ctx extends TableCtxBase>(props: { ui: GameUi<Ctx>; ctx: Ctx; store: TableStore }) {
  const { ui, ctx, store } = props;
  const gate = store.gate.value!;
  const { seat, kind } = gate;
  const live = ui.privateMode(kind) === 'live';
  const name = seatName(ctx.seats, seat);
  // What was drawn "since you last looked" counts from the end of this look.
  useEffect(() => () => store.markLooked(seat), [gate.handover]);
  // One door per seat, as the view and log are one per state: a choice behind the gate draws the
  // private screen again with the same props.
  const act = useMemo(() => (a: unknown) => store.act(seat, a), [store, seat]);
  const canUndoHere = live && ctx.session.canUndo(seat) && ctx.session.match.value.log.at(-1)?.seat === seat;
  const error = store.error.value;
  // Covered for the next person while the previous entry is still saving: the screen waits for it.
  const ready = store.entriesSaving.value === 0;
  return (
    <HiddenEntryGate
      key={gate.handover}
      seatName={name}
      colour={ctx.seats[seat]?.colour ?? ''}
      pin={pinFor(name)}
      alone={ctx.seats.filter((s) => s.kind === 'person').length === 1 && !settings.value.coverWhenAlone}
      title={ui.privateTitle(ctx, seat, kind)}
      canLockIn={store.choice.value !== null}
      onLockIn={live ? undefined : store.lockIn}
      onBack={store.closeGate}
    >
      {() => (
        <>
          {error ? (
            <div role="alert" class="notice notice-error">
              <p>{error}</p>
            </div>
          ) : null}
          <GuideNote place="private" />
          {ready ? (
            <ui.PrivateScreen
              ctx={ctx}
              seat={seat}
              kind={kind}
              view={store.privateView.value}
              onChoice={store.setChoice}
              act={act}
              seatLog={store.privateLog.value}
              lastLooked={store.lastLooked(seat)}
            />
          ) : (
            <p role="status" class="muted">
              Saving the last entry…
            </p>
          )}
          <p class="private-back">
            <ExplainButton place="private" />
            {canUndoHere ? (
              <button type="button" class="button" disabled={store.busy.value} onClick={() => void store.undo(seat)}>
                Undo my last step
              </button>
            ) : null}
            <button type="button" class="button" onClick={store.closeGate}>
              {live ? 'Back to the table' : 'Back to the table without locking in'}
            </button>
          </p>
        </>
      )}
    </HiddenEntryGate>
  );
}
