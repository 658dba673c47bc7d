// The tablet's phones wired into an open session (src/ui/phones/tablet-phones.ts): a phone's intent
// goes through the session's dispatch (the engine's validation, saved before it is shown), every
// position the session shows is published to the phone (its own moves, the tablet's, an undo),
// the phone learns its seat and the table's names from its own document, and a seat taken back is
// no longer heard. The WebRTC offer is replaced by the in-memory channel.
import { describe, expect, test, vi } from 'vitest';
import { createSession, resumeSession, type Session } from '../../src/app/session';
import type { Action } from '../../src/engine/types';
import { stateHash } from '../../src/engine/hash';
import { ok } from '../../src/engine/result';
import { startMatch } from '../../src/engine/match';
import { brickAndMortarModule as module } from '../../src/games/brick-and-mortar/module';
import { createPhoneClient } from '../../src/phones/client';
import { createMemoryChannel } from '../../src/phones/memory-channel';
import type { Offer } from '../../src/phones/webrtc-link';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta } from '../../src/storage/records';
import { CARD_MAP, createTabletPhones, type SeatCard } from '../../src/ui/phones/tablet-phones';
import { seeded } from './harness';
import { phoneSeats } from '../../src/app/phone-seats';
import { SILENT_MS } from '../../src/phones/sync-peer';
import type { GameModule } from '../../src/games/game-module';
import type { AMState } from '../../src/games/adventure-mart';
import { adventureMartModule } from '../../src/games/adventure-mart/module';
import { movePreviews } from '../../src/ui/games/adventure-mart/previews';
import { TAKEN_BACK } from '../../src/phones/host';
import type { AMGame } from '../../src/ui/games/adventure-mart/model';

async function openTable(game: GameModule = module, ui?: Parameters<typeof createTabletPhones>[1]) {
  const store = createMemoryStore();
  const seats = ['Ana', 'Ben', 'Cleo'].map((name, i) => ({ name, kind: i === 2 ? ('bot' as const) : ('person' as const), colour: 'orange' }));
  const started = startMatch(game.game, { seats, variants: { firstGame: true } }, 'phones-store');
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const meta: MatchMeta = {
    id: 'm1', game: game.game.id, seats, options: { firstGame: true }, seed: 'phones-store',
    engineVersion: game.game.engineVersion, contentVersion: game.game.contentVersion,
    status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '',
  };
  await store.createMatch(meta, { matchId: 'm1', seq: 0, state, hash: stateHash(state) });
  const session = createSession(store, game, meta, { seq: 0, state }, [], state);
  return { store, session, ...(await pairAna(session, 3, ui)) };
}

