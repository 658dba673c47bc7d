// A move seen where it happens: a card's ghost travels from where it was on the table to where the
// engine put it (FLIP: the First rect is measured before the move is drawn, the Last after, and a
// fixed ghost is transformed from one to the other). The real card is already at its destination,
// so the end state is there at once whatever happens to the animation; the ghost only decorates:
// transform and opacity only (no layout shift), pointer-events none, hidden from assistive
// technology (the log says the move in words), under the gate and the dialogs, on the page's body. Under
// prefers-reduced-motion, or on a hidden page, nothing plays.
import { motionsPlaying } from '../../app/bot-runner';

/** How long a card travels. */
export const TRAVEL_MS = 400;

/** One card's journey, named by selectors inside the table (see each game's motions.ts). */
export interface Travel {
  /** The card where it was, looked up before the move is drawn. */
  from: string;
  /** Where it lands, looked up once the move is drawn (the card itself, or a pile it joins). */
  to: string;
  /** A card nobody at the table may see: a card back travels, never a copy of a face. */
  hidden?: boolean;
}

/** A travel whose start was measured, with the ghost that will make it. */
export interface Planned {
  travel: Travel;
  start: DOMRect;
  ghost: HTMLElement;
}

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether moves may animate: never under reduced motion or on a page nobody sees. */
export function mayAnimate(): boolean {
  return !reducedMotion() && document.visibilityState !== 'hidden' && typeof Element.prototype.animate === 'function';
}

/** A dialog or the gate's cover is over the table: a travel waits (a ghost never shows over a cover). */
export function covered(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

function ghostOf(source: Element, hidden: boolean): HTMLElement {
  let ghost: HTMLElement;
  if (hidden) {
    // Built from nothing: a hidden card's ghost holds no name, number or id of any card.
    ghost = document.createElement('div');
    ghost.className = 'motion-back';
  } else {
    // A copy of a face the table shows; without ids or card marks, so nothing counts it twice.
    ghost = source.cloneNode(true) as HTMLElement;
    for (const el of [ghost, ...ghost.querySelectorAll('[id], [data-card]')]) {
      el.removeAttribute('id');
      el.removeAttribute('data-card');
    }
  }
  ghost.classList.add('motion-ghost');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.setAttribute('inert', '');
  return ghost;
}

/** Measures each travel's start in the table as drawn now; a travel whose card is not there is dropped. */
export function measure(root: Element, travels: readonly Travel[]): Planned[] {
  const out: Planned[] = [];
  for (const travel of travels) {
    const source = root.querySelector(travel.from);
    if (!source) continue;
    const start = source.getBoundingClientRect();
    if (start.width === 0 && start.height === 0) continue;
    out.push({ travel, start, ghost: ghostOf(source, travel.hidden === true) });
  }
  return out;
}

/** Plays the measured travels to their destinations in the table as drawn now. */
export function play(root: Element, planned: readonly Planned[]): void {
  if (!mayAnimate()) return;
  for (const { travel, start, ghost } of planned) {
    const target = root.querySelector(travel.to);
    if (!target) continue;
    const end = target.getBoundingClientRect();
    // A card back keeps a card's proportions, centred on where the card was.
    const w = travel.hidden ? Math.min(56, Math.max(start.width, 1)) : start.width;
    const h = travel.hidden ? w * 1.4 : start.height;
    const x = start.left + (start.width - w) / 2;
    const y = start.top + (start.height - h) / 2;
    const scale = Math.min(1, Math.max(0.2, Math.min(end.width / w, end.height / h)));
    const dx = end.left + end.width / 2 - (x + (w * scale) / 2);
    const dy = end.top + end.height / 2 - (y + (h * scale) / 2);
    // Set through the CSSOM (the app's CSP allows no style attributes); on the body, so no rule of
    // the table's (a :last-child) changes while it travels; under the gate's cover (z-index 60).
    Object.assign(ghost.style, {
      position: 'fixed', left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px`, margin: '0',
      boxSizing: 'border-box', pointerEvents: 'none', zIndex: '5', transformOrigin: '0 0',
    });
    document.body.appendChild(ghost);
    const animation = ghost.animate(
      [
        { transform: 'translate(0, 0) scale(1)', opacity: 1 },
        { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 0.6 },
      ],
      { duration: TRAVEL_MS, easing: 'ease-in-out' },
    );
    motionsPlaying.value += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      ghost.remove();
      motionsPlaying.value -= 1;
    };
    // A page put in the background may never finish its animations: the ghost goes anyway.
    const fallback = setTimeout(finish, TRAVEL_MS + 200);
    animation.onfinish = finish;
    animation.oncancel = finish;
  }
}
