// A phone's store for the component tests, fed one seat's documents as the tablet would send
// them (its view, the table's view, the prompts, its legal moves, the tablet's previews): no
// state and no session reach the phone's screens.
import { signal } from '@preact/signals';
import { vi } from 'vitest';
import type { Action, GameDefinition, Seat } from '../../src/engine/types';
import type { PhonePictureNow, PhoneStore } from '../../src/ui/phones/phone-store';

export function phoneStoreAt<S>(
  game: GameDefinition<S, Action, unknown>,
  state: S,
  seat: Seat,
  card: PhonePictureNow['card'],
  extra: Partial<PhonePictureNow> = {},
) {
  const picture: PhonePictureNow = {
    card,
    seq: 1,
    view: game.view(state, seat),
    tableView: game.view(state, 'table'),
    prompts: game.pending(state),
    legal: game.legal(state, seat),
    previews: null,
    moves: [],
    canUndo: false,
    ...extra,
  };
  const send = vi.fn(async (_: Action) => true);
  const undo = vi.fn(async () => true);
  const store: PhoneStore = {
    picture: signal(picture),
    connected: signal(true),
    sending: signal(false),
    error: signal(null),
    send,
    undo,
    dispose: () => undefined,
  };
  return { store, send, undo, legal: picture.legal };
}
