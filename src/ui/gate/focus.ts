// Where the focus goes on a private screen and on the table's action area, and which controls
// count as choices. A choice (a radio, a checkbox, a dial or a stepper) is where Enter and a key's
// release press nothing, so the focus may land there straight away, and Enter on one locks in as
// a form's Enter submits it.

/** A control that chooses (a radio, a checkbox, a dial or a stepper): Enter presses nothing there. */
export function isChoice(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return el.type === 'radio' || el.type === 'checkbox';
  const role = el.getAttribute('role');
  return role === 'slider' || role === 'spinbutton';
}

/** A tab stop: what Tab would reach (a button taken out of the order is not one). */
const CONTROLS = 'button:not([disabled]):not([tabindex="-1"]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first tab stop in `root`, or in the part of it a screen marks `data-first-choice` where the
 * likelier choice is not the first (Investment's steppers after Pass; a sealed offer's price after
 * its crates): the same rule on the table's action area and behind the gate. */
export function firstControl(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector('[data-first-choice]')?.querySelector<HTMLElement>(CONTROLS) ?? root?.querySelector<HTMLElement>(CONTROLS) ?? null;
}

/** The private screen's first tab stop (firstControl) when it is a choice (a radio group's checked radio). */
export function firstChoice(content: HTMLElement | null): HTMLElement | null {
  const first = firstControl(content);
  if (!first || !isChoice(first)) return null;
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name && !first.checked) {
    const checked = [...(content?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? [])].find((r) => r.name === first.name);
    if (checked) return checked;
  }
  return first;
}
