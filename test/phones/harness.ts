// A table for the phone tests: the tablet's match (applied through the match runner, as the session
// does, minus IndexedDB), the phone host, and one in-memory channel and client per phone seat.
// Bots play every seat: seats with a phone decide from what their phone received (its view and
// legal moves), the others from the tablet's state, as at a real table.
import { stateHash } from '../../src/engine/hash';
import { applyChecked } from '../../src/engine/match';
import { ok } from '../../src/engine/result';
import type { Action, GameEvent, Result, Seat, SetupOptions } from '../../src/engine/types';
import type { GameModule } from '../../src/games/game-module';
import { createPhoneClient, type PhoneClient } from '../../src/phones/client';
import { createPhoneHost, type IntentSource, type PhoneHost, type PhoneHostOptions } from '../../src/phones/host';
import { createMemoryChannel, NO_FAULTS, type Faults, type MemoryChannel } from '../../src/phones/memory-channel';
import type { SyncPeer } from '../../src/phones/sync-peer';

/** mulberry32: the tests' own stream, separate from the game's PRNG. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Phone {
  seat: Seat;
  channel: MemoryChannel;
  client: PhoneClient;
  hostPeer: SyncPeer;
  /** Every channel this seat's phone has had, for the leak scan (a reload makes a new one). */
  channels: MemoryChannel[];
  /** The position the phone last sent an intent from, so it waits for a new one before trying again. */
  triedAt: number;
  outstanding: boolean;
  /** Where each position starts in `channel.toPhone` (the leak scan's clock). */
  marks: { seq: number; at: number }[];
}

export interface Applied {
  seat: Seat;
  action: Action;
  from?: IntentSource;
}

export interface TableOptions {
  module: GameModule;
  options: SetupOptions;
  seed: string;
  phoneSeats: Seat[];
  random: () => number;
  faults?: Faults;
  bot: 'bot' | 'randomBot';
  /** The previews the tablet writes for a seat awaited in private (GameUi.movePreviews). */
  previews?: (state: unknown, seat: Seat) => unknown;
  /** An open decision's private part, whose previews the tablet writes too (GameUi.privatePart). */
  privatePart?: PhoneHostOptions['privatePart'];
  /** Chance that a phone its tablet lets take back its last move sends an undo intent instead. */
  undo?: number;
  /** Chance that a phone sends a move no engine accepts, as a broken or stale phone would. */
  garbage?: number;
}

export class Table {
  readonly game;
  readonly host: PhoneHost;
  readonly phones = new Map<Seat, Phone>();
  readonly log: Applied[] = [];
  /** Every move applied, undone ones too, and every undo applied: the once-only check reads them. */
  readonly applied: Applied[] = [];
  readonly undone: IntentSource[] = [];
  /** Whether each logged move is an undo barrier (the tablet's undo rules, for `undoable`). */
  private readonly barriers: boolean[] = [];
  readonly states: unknown[] = [];
  /** The events of each move, by the position it led to. */
  readonly events: GameEvent[][] = [[]];
  state: unknown;
  seq = 0;
  private readonly seats: number;

  constructor(readonly setup: TableOptions) {
    this.game = setup.module.game;
    this.seats = setup.options.seats.length;
    this.state = this.game.setup(setup.options, setup.seed);
    this.states.push(this.state);
    this.host = createPhoneHost({
      game: this.game,
      apply: async (seat, action, from) => this.move(seat, action, from),
      undo: async (seat, from) => this.takeBack(seat, from),
      previews: setup.previews,
      privatePart: setup.privatePart,
    });
    this.host.publish({ seq: 0, state: this.state });
    for (const seat of setup.phoneSeats) this.join(seat);
  }

  /** The tablet's door for every move, a phone's or its own: check, apply, keep, publish. */
  move(seat: Seat, action: Action, from?: IntentSource): Result<unknown> {
    const result = applyChecked(this.game, this.seats, this.state, seat, action);
    if (!result.ok) return result;
    this.state = result.value.state;
    this.states.push(this.state);
    this.events.push(result.value.events);
    this.seq++;
    this.log.push({ seat, action: result.value.action, from });
    this.applied.push({ seat, action: result.value.action, from });
    this.barriers.push(result.value.barrier);
    // What each phone was sent from here on was sent while this position was the table's.
    for (const phone of this.phones.values()) phone.marks.push({ seq: this.seq, at: phone.channel.toPhone.length });
    // As the app publishes: who moved, and who may take a move back now (the leak scan reads it all).
    const undoable = this.barriers.at(-1) === false ? [seat] : [];
    this.host.publish({ seq: this.seq, state: this.state, events: result.value.events, by: seat, undoable });
    return ok(result.value.events);
  }

  /** The tablet's undo rules, as `move` publishes them: the seat's own last move, never a barrier. */
  takeBack(seat: Seat, from?: IntentSource): Result<unknown> {
    if (this.log.at(-1)?.seat !== seat || this.barriers.at(-1) !== false) {
      return { ok: false, error: { code: 'nothing-to-undo', message: 'There is no step of yours to take back now.' } };
    }
    this.log.pop();
    this.barriers.pop();
    this.states.pop();
    this.events.pop();
    this.seq--;
    this.state = this.states.at(-1);
    if (from) this.undone.push(from);
    for (const phone of this.phones.values()) phone.marks.push({ seq: this.seq, at: phone.channel.toPhone.length });
    const last = this.log.at(-1);
    const undoable = last && this.barriers.at(-1) === false ? [last.seat] : [];
    this.host.publish({ seq: this.seq, state: this.state, events: [], by: seat, undoable });
    return ok(null);
  }

