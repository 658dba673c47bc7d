// The table's action area, the same for every game: banners, then what the table is waiting for.
//   a sealed step     - who has locked in, and each person's button into the gate;
//   a private choice  - the person's button into the gate;
//   an open decision  - the game's own panel, in everyone's sight;
//   a bot             - "is playing…".
// Then "Undo", for the last person to move, up to the last barrier.
import { untracked } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { Prompt, Seat } from '../../engine/types';
import { entrant, type TableStore } from '../../app/table-store';
import type { GameUi, SealedStatus, TableCtxBase, TableTools } from './game-ui';
import { Badge } from '../common/SeatBadge';
import { Who, seatName } from './Who';
import { botDoing, botTag } from '../common/bot-level';
import { rangeKey } from '../common/range-keys';
import { phoneSeats } from '../../app/phone-seats';
import { firstControl } from '../gate/focus';

const isBot = (ctx: TableCtxBase, seat: Seat) => ctx.seats[seat]?.kind === 'bot';

export function ActionArea<Ctx extends TableCtxBase>(props: { ui: GameUi<Ctx>; ctx: Ctx; store: TableStore; tools: TableTools }) {
  const { ui, ctx, store, tools } = props;
  const error = store.error.value;
  const botError = store.bots.error.value;
  const gateOpen = store.gate.value !== null;
  // A panel takes the focus when it comes, unless the gate or a reveal is over the table (the
  // reveal keeps its Continue; the panel takes the focus once it is read) or an entry is still
  // saving (the panel would focus the button of a person whose entry is about to land).
  const revealOpen = store.reveals.value.length > 0;
  const covered = gateOpen || revealOpen || store.entriesSaving.value > 0;
  // Read without subscribing: the table draws this area again with every new context (each move).
  const undoSeat = untracked(() => {
    const match = ctx.session.match.value;
    const last = match.log[match.log.length - 1];
    return last && !isBot(ctx, last.seat) && ctx.session.canUndo(last.seat) ? last.seat : null;
  });
  const sealed = ui.sealedStatus?.(ctx) ?? null;
  const prompt = ctx.prompts[0];
  // A move made from a panel here replaces the panel, and the focus on its button would fall to
  // the page (a keyboard's next Tab from the top); so would the focus on a reveal's Continue or in
  // the gate, as they close. It comes to the new panel's heading (the area itself when it has
  // none), not to a control, so a key pressed again makes no second move (a sealed or private
  // panel takes it for its own button first), and a screen reader reads what is asked now. Only
  // focus that was here, on a reveal or in the gate comes: a bot's move or a panel coming on its
  // own never takes it.
  const area = useRef<HTMLDivElement>(null);
  const focusWasHere = useRef(false);
  const coverWas = useRef({ gateOpen, revealOpen });
  const focusOwed = useRef(false);
  /** The stepper or dial whose value a key set last (Enter there presses its button). */
  const setBy = useRef<HTMLElement | null>(null);
  useEffect(() => announceEnter(area.current));
  useEffect(() => {
    if ((coverWas.current.gateOpen && !gateOpen) || (coverWas.current.revealOpen && !revealOpen)) focusOwed.current = true;
    coverWas.current = { gateOpen, revealOpen };
    if (covered || !(focusWasHere.current || focusOwed.current)) return;
    focusOwed.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) nextThingToDo(area.current)?.focus({ preventScroll: true });
  });
  return (
    <div
      ref={area}
      class="table-action"
      tabIndex={-1}
      aria-label="What the table is waiting for"
      role="region"
      onFocusIn={(e) => {
        focusWasHere.current = true;
        // A stepper drawn by the panel's own state since the area's last draw says its Enter too.
        if (e.target instanceof HTMLElement && isRange(e.target)) announceEnter(area.current);
      }}
      onKeyDown={(e) => {
        // Enter on a stepper or dial just set presses the button it feeds, as a form's Enter
        // submits it: the crates, the points, the bid chosen, then Enter, not Tabs to the button.
        // Only once a value key was pressed there, so an Enter still held from the last move
        // presses nothing.
        const target = e.target instanceof HTMLElement ? e.target : null;
        if (!target || !isRange(target)) return;
        if (e.key !== 'Enter') {
          if (rangeKey(e.key, 0, 2) !== null) setBy.current = target;
          return;
        }
        if (e.repeat || setBy.current !== target) return;
        const button = buttonFor(target, area.current);
        if (!button) return;
        e.preventDefault();
        setBy.current = null;
        button.click();
      }}
      onFocusOut={(e) => {
        // Focus lost with nowhere to go (its button removed by the move it made) still counts as
        // here; focus taken elsewhere does not.
        if (e.relatedTarget instanceof Node && !area.current?.contains(e.relatedTarget)) focusWasHere.current = false;
      }}
    >
      <span id={ENTER_HINT} hidden>
        After a change, Enter presses
      </span>
      {error ? (
        <div role="alert" class="notice notice-error">
          <p>{error}</p>
        </div>
      ) : null}
      {botError ? (
        <div role="alert" class="notice notice-error">
          <p>{botError}</p>
          <button type="button" class="button" onClick={store.bots.retry}>
            Let the bots try again
          </button>
        </div>
      ) : null}
      {ctx.over ? null : sealed ? (
        <SealedPanel ui={ui} ctx={ctx} sealed={sealed} busy={tools.busy} covered={covered} openGate={tools.openGate} />
      ) : !prompt ? null : isBot(ctx, prompt.seat) ? (
        <section class="action-panel is-bot" aria-label="Bot's turn">
          <p class="action-title">
            <Who ctx={ctx} seat={prompt.seat} big />
            {botTag(ctx.seats[prompt.seat])} {botDoing(ctx.seats[prompt.seat])}
          </p>
        </section>
      ) : prompt.entry === 'open' ? (
        <ui.OpenDecision key={ui.decisionKey?.(ctx, prompt) ?? `${prompt.seat}:${prompt.kind}`} ctx={ctx} prompt={prompt} tools={tools} />
      ) : (
        <PrivateInvite ui={ui} ctx={ctx} prompt={prompt} tools={tools} covered={covered} />
      )}
      {undoSeat !== null && !ctx.over && !gateOpen ? (
        <p class="undo-line">
          <button type="button" class="button" disabled={tools.busy} onClick={() => void store.undo(undoSeat)}>
            Undo {seatName(ctx.seats, undoSeat)}'s last move
          </button>
        </p>
      ) : null}
    </div>
  );
}

