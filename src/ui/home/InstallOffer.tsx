// The home screen's install offer (see ./install.ts).
import { useState } from 'preact/hooks';
import { install, installPrompt, isAppleMobile, isStandalone } from './install';

/** "Install" where the browser offers it; on iPad and iPhone, the Add to Home Screen steps. */
export function InstallOffer() {
  const [steps, setSteps] = useState(false);
  if (isStandalone()) return null;
  if (installPrompt.value) {
    return (
      <button type="button" class="button button-big" onClick={() => void install()}>
        Install Shopfloor
      </button>
    );
  }
  if (!isAppleMobile()) return null;
  return (
    <>
      <button type="button" class="button button-big" aria-expanded={steps} onClick={() => setSteps(!steps)}>
        Install Shopfloor
      </button>
      {steps ? (
        <ol class="notice install-steps" aria-label="Add Shopfloor to the Home Screen">
          <li>Tap the Share button (a square with an arrow up) in Safari's toolbar.</li>
          <li>Choose “Add to Home Screen”, then “Add”.</li>
          <li>Open Shopfloor from its icon: it works offline, full screen.</li>
        </ol>
      ) : null}
    </>
  );
}
