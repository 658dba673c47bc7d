// The Brick & Mortar table: always the table's view (`session.view('table')`), with the secret
// steps entered one person at a time through the hidden-entry gate, public decisions made in
// everyone's sight, bots playing at a pace people can follow, the reveal, undo, the rules
// reference and the end screen.
import { effect } from '@preact/signals';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { nextBotPrompt, playBotMove } from '../../../app/bots';
import type { GameEvent, Seat } from '../../../engine/types';
import type { BMAction, BMView } from '../../../games/brick-and-mortar';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { HiddenEntryGate } from '../../gate/HiddenEntryGate';
import { botDelayMs, pinFor } from '../../gate/settings';
import type { GameScreenProps } from '../../match/screens';
import { PublicDecision, type ConfirmRequest } from './Actions';
import { Boards } from './Board';
import { EndScreen } from './EndScreen';
import { LogPanel, usePublicLog } from './Log';
import { Market, StoreRow } from './Market';
import { isBot, itemLabel, makeCtx, nameOf, type TableCtx } from './model';
import { Who } from './parts';
import { PrivateScreen, privateTitle, type PrivateKind } from './Private';
import { REVEAL_TYPES, RevealDialog } from './Reveal';
import { RulesDialog, rulesSectionFor } from './Rules';
import { StatusBar } from './StatusBar';
import './bm.css';

interface GateState {
  seat: Seat;
  kind: PrivateKind;
}

const SECRET_NOUN: Record<string, string> = {
  'draft-keep': 'draft pick',
  advertise: 'Market cards',
  'supply-price': 'sealed bid',
  'sale-offer': 'sealed offer',
};

