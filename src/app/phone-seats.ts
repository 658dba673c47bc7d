// The seats of the open match that enter on their own phone (issue 32), set by the phones feature
// (src/ui/phones/tablet-phones.ts) while a phone is connected. The table store never hands the
// gate to such a seat, and the table says "Ana enters on their phone" where it would have invited
// Ana to the gate. Here, in the table's chunk, so the table never loads the phones feature to ask.
// A seat whose phone closed or went silent leaves `phoneSeats`: the gate is offered again (the
// phones feature's own button says the phone is gone; nothing more here, in the table's chunk).
import { signal } from '@preact/signals';
import type { Seat } from '../engine/types';

export const phoneSeats = signal<ReadonlySet<Seat>>(new Set());

// New game's "Add phones as the game opens": the match screen it opens shows its Phones dialog at
// once. A plain flag, read once: this chunk is the table's, whose budget has no room to spare.
let phonesAsked = false;
export const askPhonesOnOpen = (): void => void (phonesAsked = true);
export function takePhonesOnOpen(): boolean {
  const asked = phonesAsked;
  phonesAsked = false;
  return asked;
}
