// A chart's end labels (each line's initial at its last point), kept from printing over each
// other: Adventure Mart's Net Worth chart and Brick & Mortar's points and cash charts.

/** The chart's label height (its text is 14 units high): end labels closer than this would print
 * over each other. */
const LABEL_GAP = 16;

/**
 * Where each line's end label goes: at its line's end, unless that is within LABEL_GAP of
 * another label, then moved apart (in the lines' order top to bottom) and kept inside [top,
 * bottom]. Returns the label y for each input y, in the input's order.
 */
export function spreadLabels(ys: readonly number[], top: number, bottom: number, gap = LABEL_GAP): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const placed = order.map((o) => o.y);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + gap);
  // Pushed past the bottom: slide the run back up (the top one no higher than `top`).
  const over = (placed[placed.length - 1] ?? bottom) - bottom;
  if (over > 0) for (let k = 0; k < placed.length; k++) placed[k] = placed[k]! - over;
  for (let k = 0; k < placed.length; k++) placed[k] = Math.max(placed[k]!, top + k * gap);
  const out: number[] = new Array(ys.length);
  order.forEach((o, k) => (out[o.i] = placed[k]!));
  return out;
}
