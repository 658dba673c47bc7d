// Motion in happy-dom, which lays nothing out and plays no animation: every element measures as a
// card-sized box, `animate` records each animation and finishes it on request, and
// prefers-reduced-motion answers what the test says.
import { cleanup } from '@testing-library/preact';
import { expect, vi } from 'vitest';
import { motionsPlaying } from '../../../src/app/bot-runner';

export interface FakeAnimation {
  target: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  onfinish: (() => void) | null;
  oncancel: (() => void) | null;
}

export function fakeMotion(opts: { reduced: boolean }) {
  const animations: FakeAnimation[] = [];
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') && opts.reduced, media: q, addEventListener() {}, removeEventListener() {} }));
  const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ x: 10, y: 20, left: 10, top: 20, width: 100, height: 140, right: 110, bottom: 160, toJSON: () => ({}) }) as DOMRect,
  );
  const original = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const a: FakeAnimation = { target: this, keyframes, options, onfinish: null, oncancel: null };
    animations.push(a);
    return a as unknown as Animation;
  } as typeof Element.prototype.animate;
  return {
    animations,
    /** After a test: the page gone, whatever still travels landed (so no test's count reaches
     * into the next), the real animations back, and the bots no longer waiting. */
    end() {
      cleanup();
      for (const a of animations.splice(0)) a.onfinish?.();
      rect.mockRestore();
      Element.prototype.animate = original;
      vi.unstubAllGlobals();
      expect(motionsPlaying.value).toBe(0);
    },
    /** Ends every animation started so far, as the browser does after its duration. */
    finishAll() {
      for (const a of animations.splice(0)) a.onfinish?.();
    },
  };
}

export const ghosts = () => [...document.querySelectorAll<HTMLElement>('.motion-ghost')];
