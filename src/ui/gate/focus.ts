// Where the focus goes on a private screen, and which controls count as choices. A choice (a
// radio, a checkbox, a dial or a stepper) is where Enter and a key's release press nothing, so the
// focus may land there straight away, and Enter on one locks in as a form's Enter submits it.

/** A control that chooses (a radio, a checkbox, a dial or a stepper): Enter presses nothing there. */
export function isChoice(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return el.type === 'radio' || el.type === 'checkbox';
  const role = el.getAttribute('role');
  return role === 'slider' || role === 'spinbutton';
}

const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The private screen's first tab stop when it is a choice (a radio group's checked radio), or the
 * first inside the part a screen marks `data-first-choice` (a sealed offer's price: the likelier
 * change, with the crates one Shift+Tab back). */
export function firstChoice(content: HTMLElement | null): HTMLElement | null {
  const first = content?.querySelector('[data-first-choice]')?.querySelector<HTMLElement>(CONTROLS) ?? content?.querySelector<HTMLElement>(CONTROLS);
  if (!first || !isChoice(first)) return null;
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name && !first.checked) {
    const checked = [...(content?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? [])].find((r) => r.name === first.name);
    if (checked) return checked;
  }
  return first;
}