const isRange = (el: Element) => ['spinbutton', 'slider'].includes(el.getAttribute('role') ?? '');

/** The hidden words before the fed button's name in a stepper's or dial's description. */
const ENTER_HINT = 'action-enter-hint';
let fedIds = 0;

/** Says the Enter shortcut where it works: a stepper or dial that feeds a button is described as
 * "After a change, Enter presses Buy 2 points for $10" (the button's own name, so it follows the
 * value), and the button carries aria-keyshortcuts="Enter", as the gate's Lock in does. */
function announceEnter(area: HTMLElement | null): void {
  for (const control of area?.querySelectorAll<HTMLElement>('[role="spinbutton"], [role="slider"]') ?? []) {
    const fed = fedButton(control, area);
    if (!fed) {
      if (control.getAttribute('aria-describedby')?.startsWith(ENTER_HINT)) control.removeAttribute('aria-describedby');
      continue;
    }
    if (!fed.id) fed.id = `action-fed-${++fedIds}`;
    fed.setAttribute('aria-keyshortcuts', 'Enter');
    control.setAttribute('aria-describedby', `${ENTER_HINT} ${fed.id}`);
  }
}

/** The panel's first control when it is a choice (a stepper, a dial, a radio: a key pressed again
 * there makes no move, and it saves a keyboard the Tab to it; the "Whose turn" announcement says
 * which step it is), else the first panel heading in the area (focusable for this), else the area. */
