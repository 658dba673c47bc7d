// Player settings kept on this tablet (localStorage `shopfloor.settings`): an optional 4-digit PIN
// per player name, "faster bots", and whether a person playing alone with bots still gets the cover. A PIN is never kept as it was typed: only a salted PBKDF2
// hash through the browser's own crypto (crypto.subtle). That keeps the digits out of sight of
// anyone reading the storage, but four digits are only 10,000 guesses: a PIN stops a curious
// glance at the shared tablet, not someone who opens the browser's developer tools (who could
// also read the saved game itself). PinSettings says so to the players.
import { signal } from '@preact/signals';

export const SETTINGS_KEY = 'shopfloor.settings';

/** A PIN as kept: PBKDF2-SHA-256 of the digits with a random salt, both as hex. */
export interface PinHash {
  salt: string;
  hash: string;
  iterations: number;
}

export interface Settings {
  /** Keyed by the player's name as entered; looked up ignoring case and surrounding spaces. */
  pins: Record<string, PinHash>;
  fasterBots: boolean;
  /** With one person and bots only, private screens open without the cover unless this is set. */
  coverWhenAlone: boolean;
}

/** What the gate is given for a seat with a PIN: a check, never the PIN itself. */
export interface PinCheck {
  verify(digits: string): Promise<boolean>;
}

export const PIN_ITERATIONS = 100_000;
const SALT_BYTES = 16;

export const isPin = (x: unknown): x is string => typeof x === 'string' && /^\d{4}$/.test(x);

const isHex = (x: unknown, min: number): x is string => typeof x === 'string' && x.length >= min && /^[0-9a-f]+$/.test(x);

export function isPinHash(x: unknown): x is PinHash {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return isHex(o.salt, 16) && isHex(o.hash, 32) && Number.isInteger(o.iterations) && (o.iterations as number) >= 1;
}

/** PINs follow the name, whatever its case or surrounding spaces. */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (text: string): Uint8Array => new Uint8Array((text.match(/../g) ?? []).map((h) => parseInt(h, 16)));

/** Whether this page may use the browser's crypto (it needs a secure context: https or localhost). */
export function canHashPins(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';
}

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return hex(new Uint8Array(bits));
}

export async function hashPin(pin: string): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: hex(salt), hash: await derive(pin, salt, PIN_ITERATIONS), iterations: PIN_ITERATIONS };
}

/** Compares every character, so how long a wrong guess takes says nothing about it. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export function checkAgainst(kept: PinHash): PinCheck {
  return {
    async verify(digits) {
      if (!isPin(digits)) return false;
      try {
        return sameText(await derive(digits, unhex(kept.salt), kept.iterations), kept.hash);
      } catch {
        return false;
      }
    },
  };
}

/** PINs from before they were hashed, waiting (in memory only) for migratePins to hash them. */
let plainPins: Record<string, string> = {};

/** Reads stored settings. Plain PINs (kept by older versions) are returned apart, to be hashed. */
export function parseSettings(raw: string | null): Settings & { plain: Record<string, string> } {
  const empty = { pins: {}, fasterBots: false, coverWhenAlone: false, plain: {} };
  if (!raw) return empty;
  try {
    const x: unknown = JSON.parse(raw);
    if (typeof x !== 'object' || x === null) return empty;
    const o = x as Record<string, unknown>;
    const pins: Record<string, PinHash> = {};
    const plain: Record<string, string> = {};
    if (typeof o.pins === 'object' && o.pins !== null) {
      for (const [k, v] of Object.entries(o.pins)) {
        if (k.trim() === '') continue;
        if (isPinHash(v)) pins[k] = { salt: v.salt, hash: v.hash, iterations: v.iterations };
        else if (isPin(v)) plain[k] = v;
      }
    }
    return { pins, fasterBots: o.fasterBots === true, coverWhenAlone: o.coverWhenAlone === true, plain };
  } catch {
    return empty;
  }
}