export default function Table(props: GameScreenProps) {
  const { session } = props;
  const matchValue = session.match.value;
  const meta = session.meta.value;
  const saving = session.saving.value;
  const ctx = useMemo(() => makeCtx(session), [matchValue, meta]);
  const log = usePublicLog(session);
  const [gate, setGate] = useState<GateState | null>(null);
  const [choice, setChoice] = useState<BMAction | null>(null);
  const [reveals, setReveals] = useState<GameEvent[]>([]);
  const [confirmReq, setConfirmReq] = useState<ConfirmRequest | null>(null);
  const [rules, setRules] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [botError, setBotError] = useState<string | null>(null);
  const [botTick, setBotTick] = useState(0);
  const botRunning = useRef(false);
  const hasPerson = meta.seats.some((s) => s.kind === 'person');
  const name = useMemo(() => (s: Seat) => nameOf(ctx, s), [ctx.seats]);

  // Fresh reveals (never replayed ones) open the reveal screen.
  useEffect(() => {
    let first = true;
    return effect(() => {
      const events = session.lastEvents.value;
      if (first) {
        first = false;
        return;
      }
      const shown = events.filter((e) => e.visibility === 'public' && (REVEAL_TYPES as readonly string[]).includes(e.type));
      if (shown.length > 0 && hasPerson) setReveals((q) => [...q, ...shown]);
    });
  }, [session]);

  // Bots move one visible step at a time, while nobody is entering, confirming or reading a reveal.
  useEffect(() => {
    if (ctx.tv.outcome || gate || reveals.length > 0 || confirmReq || busy || botError || botRunning.current) return;
    const prompt = nextBotPrompt(session);
    if (!prompt) return;
    // A sealed entry shows nothing but "locked in", so it needs less time to follow.
    const delay = prompt.entry === 'sealed' ? botDelayMs() / 2 : botDelayMs();
    const timer = setTimeout(() => {
      botRunning.current = true;
      void playBotMove(session).then(
        (r) => {
          botRunning.current = false;
          if (r && !r.ok) setBotError(r.error.message);
          setBotTick((t) => t + 1);
        },
        () => {
          botRunning.current = false;
          setBotError('A bot could not make its move.');
        },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [matchValue, gate, reveals.length, confirmReq, busy, botError, botTick]);

  async function act(seat: Seat, action: BMAction): Promise<boolean> {
    setBusy(true);
    setError(null);
    const r = await session.dispatch(seat, action);
    setBusy(false);
    if (!r.ok) setError(`${nameOf(ctx, seat)}: ${r.error.message}`);
    return r.ok;
  }

  function openGate(seat: Seat, kind: PrivateKind) {
    setChoice(null);
    setError(null);
    setGate({ seat, kind });
  }

  function closeGate() {
    setGate(null);
    setChoice(null);
  }

  async function lockIn() {
    const g = gate;
    const action = choice;
    closeGate();
    if (g && action) await act(g.seat, action);
  }

  const last = matchValue.log[matchValue.log.length - 1];
  const undoSeat = last && !isBot(ctx, last.seat) && session.canUndo(last.seat) ? last.seat : null;
  async function undo() {
    if (undoSeat === null) return;
    setBusy(true);
    const r = await session.undo(undoSeat);
    setBusy(false);
    setError(r.ok ? null : r.error.message);
  }

  const reveal = reveals[0];
  const over = ctx.tv.outcome !== null;
  return (
    <div class="bm-table">
      <StatusBar ctx={ctx} onRules={() => setRules(rulesSectionFor(ctx.tv.phase))} />
      {over ? <EndScreen ctx={ctx} /> : null}
      <div class="bm-layout">
        <div class="bm-main">
          <div class="bm-action">
          {error ? (
            <div role="alert" class="notice notice-error">
              <p>{error}</p>
            </div>
          ) : null}
          {botError ? (
            <div role="alert" class="notice notice-error">
              <p>{botError}</p>
              <button type="button" class="button" onClick={() => setBotError(null)}>
                Let the bots try again
              </button>
            </div>
          ) : null}
          {over ? null : (
            <ActionArea
              ctx={ctx}
              busy={busy || saving}
              gateOpen={gate !== null}
              act={act}
              confirm={setConfirmReq}
              openGate={openGate}
            />
          )}
          {undoSeat !== null && !over ? (
            <p class="undo-line">
              <button type="button" class="button" disabled={busy} onClick={() => void undo()}>
                Undo {nameOf(ctx, undoSeat)}'s last move
              </button>
            </p>
          ) : null}
          </div>
          <div class="bm-market">
            <Market ctx={ctx} />
          </div>
          <div class="bm-log">
            <p class="muted moves-saved">{saving ? 'Saving…' : `${meta.actionCount} moves saved`}</p>
            <LogPanel log={log} name={name} />
          </div>
        </div>
        <div class="bm-side">
          <div class="bm-boards">
            <Boards ctx={ctx} />
          </div>
          <div class="bm-row">
            <StoreRow ctx={ctx} />
          </div>
        </div>
      </div>
      {gate ? (
        <HiddenEntryGate
          key={`${gate.seat}:${gate.kind}`}
          seatName={nameOf(ctx, gate.seat)}
          colour={ctx.seats[gate.seat]?.colour ?? ''}
          pin={pinFor(nameOf(ctx, gate.seat))}
          title={privateTitle(ctx, gate.seat, gate.kind)}
          canLockIn={choice !== null}
          onLockIn={lockIn}
        >
          {() => (
            <>
              <PrivateScreen
                kind={gate.kind}
                ctx={ctx}
                seat={gate.seat}
                view={session.view(gate.seat) as BMView}
                onChoice={setChoice}
              />
              <p class="private-back">
                <button type="button" class="button" onClick={closeGate}>
                  Back to the table without locking in
                </button>
              </p>
            </>
          )}
        </HiddenEntryGate>
      ) : null}
      {reveal && !gate ? (
        <RevealDialog ctx={ctx} event={reveal} onContinue={() => setReveals((q) => q.slice(1))} />
      ) : null}
      {confirmReq ? (
        <ConfirmDialog
          message={confirmReq.message}
          detail={confirmReq.detail}
          confirmLabel={confirmReq.confirmLabel}
          cancelLabel={confirmReq.cancelLabel ?? 'Go back'}
          onCancel={() => setConfirmReq(null)}
          onConfirm={() => {
            const go = confirmReq.onConfirm;
            setConfirmReq(null);
            go();
          }}
        />
      ) : null}
      {rules ? <RulesDialog start={rules} onClose={() => setRules(null)} /> : null}
    </div>
  );
}

function ActionArea(props: {
  ctx: TableCtx;
  busy: boolean;
  gateOpen: boolean;
  act: (seat: Seat, action: BMAction) => Promise<boolean>;
  confirm: (req: ConfirmRequest) => void;
  openGate: (seat: Seat, kind: PrivateKind) => void;
}) {
  const { ctx } = props;
  const step = ctx.tv.step;
  const sealed = 'sealed' in step ? step.sealed : null;
  if (sealed) return <SealedPanel ctx={ctx} busy={props.busy} gateOpen={props.gateOpen} openGate={props.openGate} />;
  const prompt = ctx.tv.prompts[0];
  if (!prompt) return null;
  if (isBot(ctx, prompt.seat)) {
    return (
      <section class="action-panel is-bot" aria-label="Bot's turn">
        <p class="action-title">
          <Who ctx={ctx} seat={prompt.seat} big /> (bot) is playing…
        </p>
      </section>
    );
  }
  const seat = prompt.seat;
  const stepKey = `${seat}:${prompt.kind}:${ctx.tv.month}:${step.phase === 'supply' || step.phase === 'sale' ? step.item : ''}`;
  return (
    <PublicDecision
      key={stepKey}
      kind={prompt.kind}
      ctx={ctx}
      seat={seat}
      busy={props.busy}
      act={(a) => props.act(seat, a)}
      confirm={props.confirm}
      openHand={() => props.openGate(seat, 'hand')}
    />
  );
}

function SealedPanel(props: { ctx: TableCtx; busy: boolean; gateOpen: boolean; openGate: (seat: Seat, kind: PrivateKind) => void }) {
  const { ctx } = props;
  const step = ctx.tv.step;
  const sealed = 'sealed' in step ? step.sealed : null;
  const firstRef = useRef<HTMLButtonElement>(null);
  const waitingPerson = sealed ? sealed.eligible.find((s, i) => !sealed.submitted[i] && !isBot(ctx, s)) : undefined;
  useEffect(() => {
    if (!props.gateOpen) firstRef.current?.focus();
  }, [props.gateOpen, waitingPerson]);
  if (!sealed) return null;
  const kind = sealed.kind as PrivateKind;
  const noun = SECRET_NOUN[sealed.kind] ?? 'entry';
  const title =
    step.phase === 'draft'
      ? `Draft round ${step.round + 1}: keep one Store`
      : step.phase === 'advertising'
        ? `Advertising: 2 Market cards each`
        : step.phase === 'supply'
          ? `Sealed bids for ${itemLabel(step.item)}`
          : step.phase === 'sale'
            ? `Sealed offers for ${itemLabel(step.item)}`
            : 'Sealed entries';
  return (
    <section class="action-panel sealed-panel" aria-labelledby="bm-sealed-title">
      <h2 id="bm-sealed-title" class="action-title">
        {title}
      </h2>
      <p>
        Each person enters in private: press their button, pass the tablet, and hold the button on the cover. Entries stay
        sealed until the last one is in; until then an entry can be changed.
      </p>
      <ul class="sealed-list" aria-label="Who has locked in">
        {sealed.eligible.map((s, i) => {
          const done = sealed.submitted[i] === true;
          const bot = isBot(ctx, s);
          const nm = nameOf(ctx, s);
          return (
            <li key={s} class={done ? 'is-done' : ''}>
              <Who ctx={ctx} seat={s} big />
              {bot ? ' (bot)' : ''}
              <span class="sealed-status">{done ? 'Locked in' : 'Not yet'}</span>
              {!bot ? (
                <button
                  ref={s === waitingPerson ? firstRef : undefined}
                  type="button"
                  class={`button${!done && s === waitingPerson ? ' button-primary button-big' : ''}`}
                  disabled={props.busy}
                  onClick={() => props.openGate(s, kind)}
                >
                  {done ? `Change ${nm}'s ${noun}` : `Enter ${nm}'s ${noun}`}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