function nextThingToDo(area: HTMLElement | null): HTMLElement | null {
  const first = firstControl(area);
  const role = first?.getAttribute('role') ?? (first instanceof HTMLInputElement ? first.type : null);
  if (first && (role === 'spinbutton' || role === 'slider' || role === 'radio')) return first;
  const heading = area?.querySelector<HTMLElement>('h2, h3');
  if (!heading) return area;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** The button a stepper or dial feeds: the first primary button after it, in the nearest part of
 * the panel holding one (Points to buy -> Buy, Crates into a Store -> Stock). None when that
 * button is disabled. */
function buttonFor(control: HTMLElement, area: HTMLElement | null): HTMLButtonElement | null {
  const fed = fedButton(control, area);
  return fed && !fed.disabled ? fed : null;
}

function fedButton(control: HTMLElement, area: HTMLElement | null): HTMLButtonElement | null {
  for (let box = control.parentElement; box && box !== area; box = box.parentElement) {
    const after = [...box.querySelectorAll<HTMLButtonElement>('button.button-primary')].find(
      (b) => (control.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    if (after) return after;
  }
  return null;
}

function PrivateInvite<Ctx extends TableCtxBase>(props: { ui: GameUi<Ctx>; ctx: Ctx; prompt: Prompt; tools: TableTools; covered: boolean }) {
  const { ui, ctx, prompt } = props;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!props.covered) button.current?.focus();
  }, [props.covered, prompt.seat]);
  const name = seatName(ctx.seats, prompt.seat);
  if (entrant(ctx.seats, phoneSeats.value, prompt.seat) === 'phone') {
    return (
      <section class="action-panel" aria-labelledby="private-invite-title">
        <h2 id="private-invite-title" class="action-title">
          <Badge name={name} colour={ctx.seats[prompt.seat]?.colour ?? ''} class="badge-big" /> {name} decides on their phone
        </h2>
      </section>
    );
  }
  return (
    <section class="action-panel" aria-labelledby="private-invite-title">
      <h2 id="private-invite-title" class="action-title">
        <Badge name={name} colour={ctx.seats[prompt.seat]?.colour ?? ''} class="badge-big" />{' '}
        {ui.privateInvite?.(ctx, prompt) ?? `${name} decides in private`}
      </h2>
      <p>Pass the tablet to {name}: their cards show only behind the cover.</p>
      <button
        ref={button}
        type="button"
        class="button button-primary button-big"
        disabled={props.tools.busy}
        onClick={() => props.tools.openGate(prompt.seat, prompt.kind)}
      >
        Show {name}'s screen
      </button>
    </section>
  );
}

function SealedPanel<Ctx extends TableCtxBase>(props: {
  ui: GameUi<Ctx>;
  ctx: Ctx;
  sealed: SealedStatus;
  busy: boolean;
  covered: boolean;
  openGate: (seat: Seat, kind: string) => void;
}) {
  const { ui, ctx, sealed } = props;
  const firstRef = useRef<HTMLButtonElement>(null);
  const phones = phoneSeats.value;
  const waitingPerson = sealed.entries.find((e) => !e.done && entrant(ctx.seats, phones, e.seat) === 'tablet')?.seat;
  useEffect(() => {
    if (!props.covered) firstRef.current?.focus();
  }, [props.covered, waitingPerson]);
  const noun = ui.sealedNoun?.(sealed.kind) ?? 'entry';
  return (
    <section class="action-panel sealed-panel" aria-labelledby="sealed-title">
      <h2 id="sealed-title" class="action-title">
        {sealed.title}
      </h2>
      <p>
        Each person enters in private: press their button, pass the tablet, and hold the button on the cover. Entries stay
        sealed until the last one is in; until then an entry can be changed.
      </p>
      <ul class="sealed-list" aria-label="Who has locked in">
        {sealed.entries.map(({ seat, done }) => {
          const enters = entrant(ctx.seats, phones, seat);
          const name = seatName(ctx.seats, seat);
          return (
            <li key={seat} class={done ? 'is-done' : ''}>
              <Who ctx={ctx} seat={seat} big />
              {botTag(ctx.seats[seat])}
              <span class="sealed-status">{done ? 'Locked in' : 'Not yet'}</span>
              {enters === 'phone' ? (
                <span class="sealed-phone">{name} enters on their phone</span>
              ) : enters === 'tablet' ? (
                <button
                  ref={seat === waitingPerson ? firstRef : undefined}
                  type="button"
                  class={`button${!done && seat === waitingPerson ? ' button-primary button-big' : ''}`}
                  disabled={props.busy}
                  onClick={() => props.openGate(seat, sealed.kind)}
                >
                  {done ? `Change ${name}'s ${noun}` : `Enter ${name}'s ${noun}`}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