/** Ana's phone paired with the session's table over a memory channel, settled. */
async function pairAna(session: Session, seed: number, ui?: Parameters<typeof createTabletPhones>[1]) {
  const phones = createTabletPhones(session, ui);
  const channel = createMemoryChannel(seeded(seed));
  const offer: Offer = { code: 'SF1:TEST', link: channel.host, close: () => channel.disconnect(), accept: async () => ok(undefined) };
  expect((await phones.pair(0, async () => ok(offer))).ok).toBe(true);
  expect((await phones.accept(0, 'SF1:ANSWER')).ok).toBe(true);
  const client = createPhoneClient(channel.phone);
  channel.connect();
  const settle = async () => {
    for (let i = 0; i < 8; i++) {
      channel.tick();
      await phones.host.idle();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  await settle();
  return { phones, client, channel, settle };
}

/** Bots decide for everyone, Ana's moves sent from her phone, until she has a step to take back. */
async function untilAnaCanUndo(session: Session, client: ReturnType<typeof createPhoneClient>, settle: () => Promise<void>) {
  const game = adventureMartModule.game as AMGame;
  const state = () => session.match.value.state as AMState;
  for (let n = 0; n < 300 && !client.canUndo(); n++) {
    const seat = game.pending(state())[0]!.seat;
    if (seat === 0) {
      const sent = await client.send(adventureMartModule.bot!(client.view(), client.legal(), 0, `u:${n}`));
      await settle();
      expect(await sent.answer).toEqual({ ok: true });
    } else {
      const move = adventureMartModule.bot!(game.view(state(), seat), game.legal(state(), seat), seat, `u:${n}`);
      expect((await session.dispatch(seat, move)).ok).toBe(true);
      await settle();
    }
    expect(client.canUndo()).toBe(session.canUndo(0));
  }
  expect(client.canUndo()).toBe(true);
}

describe("the tablet's phones, wired into the session (issue 32)", () => {
  test('the phone learns its seat, the game and the names, and sees its own view', async () => {
    const { session, client, phones } = await openTable();
    const card = JSON.parse(client.docs.seat.getMap<string>(CARD_MAP).get('card')!) as SeatCard;
    expect(card).toEqual({ game: 'brick-and-mortar', seat: 0, seats: session.meta.value.seats.map(({ name, colour, kind }) => ({ name, colour, kind })) });
    expect(client.view()).toEqual(module.game.view(session.match.value.state, 0));
    expect(client.tableView()).toEqual(module.game.view(session.match.value.state, 'table'));
    phones.dispose();
  });

  test("a phone's intent is applied by the session's dispatch and saved", async () => {
    const { store, session, client, settle, phones } = await openTable();
    const action = client.legal()[0]!;
    const sent = await client.send(action);
    await settle();
    expect(await sent.answer).toEqual({ ok: true });
    expect(session.meta.value.actionCount).toBe(1);
    expect(session.match.value.log.at(-1)).toMatchObject({ seat: 0, action });
    const saved = await store.loadMatch('m1');
    expect(saved.ok && saved.value.tail.map((r) => r.seat)).toEqual([0]);
    expect(client.view()).toEqual(module.game.view(session.match.value.state, 0));
    phones.dispose();
  });

  test("the engine's refusal reaches the phone as its sentence, and nothing changes", async () => {
    const { session, client, settle, phones } = await openTable();
    const sent = await client.send({ type: 'advertise', supply: [999], demand: [] } as Action);
    await settle();
    const answer = await sent.answer;
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.message.length).toBeGreaterThan(10);
    expect(session.meta.value.actionCount).toBe(0);
    phones.dispose();
  });

  test("the tablet's own moves reach the phone", async () => {
    const { session, client, settle, phones } = await openTable();
    const ben = module.game.legal(session.match.value.state, 1)[0]!;
    expect((await session.dispatch(1, ben)).ok).toBe(true);
    await settle();
    expect(client.seq()).toBe(1);
    expect(client.tableView()).toEqual(module.game.view(session.match.value.state, 'table'));
    phones.dispose();
  });

  test("Adventure Mart: the phone reads the tablet's previews of its moves while awaited in private, and only then", async () => {
    const { session, client, settle, phones } = await openTable(adventureMartModule, Promise.resolve({ movePreviews: movePreviews as never }));
    const game = adventureMartModule.game as AMGame;
    const expected = () => movePreviews(game, session.match.value.state as AMState, 0);
    // Ana's turns and Sales, by the heuristic bot, until a position where her moves have previews.
    for (let n = 0; n < 400 && Object.keys(expected()).length === 0; n++) {
      const prompt = game.pending(session.match.value.state as AMState)[0]!;
      const legal = game.legal(session.match.value.state as AMState, prompt.seat);
      const view = game.view(session.match.value.state as AMState, prompt.seat);
      expect((await session.dispatch(prompt.seat, adventureMartModule.bot!(view, legal, prompt.seat, `t:${n}`))).ok).toBe(true);
      await settle();
      const awaited = game.pending(session.match.value.state as AMState).some((p) => p.seat === 0 && p.entry !== 'open');
      expect(client.previews()).toEqual(awaited ? expected() : null);
    }
    expect(Object.keys(expected()).length).toBeGreaterThan(0);
    expect(client.previews()).toEqual(expected());
    phones.dispose();
  });

  test('a phone gone silent or closed: the tablet says so and gives the seat the gate again; heard again, it is back', async () => {
    // The tablet's clock (its status poll and Date.now) is faked; frames move by the channel's ticks.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { client, channel, settle, phones } = await openTable();
      const wait = async (ms: number, phonePings = true) => {
        for (let t = 0; t < ms; t += 1_000) {
          if (phonePings) client.peer.ping();
          await settle();
          vi.advanceTimersByTime(1_000);
        }
      };
      await wait(3_000);
      expect(phones.status.value.get(0)).toBe('connected');
      expect(phoneSeats.value.has(0)).toBe(true);

      // Asleep: nothing arrives from the phone, though its channel never says it closed.
      await wait(SILENT_MS + 1_000, false);
      expect(phones.status.value.get(0)).toBe('lost');
      expect(phoneSeats.value.has(0)).toBe(false);

      // Awake again, and the tablet's pings kept reaching the phone meanwhile.
      const tabletPings = client.peer.heardAt;
      await wait(2_000);
      expect(phones.status.value.get(0)).toBe('connected');
      expect(phoneSeats.value.has(0)).toBe(true);
      expect(client.peer.heardAt).toBeGreaterThan(tabletPings);

      // Closed: gone at the next look.
      channel.disconnect();
      vi.advanceTimersByTime(300);
      expect(phones.status.value.get(0)).toBe('lost');
      expect(phoneSeats.value.has(0)).toBe(false);
      phones.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a tablet reload: the phone pairs again with the reopened match and comes back where it was', async () => {
    const first = await openTable();
    const sent = await first.client.send(first.client.legal()[0]!);
    await first.settle();
    expect(await sent.answer).toEqual({ ok: true });
    // The tablet's page goes: its phones and links with it. The saved match is the truth.
    first.phones.dispose();
    first.channel.disconnect();
    first.client.close();
    const reopened = await resumeSession(first.store, module, 'm1');
    if (!reopened.ok) throw new Error(reopened.error.message);
    const session = reopened.value;
    const { phones, client, settle } = await pairAna(session, 4);
    expect(client.seq()).toBe(1);
    expect(client.view()).toEqual(module.game.view(session.match.value.state, 0));
    expect(client.legal()).toEqual(module.game.legal(session.match.value.state, 0));
    // The others move on the tablet until Ana is asked again.
    while (module.game.legal(session.match.value.state, 0).length === 0) {
      const seat = module.game.pending(session.match.value.state)[0]!.seat;
      expect((await session.dispatch(seat, module.game.legal(session.match.value.state, seat)[0]!)).ok).toBe(true);
    }
    await settle();
    // New documents, numbered afresh: the next intent counts once, on top of the saved ones.
    const count = session.meta.value.actionCount;
    const again = await client.send(client.legal()[0]!);
    await settle();
    expect(await again.answer).toEqual({ ok: true });
    expect(session.meta.value.actionCount).toBe(count + 1);
    expect(session.match.value.log.at(-1)).toMatchObject({ seat: 0 });
    phones.dispose();
  });

  test('a seat taken back to the tablet is no longer heard', async () => {
    const { session, client, settle, phones } = await openTable();
    phones.release(0);
    expect(phones.status.value.has(0)).toBe(false);
    void client.send(client.legal()[0]!);
    await settle();
    expect(session.meta.value.actionCount).toBe(0);
    phones.dispose();
  });

  test('a phone back from silence with an entry sent before its person entered on the tablet: refused, the tablet\'s entry stands', async () => {
    const { session, client, channel, settle, phones } = await openTable();
    const [onTablet, fromPhone] = client.legal();
    // The phone is asleep: its entry waits in its outbox. The table gave Ana the gate meanwhile.
    channel.disconnect();
    const sent = await client.send(fromPhone!);
    expect((await session.dispatch(0, onTablet!)).ok).toBe(true);
    // A sealed entry can be changed: the phone's would be applied on top of Ana's if it were legal.
    expect(module.game.legal(session.match.value.state, 0)).toContainEqual(fromPhone);
    const count = session.meta.value.actionCount;
    channel.connect();
    await settle();
    expect(await sent.answer).toEqual({ ok: false, error: TAKEN_BACK });
    expect(session.meta.value.actionCount).toBe(count);
    expect(session.match.value.log.at(-1)).toMatchObject({ seat: 0, action: onTablet });
    // Caught up, the phone knows: what it sends now counts.
    const again = await client.send(fromPhone!);
    await settle();
    expect(await again.answer).toEqual({ ok: true });
    expect(session.match.value.log.at(-1)).toMatchObject({ seat: 0, action: fromPhone });
    phones.dispose();
  });

  test('undo from a phone follows the tablet\'s rules: its own steps back, never past a barrier', async () => {
    const { session, client, settle, phones } = await openTable(adventureMartModule);
    const game = adventureMartModule.game as AMGame;
    const state = () => session.match.value.state as AMState;
    const refused = await client.undo();
    await settle();
    expect(await refused.answer).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
    await untilAnaCanUndo(session, client, settle);
    // Back step by step to the barrier, each saved and shown on the phone, then no further.
    while (client.canUndo()) {
      const count = session.meta.value.actionCount;
      const undone = await client.undo();
      await settle();
      expect(await undone.answer).toEqual({ ok: true });
      expect(session.meta.value.actionCount).toBe(count - 1);
      expect(client.seq()).toBe(count - 1);
      expect(client.view()).toEqual(JSON.parse(JSON.stringify(game.view(state(), 0))));
    }
    const count = session.meta.value.actionCount;
    const past = await client.undo();
    await settle();
    expect(await past.answer).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
    expect(session.meta.value.actionCount).toBe(count);
    phones.dispose();
  });

  test("an undo on the tablet of the phone's seat counts as taken back: the phone's entry sent meanwhile is refused", async () => {
    const { session, client, channel, settle, phones } = await openTable(adventureMartModule);
    await untilAnaCanUndo(session, client, settle);
    channel.disconnect();
    const sent = await client.send(client.legal()[0]!);
    expect((await session.undo(0)).ok).toBe(true);
    const count = session.meta.value.actionCount;
    channel.connect();
    await settle();
    expect(await sent.answer).toEqual({ ok: false, error: TAKEN_BACK });
    expect(session.meta.value.actionCount).toBe(count);
    phones.dispose();
  });
});
