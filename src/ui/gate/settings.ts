// Player settings kept on this tablet (localStorage `shopfloor.settings`): an optional 4-digit PIN
// per player name, and "faster bots". Nothing here is secret-grade: a PIN stops a curious glance
// at the shared tablet, not someone who opens the browser's developer tools.
import { signal } from '@preact/signals';

export const SETTINGS_KEY = 'shopfloor.settings';

export interface Settings {
  /** Keyed by the player's name as entered; looked up ignoring case and surrounding spaces. */
  pins: Record<string, string>;
  fasterBots: boolean;
}

const DEFAULTS: Settings = { pins: {}, fasterBots: false };

export const isPin = (x: unknown): x is string => typeof x === 'string' && /^\d{4}$/.test(x);

/** PINs follow the name, whatever its case or surrounding spaces. */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

export function parseSettings(raw: string | null): Settings {
  if (!raw) return { ...DEFAULTS, pins: {} };
  try {
    const x: unknown = JSON.parse(raw);
    if (typeof x !== 'object' || x === null) return { ...DEFAULTS, pins: {} };
    const o = x as Record<string, unknown>;
    const pins: Record<string, string> = {};
    if (typeof o.pins === 'object' && o.pins !== null) {
      for (const [k, v] of Object.entries(o.pins)) if (isPin(v) && k !== '') pins[k] = v;
    }
    return { pins, fasterBots: o.fasterBots === true };
  } catch {
    return { ...DEFAULTS, pins: {} };
  }
}

function read(): Settings {
  try {
    return parseSettings(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return { ...DEFAULTS, pins: {} };
  }
}

export const settings = signal<Settings>(read());

/** Saves and publishes; false when the browser refused to store it (it still applies until reload). */
export function saveSettings(next: Settings): boolean {
  settings.value = next;
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}

export function pinFor(name: string): string | null {
  const key = nameKey(name);
  for (const [k, v] of Object.entries(settings.value.pins)) if (nameKey(k) === key) return v;
  return null;
}

export function setPin(name: string, pin: string | null): boolean {
  if (pin !== null && !isPin(pin)) return false;
  const key = nameKey(name);
  if (key === '') return false;
  const pins: Record<string, string> = {};
  for (const [k, v] of Object.entries(settings.value.pins)) if (nameKey(k) !== key) pins[k] = v;
  if (pin !== null) pins[name.trim()] = pin;
  return saveSettings({ ...settings.value, pins });
}

export function setFasterBots(on: boolean): boolean {
  return saveSettings({ ...settings.value, fasterBots: on });
}

/** Re-read after another tab changed the settings. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === SETTINGS_KEY) settings.value = read();
  });
}

/** The pause before each visible bot step: about a second, a quarter of it with "faster bots". */
export function botDelayMs(): number {
  return settings.value.fasterBots ? 250 : 1000;
}
