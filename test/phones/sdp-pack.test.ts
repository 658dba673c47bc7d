// The pairing codes: a browser's SDP cut to what a data channel needs, packed small enough for a
// QR code that reads across a table, and unpacked into an SDP a browser accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase45, encodeBase45 } from '../../src/phones/base45';
import { CODE_PREFIX, MAX_CANDIDATES, packSdp, parseSdp, toSdp, unpackCode } from '../../src/phones/sdp-pack';

const FP = Array.from({ length: 32 }, (_, i) => ((i * 37 + 11) & 0xff).toString(16).toUpperCase().padStart(2, '0')).join(':');

/** An offer as Chromium writes one for a single data channel (host candidates only). */
const CHROMIUM_OFFER = [
  'v=0',
  'o=- 4215773196543520416 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:3011796290 1 udp 2113937151 1f0a3c55-9d2e-4b8a-a1c3-0e4f5d6a7b8c.local 54400 typ host generation 0 network-cost 999',
  'a=candidate:1552421634 1 udp 2113939711 192.168.1.23 54401 typ host generation 0 network-cost 999',
  'a=candidate:1552421634 1 udp 2113939711 192.168.1.23 54401 typ host generation 0 network-cost 999',
  'a=candidate:842163049 1 udp 1677729535 203.0.113.7 54402 typ srflx raddr 0.0.0.0 rport 0 generation 0',
  'a=candidate:3919473424 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0',
  'a=candidate:2999745851 1 udp 2122194687 fe80::1c2a:3bff:fe4d:5e6f 54403 typ host generation 0',
  'a=ice-ufrag:x7Qa',
  'a=ice-pwd:Zk3m9P0qLr2sT5uVw8xY1zAb',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FP}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

describe('base45', () => {
  it('gives back every byte string it encodes, in the alphanumeric characters only', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = encodeBase45(bytes);
        expect(text).toMatch(/^[0-9A-Z $%*+\-./:]*$/);
        expect(decodeBase45(text)).toEqual(bytes);
      }),
    );
  });

  it('refuses text that is not base45', () => {
    expect(decodeBase45('abc')).toBeNull();
    expect(decodeBase45('A')).toBeNull();
    expect(decodeBase45(':::')).toBeNull(); // 44 + 44*45 + 44*2025 > 65535
  });
});

describe('pairing codes', () => {
  it('keep the ICE credentials, fingerprint, role, media id and the UDP host candidates only', () => {
    const parts = parseSdp('offer', CHROMIUM_OFFER)!;
    expect(parts.ufrag).toBe('x7Qa');
    expect(parts.pwd).toBe('Zk3m9P0qLr2sT5uVw8xY1zAb');
    expect(parts.setup).toBe('actpass');
    expect(parts.mid).toBe('0');
    expect(parts.fingerprint).toHaveLength(32);
    expect(parts.candidates).toEqual([
      { address: '1f0a3c55-9d2e-4b8a-a1c3-0e4f5d6a7b8c.local', port: 54400 },
      { address: '192.168.1.23', port: 54401 },
      { address: 'fe80::1c2a:3bff:fe4d:5e6f', port: 54403 },
    ]);
  });

  it('round trip: code -> parts -> SDP -> parts is the same connection', () => {
    const parts = parseSdp('offer', CHROMIUM_OFFER)!;
    const code = packSdp(parts);
    const back = unpackCode(code);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const { candidates, ...rest } = back.value;
    expect(rest).toEqual({ ...parts, candidates: undefined, fingerprint: parts.fingerprint });
    // IPv6 comes back in full (uncompressed) form: the same address.
    expect(candidates.map((c) => c.port)).toEqual([54400, 54401, 54403]);
    expect(candidates[2]!.address).toBe('fe80:0:0:0:1c2a:3bff:fe4d:5e6f');
    const sdp = toSdp(back.value);
    expect(sdp).toContain(`a=fingerprint:sha-256 ${FP}\r\n`);
    expect(sdp).toContain('m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n');
    const again = parseSdp('offer', sdp)!;
    expect(again).toEqual(back.value);
    expect(packSdp(again)).toBe(code);
  });

  it('answers keep their role', () => {
    const parts = { ...parseSdp('answer', CHROMIUM_OFFER.replace('a=setup:actpass', 'a=setup:active'))! };
    const back = unpackCode(packSdp(parts));
    expect(back.ok && back.value.type).toBe('answer');
    expect(back.ok && back.value.setup).toBe('active');
  });

  it('stay small enough for a QR code that reads across a table, whatever the addresses', () => {
    const realistic = packSdp(parseSdp('offer', CHROMIUM_OFFER)!);
    expect(realistic.startsWith(CODE_PREFIX)).toBe(true);
    // Three candidates (an mDNS name, IPv4, IPv6): version 8 at level M (195 characters).
    expect(realistic.length).toBeLessThanOrEqual(180);
    const address = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.uuid().map((u) => `${u}.local`),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ address, port: fc.integer({ min: 1, max: 65535 }) }), { maxLength: 12 }), (cands) => {
        const lines = cands.map((c, i) => `a=candidate:${i} 1 udp 2122194687 ${c.address} ${c.port} typ host generation 0`);
        const parts = parseSdp('offer', CHROMIUM_OFFER.replace('a=ice-ufrag', `${lines.join('\r\n')}\r\na=ice-ufrag`))!;
        expect(parts.candidates.length).toBeLessThanOrEqual(MAX_CANDIDATES);
        const code = packSdp(parts);
        // Six IPv6 candidates at most: version 10 at level M holds 311 alphanumeric characters.
        expect(code.length).toBeLessThanOrEqual(280);
        const back = unpackCode(code);
        expect(back.ok && back.value.candidates.map((c) => c.port)).toEqual(parts.candidates.map((c) => c.port));
      }),
      { numRuns: 200 },
    );
  });

  it('refuse what is not a Shopfloor code, with a sentence', () => {
    const good = packSdp(parseSdp('offer', CHROMIUM_OFFER)!);
    for (const code of ['https://example.com', 'SF1:', `${good}00`, good.slice(0, -3), 'SF1:abc']) {
      const r = unpackCode(code);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/not a Shopfloor pairing code/);
    }
  });

  it('say so when the browser gave no credentials', () => {
    expect(parseSdp('offer', CHROMIUM_OFFER.replace(/a=ice-pwd:.*\r\n/, ''))).toBeNull();
  });
});
