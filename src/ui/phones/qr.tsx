// Drawing and reading the pairing codes, through maintained libraries (never a QR codec of our
// own): qrcode-generator draws, the browser's BarcodeDetector reads where it has one (Android,
// ChromeOS, macOS), and jsQR reads everywhere else, loaded only then (it is larger than all the
// rest of the feature).
import qrcode from 'qrcode-generator';

/** The code as an SVG of dark modules on white, with the four-module quiet zone readers need. */
export function QrCode(props: { text: string; label: string }) {
  // Alphanumeric mode (the codes are base45) and level L: a screen is not a scuffed label, and a
  // lower level keeps the modules large enough to read across a table.
  const qr = qrcode(0, 'L');
  qr.addData(props.text, 'Alphanumeric');
  qr.make();
  const n = qr.getModuleCount();
  const size = n + 8;
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  return (
    <svg
      class="qr-code"
      role="img"
      aria-label={props.label}
      data-code={props.text}
      viewBox={`0 0 ${size} ${size}`}
      shape-rendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

export type Reader = (source: HTMLVideoElement) => Promise<string | null>;

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** A reader for video frames: the browser's own where it reads QR codes, else jsQR. */
export async function makeReader(): Promise<Reader> {
  const Detector = (globalThis as { BarcodeDetector?: { new (o: object): DetectorLike; getSupportedFormats?(): Promise<string[]> } })
    .BarcodeDetector;
  if (Detector) {
    const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes('qr_code')) {
      const detector = new Detector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!context || !w || !h) return null;
    canvas.width = w;
    canvas.height = h;
    context.drawImage(video, 0, 0, w, h);
    return jsQR(context.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