  /** A phone joins (or, after a reload, joins again with nothing kept). */
  join(seat: Seat): Phone {
    const old = this.phones.get(seat);
    if (old) {
      old.channel.disconnect();
      old.client.close();
    }
    const channel = createMemoryChannel(this.setup.random, { ...(this.setup.faults ?? NO_FAULTS) });
    const hostPeer = this.host.attach(seat, channel.host);
    const client = createPhoneClient(channel.phone);
    channel.connect();
    const phone: Phone = { seat, channel, client, hostPeer, channels: [...(old?.channels ?? []), channel], triedAt: -1, outstanding: false, marks: [{ seq: this.seq, at: 0 }] };
    this.phones.set(seat, phone);
    return phone;
  }

  /** One turn of the table's clock: frames move, then promises settle. */
  async tick(): Promise<void> {
    for (const phone of this.phones.values()) phone.channel.tick();
    await new Promise((resolve) => setImmediate(resolve));
  }

  private decide(seat: Seat, view: unknown, legal: Action[]): Action {
    const bot = this.setup.module[this.setup.bot]!;
    return bot(view, legal, seat, `${this.setup.seed}:${this.seq}:${seat}`);
  }

  /** Seats that can move now: tablet seats the game awaits, phones whose own copy says so. */
  ready(): (() => Promise<void>)[] {
    const moves: (() => Promise<void>)[] = [];
    const awaited = new Set(this.game.pending(this.state).map((p) => p.seat));
    for (const seat of awaited) {
      if (this.phones.has(seat)) continue;
      moves.push(async () => {
        const legal = this.game.legal(this.state, seat);
        const result = this.move(seat, this.decide(seat, this.game.view(this.state, seat), legal));
        if (!result.ok) throw new Error(`The tablet's own move was refused: ${result.error.message}`);
      });
    }
    for (const phone of this.phones.values()) {
      const { client } = phone;
      const seq = client.seq();
      if (phone.outstanding || seq === phone.triedAt || seq < 0) continue;
      // Where the tablet says the seat may take back its last move, the phone sometimes does.
      // (No draw from the stream without undos, so the other tests' games stay as they were.)
      if ((this.setup.undo ?? 0) > 0 && client.canUndo() && this.setup.random() < this.setup.undo!) {
        moves.push(async () => {
          phone.triedAt = seq;
          phone.outstanding = true;
          void client
            .undo()
            .then((sent) => sent.answer)
            .then((answer) => {
              if (this.phones.get(phone.seat) !== phone) return;
              phone.outstanding = false;
              if (!answer.ok) phone.triedAt = -1;
            });
        });
        continue;
      }
      if (!client.prompts().some((p) => p.seat === phone.seat)) continue;
      const legal = client.legal();
      if (legal.length === 0) continue;
      // Not awaited: a phone that has just reloaded waits to catch up before numbering its intent,
      // and the table's clock must keep turning meanwhile.
      moves.push(async () => {
        phone.triedAt = seq;
        phone.outstanding = true;
        const garbage = this.setup.random() < (this.setup.garbage ?? 0);
        const action = garbage ? { type: 'not-a-move', seat: phone.seat } : this.decide(phone.seat, client.view(), legal);
        void client
          .send(action)
          .then((sent) => sent.answer)
          .then((answer) => {
            if (this.phones.get(phone.seat) !== phone) return;
            phone.outstanding = false;
            // Refused: the phone may try again at the same position.
            if (!answer.ok) phone.triedAt = -1;
          });
      });
    }
    return moves;
  }

  /** Everything settles with no faults: every phone connected, caught up and answered. */
  async quiesce(): Promise<void> {
    for (const phone of this.phones.values()) {
      phone.channel.faults = NO_FAULTS;
      phone.channel.connect();
    }
    for (let round = 0; round < 50; round++) {
      for (const phone of this.phones.values()) {
        phone.hostPeer.resync();
        phone.client.peer.resync();
      }
      for (let i = 0; i < 4; i++) await this.tick();
      await this.host.idle();
      for (let i = 0; i < 4; i++) await this.tick();
      const settled = [...this.phones.values()].every((p) => p.channel.pending === 0 && p.client.seq() === this.seq && this.unanswered(p.seat) === 0);
      if (settled) return;
    }
    throw new Error('The phones did not settle with the tablet.');
  }

  /** Intents the tablet holds for `seat` without an answer. */
  unanswered(seat: Seat): number {
    const docs = this.host.docs(seat)!;
    const acks = docs.seat.getMap('acks');
    return [...docs.outbox.getMap('intents').keys()].filter((k) => !acks.has(k)).length;
  }

  /** The same accepted actions, played pass-and-play on one tablet from the start. */
  replayHash(): string {
    let state = this.game.setup(this.setup.options, this.setup.seed);
    for (const { seat, action } of this.log) {
      const result = this.game.apply(state, seat, action);
      if (!result.ok) throw new Error(`Replay refused move by seat ${seat}: ${result.error.message}`);
      state = result.state;
    }
    return stateHash(state);
  }
}
