// The tablet's authority over phones, case by case: a duplicate after a reload gets its first
// answer and is never applied again, a refusal carries the engine's sentence, a phone cannot write
// what only the tablet writes, views larger than a frame arrive whole, and a seat taken back to the
// tablet is no longer heard.
import { describe, expect, test } from 'vitest';
import { applyChecked } from '../../src/engine/match';
import type { Action } from '../../src/engine/types';
import { brickAndMortarModule } from '../../src/games/brick-and-mortar/module';
import { readAnswer, writeIntent } from '../../src/phones/audience';
import { ok } from '../../src/engine/result';
import { createPhoneClient } from '../../src/phones/client';
import { createPhoneHost } from '../../src/phones/host';
import { createMemoryChannel, type MemoryChannel } from '../../src/phones/memory-channel';
import { seatsOf } from '../conformance/drive';
import { seeded, Table } from './harness';

const module = brickAndMortarModule;
const options = { seats: seatsOf(3, 'person') };

async function settle(table: Table, ticks = 6): Promise<void> {
  for (let i = 0; i < ticks; i++) await table.tick();
  await table.host.idle();
  for (let i = 0; i < ticks; i++) await table.tick();
}

/** A table whose seat 0 (a phone) is awaited now. */
async function tableAwaitingPhone(frameLimit?: number) {
  const table = new Table({ module, options, seed: 'host-test', phoneSeats: [], random: seeded(5), bot: 'randomBot' });
  if (frameLimit) {
    const channel = createMemoryChannel(seeded(6), undefined, frameLimit);
    const hostPeer = table.host.attach(0, channel.host);
    const client = createPhoneClient(channel.phone);
    channel.connect();
    table.phones.set(0, { seat: 0, channel, client, hostPeer, channels: [channel], triedAt: -1, outstanding: false, marks: [] });
  } else table.join(0);
  while (!module.game.pending(table.state).some((p) => p.seat === 0)) {
    const seat = module.game.pending(table.state)[0]!.seat;
    table.move(seat, module.game.legal(table.state, seat)[0]!);
  }
  await settle(table);
  return { table, phone: table.phones.get(0)! };
}

describe('the tablet answers each phone intent once (issue 32)', () => {
  test('a phone that reloads and sends the same number again gets the first answer; nothing is applied twice', async () => {
    const { table, phone } = await tableAwaitingPhone();
    const action = phone.client.legal()[0]!;
    const sent = await phone.client.send(action);
    // The link goes down as the tablet applies it: the answer does not reach this phone.
    await table.tick();
    await table.host.idle();
    phone.channel.disconnect();
    expect(phone.client.answerOf(sent.clientSeq)).toBeUndefined();
    const moves = table.log.length;
    expect(table.log.at(-1)!.from).toEqual({ seat: 0, clientSeq: sent.clientSeq });

    // A reloaded phone that (wrongly) numbers from 1 again, with another move.
    const again = table.join(0);
    writeIntent(again.client.docs.outbox, { clientSeq: sent.clientSeq, action: { type: 'something-else' } as Action });
    await settle(table);
    expect(table.log.length).toBe(moves);
    expect(again.client.answerOf(sent.clientSeq)).toEqual({ ok: true });

    // A phone that waits to catch up, as the client does, numbers after it.
    const next = await again.client.send(again.client.legal()[0] ?? { type: 'pass' });
    expect(next.clientSeq).toBe(sent.clientSeq + 1);
  });

  test('a phone that reloads while its intent is still being applied numbers its next one after it', async () => {
    const { game } = module;
    let state = game.setup(options, 'reload-mid-apply');
    let seq = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const host = createPhoneHost({
      game,
      apply: async (seat, action) => {
        await gate;
        const r = applyChecked(game, 3, state, seat, action);
        if (!r.ok) return r;
        state = r.value.state;
        host.publish({ seq: ++seq, state, events: r.value.events });
        return ok(null);
      },
    });
    host.publish({ seq, state });
    const turn = async (channel: MemoryChannel) => {
      for (let i = 0; i < 6; i++) {
        channel.tick();
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const first = createMemoryChannel(seeded(1));
    host.attach(0, first.host);
    const before = createPhoneClient(first.phone);
    first.connect();
    await turn(first);
    const sent = await before.send(before.legal()[0]!);
    await turn(first);
    expect(host.docs(0)!.outbox.getMap('intents').has(String(sent.clientSeq))).toBe(true);
    first.disconnect();
    before.close();

    const second = createMemoryChannel(seeded(2));
    host.attach(0, second.host);
    const after = createPhoneClient(second.phone);
    second.connect();
    const pending = after.send({ type: 'pass' });
    await turn(second);
    expect((await pending).clientSeq).toBe(sent.clientSeq + 1);
    open();
    await turn(second);
    await host.idle();
    await turn(second);
    expect(after.answerOf(sent.clientSeq)).toEqual({ ok: true });
    expect(after.answerOf(sent.clientSeq + 1)).toMatchObject({ ok: false });
    expect(seq).toBe(1);
  });

  test('a refused intent is answered with the engine\'s own sentence and changes nothing', async () => {
    const { table, phone } = await tableAwaitingPhone();
    const bad = { type: 'build', store: 'no-such-store' } as Action;
    const expected = applyChecked(module.game, 3, table.state, 0, bad);
    expect(expected.ok).toBe(false);
    const before = table.seq;
    const sent = await phone.client.send(bad);
    await settle(table);
    expect(await sent.answer).toEqual({ ok: false, error: !expected.ok && expected.error });
    expect(table.seq).toBe(before);
  });

  test('what a phone writes into its view, answers or the table is never taken by the tablet', async () => {
    const { table, phone } = await tableAwaitingPhone();
    const docs = table.host.docs(0)!;
    const before = JSON.stringify(docs.seat.toJSON());
    phone.client.docs.seat.getMap('acks').set('99', JSON.stringify({ ok: true }));
    phone.client.docs.seat.getMap('view').set('cash', '1000');
    phone.client.docs.table.getMap('view').set('forged', '1');
    await settle(table);
    phone.hostPeer.resync();
    await settle(table);
    expect(JSON.stringify(docs.seat.toJSON())).toBe(before);
    expect(table.host.table.getMap('view').has('forged')).toBe(false);
    expect(readAnswer(docs.seat, 99)).toBeUndefined();
  });

  test('views larger than a frame travel in pieces and arrive whole', async () => {
    const { table, phone } = await tableAwaitingPhone(600);
    expect(Math.max(...phone.channel.toPhone.map((f) => f.length))).toBeLessThanOrEqual(600);
    expect(phone.channel.toPhone.length).toBeGreaterThan(10);
    expect(phone.client.view()).toEqual(JSON.parse(JSON.stringify(module.game.view(table.state, 0))));
  });

  test('a seat taken back to the tablet is no longer heard from its phone', async () => {
    const { table, phone } = await tableAwaitingPhone();
    const before = table.seq;
    table.host.release(0);
    writeIntent(phone.client.docs.outbox, { clientSeq: 1, action: phone.client.legal()[0]! });
    await settle(table);
    expect(table.seq).toBe(before);
    expect(table.host.docs(0)).toBeUndefined();
  });
});
