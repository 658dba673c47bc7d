// Settings, reached from home: "faster bots" and the optional per-player PINs for the hidden-entry
// gate. Both live in localStorage on this tablet only; PINs only as salted hashes (./settings.ts).
import { useState } from 'preact/hooks';
import { savedMatches } from '../../app/app-state';
import { useScreenHeading } from '../common/screen';
import { navigate } from '../route';
import '../styles/forms.css';
import { canHashPins, isPin, nameKey, namesWithPin, setCoverWhenAlone, setFasterBots, setPin, settings } from './settings';

export default function PinSettings() {
  const heading = useScreenHeading();
  const s = settings.value;
  const [name, setName] = useState('');
  const [pin, setPinText] = useState('');
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const known = [
    ...new Set(savedMatches.value.flatMap((m) => m.seats.filter((x) => x.kind === 'person').map((x) => x.name.trim()))),
  ].filter((n) => n !== '');
  // Read through the signal so the list follows every change (and the hashing of old plain PINs).
  void s.pins;
  const withPin = namesWithPin();
  const canSet = canHashPins();

  const nameProblem = name.trim() === '' ? 'Enter the player’s name.' : null;
  const pinProblem = isPin(pin) ? null : 'A PIN is exactly 4 digits.';

  async function submit(e: Event) {
    e.preventDefault();
    setChecked(true);
    setSaved(null);
    if (nameProblem || pinProblem || !canSet) return;
    const who = name.trim();
    setName('');
    setPinText('');
    setChecked(false);
    const ok = await setPin(who, pin);
    setFailed(!ok);
    setSaved(`PIN set for ${who}.`);
  }

  async function remove(n: string) {
    setFailed(!(await setPin(n, null)));
    setSaved(`PIN removed for ${n}.`);
  }

  return (
    <main class="screen settings">
      <header class="screen-header">
        <h1 ref={heading} tabIndex={-1}>
          Settings
        </h1>
        <button type="button" class="button" onClick={() => navigate({ name: 'home' })}>
          Back to home
        </button>
      </header>

      {failed ? (
        <div role="alert" class="notice notice-warning">
          <p>This browser did not keep the settings; they apply until the page is closed.</p>
        </div>
      ) : null}

      <section aria-labelledby="bots-heading" class="panel">
        <h2 id="bots-heading">Bots</h2>
        <label class="choice">
          <input
            type="checkbox"
            checked={s.fasterBots}
            onChange={(e) => setFailed(!setFasterBots(e.currentTarget.checked))}
          />
          <span>Faster bots</span>
        </label>
        <p class="hint">Bots pause about a second per step so everyone can follow; with this on they play at once.</p>
        <label class="choice">
          <input
            type="checkbox"
            checked={s.coverWhenAlone}
            onChange={(e) => setFailed(!setCoverWhenAlone(e.currentTarget.checked))}
          />
          <span>Keep the cover when playing alone with bots</span>
        </label>
        <p class="hint">
          With one person at the table and bots in every other seat there is nobody to hide from, so private screens open
          at once, without the cover and the hold. Turn this on to keep them.
        </p>
      </section>

      <section aria-labelledby="pins-heading" class="panel">
        <h2 id="pins-heading">PINs for hidden entries</h2>
        <p class="hint">
          With a PIN, a player enters it after holding the cover, before their private screen shows.
        </p>
        <p class="hint" id="pin-protects">
          <strong>What a PIN protects against:</strong> someone at the table picking up the tablet and opening another
          player's hand or sealed entry. <strong>What it does not:</strong> someone who opens the browser's developer
          tools or an exported save file, which hold every hand; four digits can also be guessed with time. PINs stay on
          this tablet, kept only as a salted fingerprint, never as the digits themselves.
        </p>
        {canSet ? null : (
          <p class="notice notice-warning">
            This page is not served securely (https), so the browser cannot fingerprint PINs here; new PINs cannot be
            set until it is.
          </p>
        )}
        <form class="pin-form" noValidate aria-describedby="pin-protects" onSubmit={(e) => void submit(e)}>
          <div class="field">
            <label for="pin-name">Player name</label>
            <input
              id="pin-name"
              type="text"
              list="pin-known-names"
              maxLength={40}
              autoComplete="off"
              value={name}
              aria-invalid={checked && nameProblem ? 'true' : undefined}
              aria-describedby={checked && nameProblem ? 'pin-name-error' : undefined}
              onInput={(e) => setName(e.currentTarget.value)}
            />
            <datalist id="pin-known-names">
              {known.map((n) => (
                <option key={n} value={n} />
              ))}
            </datalist>
            {checked && nameProblem ? (
              <p id="pin-name-error" class="field-error">
                {nameProblem}
              </p>
            ) : null}
          </div>
          <div class="field">
            <label for="pin-digits">PIN (4 digits)</label>
            <input
              id="pin-digits"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={pin}
              aria-invalid={checked && pinProblem ? 'true' : undefined}
              aria-describedby={checked && pinProblem ? 'pin-digits-error' : undefined}
              onInput={(e) => setPinText(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            />
            {checked && pinProblem ? (
              <p id="pin-digits-error" class="field-error">
                {pinProblem}
              </p>
            ) : null}
          </div>
          <button type="submit" class="button button-primary">
            Set PIN
          </button>
        </form>
        {saved ? (
          <p role="status" class="notice notice-done">
            {saved}
          </p>
        ) : null}
        {withPin.length === 0 ? (
          <p class="muted">No player has a PIN.</p>
        ) : (
          <ul class="pin-list" aria-label="Players with a PIN">
            {withPin.map((n) => (
              <li key={nameKey(n)}>
                <span>{n}</span>
                <button type="button" class="button" onClick={() => void remove(n)}>
                  Remove {n}'s PIN
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
