// "Add a phone", on the tablet: for a person's seat, the tablet shows its code, then reads the
// phone's with its camera, and the seat is on the phone: its moves come through the session like
// a tap on the tablet (./tablet-phones.ts). Loaded only when pressed (MatchScreen's button), with
// everything the feature needs in this chunk; it lives as long as the match screen, and leaving the
// match closes every phone's connection.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Session } from '../../app/session';
import type { Seat } from '../../engine/types';
import { createOffer, type Offer } from '../../phones/webrtc-link';
import { OverlayDialog } from '../common/OverlayDialog';
import { Camera } from './Camera';
import { QrCode } from './qr';
import { phonesFor, type PhoneStatus } from './tablet-phones';
import './phones.css';

type Pairing =
  | { seat: Seat; step: 'making' }
  | { seat: Seat; step: 'code'; offer: Offer }
  | { seat: Seat; step: 'scan'; offer: Offer }
  | { seat: Seat; step: 'failed'; message: string };

const STATUS_WORDS: Record<PhoneStatus, string> = {
  pairing: 'pairing…',
  connecting: 'connecting…',
  connected: 'enters on the phone',
  lost: 'phone not connected',
};

export default function TabletPhones(props: { session: Session }) {
  const { session } = props;
  const phones = phonesFor(session);
  const [open, setOpen] = useState(true);
  useEffect(() => () => phones.dispose(), [phones]);
  const status = phones.status.value;
  const count = [...status.values()].filter((s) => s === 'connected').length;
  const seats = session.meta.value.seats;
  const gone = [...status].filter(([, s]) => s === 'lost').map(([seat]) => seats[seat]?.name ?? `Player ${seat + 1}`);
  return (
    <>
      <button type="button" class={`button${gone.length > 0 ? ' phones-gone' : ''}`} onClick={() => setOpen(true)}>
        {gone.length > 0 ? `Phones: ${gone.join(', ')} not connected` : count > 0 ? `Phones (${count})` : 'Add a phone'}
      </button>
      {/* Said once when a phone goes: its seat is offered the gate again on the table. */}
      <span role="status" class="visually-hidden">
        {gone.length > 0 ? `${gone.join(' and ')}: phone not connected. The tablet offers the cover for ${gone.length > 1 ? 'them' : 'that seat'} again.` : ''}
      </span>
      {open ? <PhonesDialog session={session} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PhonesDialog(props: { session: Session; onClose: () => void }) {
  const { session } = props;
  const phones = phonesFor(session);
  const close = useRef<HTMLButtonElement>(null);
  const [pairing, setPairing] = useState<Pairing | null>(null);
  const status = phones.status.value;
  const seats = session.meta.value.seats;
  const name = (seat: Seat) => seats[seat]?.name ?? `Player ${seat + 1}`;

  // A phone gone: opening the dialog shows its seat's rejoin code at once (the phone reads it from
  // "Rejoin the table" or "Join a table"), one tap from the Phones button that says it is gone.
  useEffect(() => {
    const gone = [...phones.status.peek()].find(([, s]) => s === 'lost');
    if (gone) void start(gone[0]);
  }, []);

  // Paired: the panel closes once the phone's link is open.
  useEffect(() => {
    if (pairing && pairing.step === 'scan' && status.get(pairing.seat) === 'connected') setPairing(null);
  }, [status, pairing]);

  async function start(seat: Seat) {
    setPairing({ seat, step: 'making' });
    const made = await phones.pair(seat, createOffer);
    setPairing(made.ok ? { seat, step: 'code', offer: made.value } : { seat, step: 'failed', message: made.error.message });
  }

  return (
    <OverlayDialog class="phones-dialog" labelledBy="phones-title" start={close} onEscape={props.onClose}>
      <header class="phones-header">
        <h2 id="phones-title">Phones at the table</h2>
        <button ref={close} type="button" class="button" onClick={props.onClose}>
          Back to the table
        </button>
      </header>
      {pairing ? (
        <PairingPanel pairing={pairing} name={name(pairing.seat)} onScan={(offer) => setPairing({ seat: pairing.seat, step: 'scan', offer })}
          onAnswer={(code) => phones.accept(pairing.seat, code)} onCancel={() => {
            phones.release(pairing.seat);
            setPairing(null);
          }} />
      ) : (
        <>
          <p>Each person can enter their secret steps on their own phone, at the same time as the others. Phones join with no internet: the tablet and the phone need the same Wi-Fi (or the phone’s hotspot).</p>
          <ul class="phones-seats" aria-label="Seats">
            {seats.map((s, seat) =>
              s.kind !== 'person' ? null : (
                <li key={seat} class="phones-seat">
                  <span>
                    {s.name}
                    {status.has(seat) ? `: ${STATUS_WORDS[status.get(seat)!]}` : ''}
                  </span>
                  {status.has(seat) && status.get(seat) !== 'pairing' ? (
                    <span>
                      {status.get(seat) === 'lost' ? (
                        <button type="button" class="button" onClick={() => void start(seat)}>
                          Rejoin {s.name}’s phone
                        </button>
                      ) : null}
                      <button type="button" class="button" onClick={() => phones.release(seat)}>
                        {s.name} plays on the tablet again
                      </button>
                    </span>
                  ) : (
                    <button type="button" class="button button-primary" onClick={() => void start(seat)}>
                      Add a phone for {s.name}
                    </button>
                  )}
                </li>
              ),
            )}
          </ul>
        </>
      )}
    </OverlayDialog>
  );
}

function PairingPanel(props: {
  pairing: Pairing;
  name: string;
  onScan(offer: Offer): void;
  onAnswer(code: string): ReturnType<ReturnType<typeof phonesFor>['accept']>;
  onCancel(): void;
}) {
  const { pairing, name } = props;
  const cancel = (
    <button type="button" class="button" onClick={props.onCancel}>
      Cancel
    </button>
  );
  if (pairing.step === 'making') return <p role="status">Making {name}’s code…</p>;
  if (pairing.step === 'failed') {
    return (
      <div role="alert" class="notice notice-error">
        <p>{pairing.message}</p>
        {cancel}
      </div>
    );
  }
  if (pairing.step === 'code') {
    return (
      <div class="phone-pair">
        <h3>{name}’s phone, step 1 of 2</h3>
        <p>On {name}’s phone, open Shopfloor, press “Join a table” (or “Rejoin the table”) and point the phone at this code.</p>
        <QrCode text={pairing.offer.code} label={`Pairing code for ${name}’s phone`} />
        <details>
          <summary>Show the code as text</summary>
          <p class="phone-code-text">{pairing.offer.code}</p>
        </details>
        <p>
          <button type="button" class="button button-primary" onClick={() => props.onScan(pairing.offer)}>
            Next: read the phone’s code
          </button>{' '}
          {cancel}
        </p>
      </div>
    );
  }
  return (
    <div class="phone-pair">
      <h3>{name}’s phone, step 2 of 2</h3>
      <Camera aim={`Point this tablet’s camera at the code on ${name}’s phone.`} onCode={props.onAnswer} />
      <p>{cancel}</p>
    </div>
  );
}
