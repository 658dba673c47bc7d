// Base45 (RFC 9285): bytes as text in the 45 characters of a QR code's alphanumeric mode, which
// packs 11 bits per two characters where byte mode spends 16. Every decoder (the browser's
// BarcodeDetector, jsQR) hands alphanumeric text back unchanged, which raw bytes in byte mode are
// not (BarcodeDetector returns a string, read in whatever character set it guesses).

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let n = bytes[i]! * 256 + bytes[i + 1]!;
      for (let k = 0; k < 3; k++) {
        out += ALPHABET[n % 45];
        n = Math.floor(n / 45);
      }
    } else {
      const n = bytes[i]!;
      out += ALPHABET[n % 45]! + ALPHABET[Math.floor(n / 45)]!;
    }
  }
  return out;
}

/** The bytes, or null when the text is not base45 (a stray character, a value out of range). */
export function decodeBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 3) {
    const digits = [...text.slice(i, i + 3)].map((c) => VALUE.get(c));
    if (digits.some((d) => d === undefined)) return null;
    const [c, d, e] = digits as number[];
    if (e === undefined) {
      const n = c! + d! * 45;
      if (n > 0xff) return null;
      out.push(n);
    } else {
      const n = c! + d! * 45 + e * 45 * 45;
      if (n > 0xffff) return null;
      out.push(n >> 8, n & 0xff);
    }
  }
  return Uint8Array.from(out);
}
