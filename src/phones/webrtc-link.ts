// The `Link` over one WebRTC data channel, paired by two codes with no server and no internet: the
// tablet makes an offer (its code), the phone answers it (its own code), the tablet takes the
// answer, and the channel opens between them. ICE uses host candidates only (iceServers: []), so
// the two devices must reach each other directly: one home network, a phone's hotspot, or the
// same machine's loopback in the tests.
//
// The channel is negotiated (same id on both ends) rather than announced, so each end holds its
// channel from the start and nothing but the codes has to travel before it opens.
import { fail, ok } from '../engine/result';
import type { Result } from '../engine/types';
import { FRAME_LIMIT } from './frames';
import { packSdp, parseSdp, toSdp, unpackCode, type SdpType } from './sdp-pack';
import type { Link, LinkHandlers } from './transport';

/** How long to wait for the browser to list its addresses before writing the code anyway. */
const GATHER_MS = 3000;

export interface PairingEnd {
  /** This end's code, for its QR code. */
  code: string;
  link: Link;
  /** Closes the channel and the connection. */
  close(): void;
}

export interface Offer extends PairingEnd {
  /** Takes the phone's answer code; the link opens once the devices reach each other. */
  accept(answerCode: string): Promise<Result<void>>;
}

const NO_WEBRTC = 'This browser cannot connect devices directly (no WebRTC), so a phone cannot join from it.';
const NO_ADDRESS =
  'This device found no network address to offer. Join the same Wi-Fi as the other device (or turn on a phone’s hotspot) and try again.';

function newConnection(): RTCPeerConnection | null {
  if (typeof RTCPeerConnection !== 'function') return null;
  return new RTCPeerConnection({ iceServers: [] });
}

function openChannel(pc: RTCPeerConnection): RTCDataChannel {
  return pc.createDataChannel('shopfloor', { negotiated: true, id: 0, ordered: true });
}

/** Waits until the browser has listed its host addresses (or GATHER_MS has passed). */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

async function localCode(pc: RTCPeerConnection, type: SdpType): Promise<Result<string>> {
  await gathered(pc);
  const parts = parseSdp(type, pc.localDescription?.sdp ?? '');
  if (!parts) return fail('no-sdp', NO_WEBRTC);
  if (parts.candidates.length === 0) return fail('no-address', NO_ADDRESS);
  return ok(packSdp(parts));
}

/** The tablet's end: an offer for one seat's phone. */
export async function createOffer(): Promise<Result<Offer>> {
  const pc = newConnection();
  if (!pc) return fail('no-webrtc', NO_WEBRTC);
  const channel = openChannel(pc);
  try {
    await pc.setLocalDescription(await pc.createOffer());
  } catch {
    pc.close();
    return fail('no-webrtc', NO_WEBRTC);
  }
  const code = await localCode(pc, 'offer');
  if (!code.ok) {
    pc.close();
    return code;
  }
  return ok({
    code: code.value,
    link: channelLink(pc, channel),
    close: () => pc.close(),
    async accept(answerCode) {
      const parts = unpackCode(answerCode);
      if (!parts.ok) return parts;
      if (parts.value.type !== 'answer') {
        return fail('wrong-code', 'That is a table’s code, not a phone’s. Scan the code shown on the phone.');
      }
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: toSdp(parts.value) });
        return ok(undefined);
      } catch {
        return fail('stale-code', 'That code belongs to another pairing. Scan the code the phone shows now.');
      }
    },
  });
}

/** The phone's end: answers the tablet's code with its own. */
export async function answerOffer(offerCode: string): Promise<Result<PairingEnd>> {
  const parts = unpackCode(offerCode);
  if (!parts.ok) return parts;
  if (parts.value.type !== 'offer') {
    return fail('wrong-code', 'That is a phone’s code. Scan the code the tablet shows under “Add a phone”.');
  }
  const pc = newConnection();
  if (!pc) return fail('no-webrtc', NO_WEBRTC);
  const channel = openChannel(pc);
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: toSdp(parts.value) });
    await pc.setLocalDescription(await pc.createAnswer());
  } catch {
    pc.close();
    return fail('bad-offer', 'The tablet’s code could not be used. Ask the tablet for a new one and scan it again.');
  }
  const code = await localCode(pc, 'answer');
  if (!code.ok) {
    pc.close();
    return code;
  }
  return ok({ code: code.value, link: channelLink(pc, channel), close: () => pc.close() });
}

/** A data channel as a `Link`: frames as binary messages, open and close as the channel's. */
export function channelLink(pc: RTCPeerConnection, channel: RTCDataChannel): Link {
  channel.binaryType = 'arraybuffer';
  let handlers: LinkHandlers | undefined;
  let open = channel.readyState === 'open';
  const setOpen = (now: boolean) => {
    if (open === now) return;
    open = now;
    if (now) handlers?.open();
    else handlers?.close();
  };
  channel.addEventListener('open', () => setOpen(true));
  channel.addEventListener('close', () => setOpen(false));
  channel.addEventListener('message', (e: MessageEvent) => {
    if (e.data instanceof ArrayBuffer) handlers?.message(new Uint8Array(e.data));
  });
  // A device that walks out of range: the connection fails before the channel says so.
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') setOpen(false);
  });
  return {
    get isOpen() {
      return open && channel.readyState === 'open';
    },
    frameLimit: FRAME_LIMIT,
    send(frame) {
      if (channel.readyState !== 'open') return;
      try {
        channel.send(frame as Uint8Array<ArrayBuffer>);
      } catch {
        // A channel closing under the send: the next open's sync repairs what was lost.
      }
    },
    listen(h) {
      handlers = h;
      return () => {
        if (handlers === h) handlers = undefined;
      };
    },
  };
}