function read(): Settings {
  try {
    const { plain, ...kept } = parseSettings(localStorage.getItem(SETTINGS_KEY));
    plainPins = plain;
    return kept;
  } catch {
    return { pins: {}, fasterBots: false, coverWhenAlone: false };
  }
}

export const settings = signal<Settings>(read());

/** Saves and publishes; false when the browser refused to store it (it still applies until reload). */
export function saveSettings(next: Settings): boolean {
  settings.value = next;
  try {
    // Plain PINs still waiting for a hash (no crypto.subtle here) are kept, not dropped.
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ pins: { ...plainPins, ...next.pins }, fasterBots: next.fasterBots, coverWhenAlone: next.coverWhenAlone }),
    );
    return true;
  } catch {
    return false;
  }
}

/** Replaces plain PINs left by older versions with their hashes. Safe to call any time. */
export async function migratePins(): Promise<void> {
  const waiting = Object.entries(plainPins);
  if (waiting.length === 0 || !canHashPins()) return;
  const hashed: Record<string, PinHash> = {};
  for (const [name, pin] of waiting) hashed[name] = await hashPin(pin);
  const pins = { ...settings.value.pins };
  for (const [name, kept] of Object.entries(hashed)) {
    // A PIN set since (already hashed) wins over the old plain one.
    if (!Object.keys(pins).some((k) => nameKey(k) === nameKey(name))) pins[name] = kept;
  }
  plainPins = {};
  saveSettings({ ...settings.value, pins });
}

/** Names with a PIN, as entered, including plain ones not yet hashed. */
export function namesWithPin(): string[] {
  const names = [...Object.keys(settings.value.pins)];
  for (const k of Object.keys(plainPins)) if (!names.some((n) => nameKey(n) === nameKey(k))) names.push(k);
  return names.sort((a, b) => a.localeCompare(b));
}

/** The check for this player's PIN, or null when they have none. */
export function pinFor(name: string): PinCheck | null {
  const key = nameKey(name);
  for (const [k, v] of Object.entries(settings.value.pins)) if (nameKey(k) === key) return checkAgainst(v);
  for (const [k, v] of Object.entries(plainPins)) {
    // Only until migratePins has run (or where crypto.subtle is missing).
    if (nameKey(k) === key) return { verify: async (digits) => sameText(digits, v) };
  }
  return null;
}

/** Sets (hashing it first) or, with null, removes a player's PIN. False if refused or not stored. */
export async function setPin(name: string, pin: string | null): Promise<boolean> {
  if (pin !== null && !isPin(pin)) return false;
  const key = nameKey(name);
  if (key === '') return false;
  if (pin !== null && !canHashPins()) return false;
  const kept = pin === null ? null : await hashPin(pin);
  const pins: Record<string, PinHash> = {};
  for (const [k, v] of Object.entries(settings.value.pins)) if (nameKey(k) !== key) pins[k] = v;
  plainPins = Object.fromEntries(Object.entries(plainPins).filter(([k]) => nameKey(k) !== key));
  if (kept) pins[name.trim()] = kept;
  return saveSettings({ ...settings.value, pins });
}

export function setFasterBots(on: boolean): boolean {
  return saveSettings({ ...settings.value, fasterBots: on });
}

export function setCoverWhenAlone(on: boolean): boolean {
  return saveSettings({ ...settings.value, coverWhenAlone: on });
}

/** Re-read after another tab changed the settings. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === SETTINGS_KEY) settings.value = read();
  });
}

// Old plain PINs are hashed as soon as the settings are first read.
void migratePins().catch(() => undefined);

/** The pause before each visible bot step. */
export function botDelayMs(): number {
  // "Faster bots" plays as soon as the table is ready (the screen still shows each move); the
  // normal pace leaves a second to follow each one.
  return settings.value.fasterBots ? 0 : 1000;
}
