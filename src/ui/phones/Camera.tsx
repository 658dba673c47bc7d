// The camera, reading codes until one is taken: the video on screen (so a person can aim it), a
// frame read a few times a second, and a sentence saying what to do when there is no camera or it
// was refused. A code the caller refuses (another app's, the wrong device's) is said under the
// video and reading goes on.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Result } from '../../engine/types';
import { makeReader } from './qr';

const READ_EVERY_MS = 200;

function cameraSentence(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera was refused. Allow the camera for Shopfloor in the browser’s site settings (the icon beside the address), then press Try again.';
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return 'The camera is busy in another app. Close that app, then press Try again.';
  }
  return 'This device has no camera Shopfloor can use. Pair from a device with a camera, or type the code below.';
}

export interface CameraProps {
  /** What to point at, as a sentence. */
  aim: string;
  /** Takes a code read; a refusal's sentence is shown and reading goes on. */
  onCode(code: string): Promise<Result<void>>;
}

export function Camera(props: CameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [typed, setTyped] = useState('');
  const onCode = useRef(props.onCode);
  onCode.current = props.onCode;

  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = '';
    setProblem(null);
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (e) {
        if (live) setProblem(cameraSentence(e));
        return;
      }
      if (!live || !video.current) return stream.getTracks().forEach((t) => t.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const read = await makeReader();
      const tick = async () => {
        if (!live || !video.current) return;
        const code = await read(video.current).catch(() => null);
        if (code && code !== last) {
          last = code;
          const taken = await onCode.current(code);
          if (!live) return;
          if (taken.ok) return;
          setRefused(taken.error.message);
        }
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [attempt]);

  return (
    <div class="phone-camera">
      <p>{props.aim}</p>
      {problem ? (
        <div role="alert" class="notice notice-warning">
          <p>{problem}</p>
          <button type="button" class="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : (
        <video ref={video} class="phone-video" muted playsInline aria-label="Camera" />
      )}
      {refused ? (
        <p role="alert" class="notice notice-error">
          {refused}
        </p>
      ) : null}
      <form
        class="phone-typed"
        onSubmit={(e) => {
          e.preventDefault();
          void onCode.current(typed.trim().toUpperCase()).then((r) => setRefused(r.ok ? null : r.error.message));
        }}
      >
        <label>
          Or type the code
          <input value={typed} autoComplete="off" spellcheck={false} onInput={(e) => setTyped(e.currentTarget.value)} />
        </label>
        <button type="submit" class="button" disabled={typed.trim() === ''}>
          Use this code
        </button>
      </form>
    </div>
  );
}
