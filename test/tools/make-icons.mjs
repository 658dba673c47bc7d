#!/usr/bin/env node
// Draws Shopfloor's icon (a shop front under a striped, scalloped awning, with a price tag
// hanging at its side) and writes the PNGs into public/. No image library: a signed-distance
// style rasteriser with 4x4 supersampling and a minimal PNG encoder over node:zlib.
//
//   node test/tools/make-icons.mjs        # rewrite public/*.png
//
// The PNGs are committed; run this only when the drawing changes.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'public');

// Palette (sRGB). Matches theme_color / background_color in vite.config.ts.
const TEAL = [0x1f, 0x4e, 0x5f];
const CREAM = [0xf7, 0xf3, 0xea];
const RED = [0xd1, 0x4b, 0x3a];
const WHITE = [0xff, 0xff, 0xff];
const WOOD = [0xe8, 0xb0, 0x4a];
const GLASS = [0x9f, 0xd3, 0xe0];
const DARK = [0x16, 0x37, 0x43];

// ---- PNG encoding -------------------------------------------------------------------------
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Drawing ------------------------------------------------------------------------------
// The scene lives in unit coordinates [0,1]^2. `glyphScale` shrinks the glyph about the centre
// (maskable icons keep it inside the 80% safe zone). Each layer is [inside(x,y), colour];
// later layers paint over earlier ones.
const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
function inRoundRect(x, y, x0, y0, x1, y1, r) {
  if (!inRect(x, y, x0, y0, x1, y1)) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function glyphLayers() {
  const L = [];
  // Shop body and its base.
  L.push([(x, y) => inRect(x, y, 0.2, 0.42, 0.8, 0.8), CREAM]);
  L.push([(x, y) => inRect(x, y, 0.16, 0.79, 0.84, 0.84), DARK]);
  // Door and shop window.
  L.push([(x, y) => inRect(x, y, 0.27, 0.53, 0.43, 0.79), WOOD]);
  L.push([(x, y) => (x - 0.4) ** 2 + (y - 0.67) ** 2 <= 0.013 ** 2, DARK]);
  L.push([(x, y) => inRect(x, y, 0.5, 0.53, 0.73, 0.7), DARK]);
  L.push([(x, y) => inRect(x, y, 0.52, 0.55, 0.71, 0.68), GLASS]);
  // Awning: a band of 5 red/white stripes with a scalloped lower edge.
  const ax0 = 0.14;
  const ax1 = 0.86;
  const stripes = 5;
  const w = (ax1 - ax0) / stripes;
  L.push([
    (x, y) => {
      if (x < ax0 || x > ax1) return false;
      const i = Math.min(stripes - 1, Math.floor((x - ax0) / w));
      const cx = ax0 + (i + 0.5) * w;
      const inBand = y >= 0.24 && y <= 0.38;
      const inScallop = (x - cx) ** 2 + (y - 0.38) ** 2 <= (w / 2) ** 2 && y >= 0.38;
      return (inBand || inScallop) && i % 2 === 0;
    },
    RED,
  ]);
  L.push([
    (x, y) => {
      if (x < ax0 || x > ax1) return false;
      const i = Math.min(stripes - 1, Math.floor((x - ax0) / w));
      const cx = ax0 + (i + 0.5) * w;
      const inBand = y >= 0.24 && y <= 0.38;
      const inScallop = (x - cx) ** 2 + (y - 0.38) ** 2 <= (w / 2) ** 2 && y >= 0.38;
      return (inBand || inScallop) && i % 2 === 1;
    },
    WHITE,
  ]);
  // Awning rail.
  L.push([(x, y) => inRoundRect(x, y, 0.12, 0.2, 0.88, 0.25, 0.02), DARK]);
  // Price tag hanging from the awning's right end: a tilted pentagon with a hole.
  const tag = (x, y) => {
    // rotate about the tag's top by -20 degrees
    const a = (-20 * Math.PI) / 180;
    const ox = 0.8;
    const oy = 0.42;
    const dx = x - ox;
    const dy = y - oy;
    const u = dx * Math.cos(a) - dy * Math.sin(a);
    const v = dx * Math.sin(a) + dy * Math.cos(a);
    // tag body: point at top (v=0), widening to a rectangle of width 0.14 from v=0.06 to 0.22
    if (v < 0 || v > 0.22) return 0;
    const half = v < 0.06 ? (v / 0.06) * 0.07 : 0.07;
    if (Math.abs(u) > half) return 0;
    if (u * u + (v - 0.05) ** 2 <= 0.014 ** 2) return 2; // hole
    return 1;
  };
  L.push([(x, y) => tag(x, y) === 1, WOOD]);
  L.push([(x, y) => tag(x, y) === 2, CREAM]);
  // String from rail to tag.
  L.push([(x, y) => inRect(x, y, 0.795, 0.25, 0.81, 0.43), DARK]);
  return L;
}

function render(size, { maskable }) {
  const layers = glyphLayers();
  const glyphScale = maskable ? 0.72 : 0.9;
  const S = 4; // supersampling per axis
  const px = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let pxx = 0; pxx < size; pxx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const X = (pxx + (sx + 0.5) / S) / size;
          const Y = (py + (sy + 0.5) / S) / size;
          // background: full bleed for maskable, rounded tile otherwise
          const bgIn = maskable || inRoundRect(X, Y, 0.02, 0.02, 0.98, 0.98, 0.2);
          if (!bgIn) continue;
          let col = TEAL;
          const gx = (X - 0.5) / glyphScale + 0.5;
          const gy = (Y - 0.5) / glyphScale + 0.5;
          for (const [inside, c] of layers) if (inside(gx, gy)) col = c;
          r += col[0];
          g += col[1];
          b += col[2];
          a += 1;
        }
      }
      const o = (py * size + pxx) * 4;
      if (a > 0) {
        // colour is the average of the covered samples; alpha their share
        px[o] = Math.round(r / a);
        px[o + 1] = Math.round(g / a);
        px[o + 2] = Math.round(b / a);
      }
      px[o + 3] = Math.round((255 * a) / (S * S));
    }
  }
  return encodePng(size, px);
}

const targets = [
  ['pwa-192x192.png', 192, false],
  ['pwa-512x512.png', 512, false],
  ['maskable-512x512.png', 512, true],
  ['apple-touch-icon-180x180.png', 180, true], // iOS draws its own corners: full bleed
];
for (const [name, size, maskable] of targets) {
  const png = render(size, { maskable });
  writeFileSync(join(out, name), png);
  console.log(`${name}: ${size}x${size}, ${png.length} bytes`);
}
