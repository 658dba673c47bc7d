// The pairing codes: an SDP offer or answer cut down to what a data channel between two devices on
// one network needs (ICE user fragment and password, the DTLS certificate's fingerprint and role,
// the media id and the host candidates), packed into bytes and written in base45 for a QR code's
// alphanumeric mode, then unpacked back into an SDP the browser accepts. A browser's own SDP runs
// to 600-1,000 characters (a QR code of version 20 or more, hard to read across a table); packed,
// an offer with four candidates is about 120 characters (version 6).
//
// Only host candidates are kept: pairing works with no server and no internet (iceServers: []),
// between devices that can reach each other on the local network (or the same machine's loopback).
import { fail, ok } from '../engine/result';
import type { Result } from '../engine/types';
import { decodeBase45, encodeBase45 } from './base45';

export type SdpType = 'offer' | 'answer';
type Setup = 'actpass' | 'active' | 'passive';
const SETUPS: readonly Setup[] = ['actpass', 'active', 'passive'];

export interface HostCandidate {
  /** An IPv4 or IPv6 address, or a browser's mDNS name (`<uuid>.local`) hiding one. */
  address: string;
  port: number;
}

export interface SdpParts {
  type: SdpType;
  ufrag: string;
  pwd: string;
  /** SHA-256 of the DTLS certificate, 32 bytes. */
  fingerprint: Uint8Array;
  setup: Setup;
  mid: string;
  candidates: HostCandidate[];
}

/** What a code starts with, so a code from another app is refused by its first characters. */
export const CODE_PREFIX = 'SF1:';
const VERSION = 1;
/** More candidates than this make the code harder to read and rarely help at a table. */
export const MAX_CANDIDATES = 6;

const NOT_OURS = 'This is not a Shopfloor pairing code. Scan the code on the other device’s screen.';

/** Picks the parts out of a browser's SDP; null when one the connection needs is missing. */
export function parseSdp(type: SdpType, sdp: string): SdpParts | null {
  const lines = sdp.split(/\r?\n/);
  const value = (prefix: string) => lines.find((l) => l.startsWith(prefix))?.slice(prefix.length).trim();
  const ufrag = value('a=ice-ufrag:');
  const pwd = value('a=ice-pwd:');
  const fp = value('a=fingerprint:sha-256 ');
  const setup = value('a=setup:') as Setup | undefined;
  const mid = value('a=mid:');
  if (!ufrag || !pwd || !fp || !setup || !SETUPS.includes(setup) || mid === undefined) return null;
  const fingerprint = Uint8Array.from(fp.split(':').map((h) => parseInt(h, 16)));
  if (fingerprint.length !== 32 || fingerprint.some((b) => Number.isNaN(b))) return null;
  const candidates: HostCandidate[] = [];
  for (const line of lines) {
    // a=candidate:<foundation> <component> <protocol> <priority> <address> <port> typ <type> ...
    const m = /^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host\b/i.exec(line.trim());
    if (!m) continue;
    const candidate = { address: m[1]!, port: Number(m[2]) };
    if (addressBytes(candidate.address) && !candidates.some((c) => c.address === candidate.address && c.port === candidate.port)) {
      candidates.push(candidate);
    }
  }
  return { type, ufrag, pwd, fingerprint, setup, mid, candidates: candidates.slice(0, MAX_CANDIDATES) };
}

/** The code for a QR code: `SF1:` and the parts in base45. */
export function packSdp(parts: SdpParts): string {
  const bytes: number[] = [VERSION, (parts.type === 'answer' ? 1 : 0) | (SETUPS.indexOf(parts.setup) << 1)];
  for (const text of [parts.ufrag, parts.pwd, parts.mid]) {
    bytes.push(text.length);
    for (const c of text) bytes.push(c.charCodeAt(0) & 0xff);
  }
  bytes.push(...parts.fingerprint);
  const candidates = parts.candidates.filter((c) => addressBytes(c.address));
  bytes.push(candidates.length);
  for (const c of candidates) {
    const address = addressBytes(c.address)!;
    bytes.push(address.kind, ...address.bytes, c.port >> 8, c.port & 0xff);
  }
  return CODE_PREFIX + encodeBase45(Uint8Array.from(bytes));
}

