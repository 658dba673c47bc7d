// The seats of the open match that enter on their own phone (issue 32), set by the phones feature
// (src/ui/phones/tablet-phones.ts) while a phone is connected. The table store never hands the
// gate to such a seat, and the table says "Ana enters on their phone" where it would have invited
// Ana to the gate. Here, in the table's chunk, so the table never loads the phones feature to ask.
// A seat whose phone closed or went silent leaves `phoneSeats` (the gate is offered again) and is
// in `phonesGone` until the phone is heard again or the seat is taken back.
import { signal } from '@preact/signals';
import type { Seat } from '../engine/types';

export const phoneSeats = signal<ReadonlySet<Seat>>(new Set());

export const phonesGone = signal<ReadonlySet<Seat>>(new Set());
