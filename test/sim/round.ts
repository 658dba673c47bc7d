/** Rounds a figure for the summary, so reports compare byte for byte across runs. */
export const round = (x: number, digits = 3): number => Number(x.toFixed(digits));