/** Reads a code back into its parts, or says in a sentence why it cannot. */
export function unpackCode(code: string): Result<SdpParts> {
  if (!code.startsWith(CODE_PREFIX)) return fail('not-a-code', NOT_OURS);
  const bytes = decodeBase45(code.slice(CODE_PREFIX.length));
  if (!bytes || bytes[0] !== VERSION || bytes.length < 2) return fail('not-a-code', NOT_OURS);
  let at = 2;
  const take = (n: number): Uint8Array | null => {
    if (at + n > bytes.length) return null;
    at += n;
    return bytes.subarray(at - n, at);
  };
  const text = (): string | null => {
    const len = take(1);
    const chars = len && take(len[0]!);
    return chars ? String.fromCharCode(...chars) : null;
  };
  const ufrag = text();
  const pwd = text();
  const mid = text();
  const fingerprint = take(32);
  const count = take(1);
  const setup = SETUPS[bytes[1]! >> 1];
  if (!ufrag || !pwd || mid === null || !fingerprint || !count || !setup) return fail('not-a-code', NOT_OURS);
  const candidates: HostCandidate[] = [];
  for (let i = 0; i < count[0]!; i++) {
    const kind = take(1)?.[0];
    const size = kind === 4 ? 4 : kind === 6 || kind === 1 ? 16 : 0;
    const address = size ? take(size) : null;
    const port = take(2);
    if (!address || !port || kind === undefined) return fail('not-a-code', NOT_OURS);
    candidates.push({ address: formatAddress(kind, address), port: port[0]! * 256 + port[1]! });
  }
  if (at !== bytes.length) return fail('not-a-code', NOT_OURS);
  return ok({ type: bytes[1]! & 1 ? 'answer' : 'offer', ufrag, pwd, fingerprint: fingerprint.slice(), setup, mid, candidates });
}

/** An SDP with one data channel, from the parts: what setRemoteDescription needs, nothing more. */
export function toSdp(parts: SdpParts): string {
  const fp = [...parts.fingerprint].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
  const lines = [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    `a=group:BUNDLE ${parts.mid}`,
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    `a=ice-ufrag:${parts.ufrag}`,
    `a=ice-pwd:${parts.pwd}`,
    `a=fingerprint:sha-256 ${fp}`,
    `a=setup:${parts.setup}`,
    `a=mid:${parts.mid}`,
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    // Earlier candidates first: the order the browser gathered them in, best first.
    ...parts.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${2122260223 - i * 256} ${c.address} ${c.port} typ host generation 0`),
    'a=end-of-candidates',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The bytes of an address: IPv4 (4), IPv6 (6) or an mDNS uuid name (1); null for anything else. */
function addressBytes(address: string): { kind: number; bytes: number[] } | null {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    return bytes.every((b) => b <= 255) ? { kind: 4, bytes } : null;
  }
  const mdns = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i.exec(address);
  if (mdns) return { kind: 1, bytes: hexBytes(mdns.slice(1).join('')) };
  const v6 = ipv6Bytes(address);
  return v6 ? { kind: 6, bytes: v6 } : null;
}

function formatAddress(kind: number, bytes: Uint8Array): string {
  if (kind === 4) return [...bytes].join('.');
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  if (kind === 1) return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
  const groups: string[] = [];
  for (let i = 0; i < 32; i += 4) groups.push(hex.slice(i, i + 4).replace(/^0+(?=.)/, ''));
  return groups.join(':');
}

function hexBytes(hex: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

function ipv6Bytes(address: string): number[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split('::').length > 2) return null;
  const [head, tail] = address.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const left = part(head);
  const right = part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}
