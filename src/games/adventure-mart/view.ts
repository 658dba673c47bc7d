// placeholder, replaced below
import type { Viewer } from '../../engine/types';
import type { AMState } from './state';
export type AMView = { viewer: Viewer; day: number };
export function view(s: AMState, viewer: Viewer): AMView {
  return { viewer, day: s.day };
}
