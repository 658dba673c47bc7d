// "Join a table", on the phone: read the tablet's code with the camera, show this phone's code for
// the tablet to read, then the phone is at the table (./PhoneTable.tsx). Loaded only when pressed,
// with everything the feature needs (Yjs, WebRTC pairing, QR codes) in this chunk.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ok } from '../../engine/result';
import { createPhoneClient } from '../../phones/client';
import { answerOffer, type PairingEnd } from '../../phones/webrtc-link';
import { OverlayDialog } from '../common/OverlayDialog';
import { Camera } from './Camera';
import { createPhoneStore, type PhoneStore } from './phone-store';
import { PhoneTable } from './PhoneTable';
import { QrCode } from './qr';
import './phones.css';

type Step = { kind: 'scan' } | { kind: 'show'; end: PairingEnd; store: PhoneStore };

export default function JoinTable(props: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'scan' });
  const connected = step.kind === 'show' && step.store.picture.value !== null;

  // Leaving closes the connection; the tablet then says the phone is gone.
  useEffect(
    () => () => {
      if (step.kind === 'show') {
        step.store.dispose();
        step.end.close();
      }
    },
    [step],
  );
  // The phone stays awake at the table where the browser allows it.
  useEffect(() => {
    if (!connected) return;
    let lock: { release(): Promise<void> } | null = null;
    const nav = navigator as { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } };
    void nav.wakeLock?.request('screen').then((l) => (lock = l), () => undefined);
    return () => void lock?.release().catch(() => undefined);
  }, [connected]);

  async function takeOffer(code: string) {
    const answered = await answerOffer(code);
    if (!answered.ok) return answered;
    const client = createPhoneClient(answered.value.link);
    setStep({ kind: 'show', end: answered.value, store: createPhoneStore(client, answered.value.link) });
    return ok(undefined);
  }

  return (
    <OverlayDialog class="phone-join" labelledBy="phone-join-title" start={close} onEscape={props.onClose}>
      <header class="phone-join-header">
        <h2 id="phone-join-title">Join a table</h2>
        <button ref={close} type="button" class="button" onClick={props.onClose}>
          Leave the table
        </button>
      </header>
      {step.kind === 'scan' ? (
        <Camera aim="On the tablet, press “Add a phone” for your seat, then point this phone at the code it shows." onCode={takeOffer} />
      ) : connected ? (
        <PhoneTable store={step.store} onRejoin={() => setStep({ kind: 'scan' })} />
      ) : (
        <div class="phone-pair">
          <p>Now let the tablet read this phone’s code: on the tablet, press “Next: read the phone’s code”.</p>
          <QrCode text={step.end.code} label="This phone’s pairing code" />
          <details>
            <summary>Show the code as text</summary>
            <p class="phone-code-text">{step.end.code}</p>
          </details>
          <p role="status" class="muted">
            Waiting for the tablet…
          </p>
        </div>
      )}
    </OverlayDialog>
  );
}
