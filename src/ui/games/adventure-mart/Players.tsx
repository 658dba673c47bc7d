// The player strip: one compact panel per player, always on the table's first screen (like the
// player panels of an online board game table). Each shows the name, Gold, tokens (Initiative,
// guild Reputation, discounts), the hand, Storeroom, Reorder Pile and Ledger counts, and the Store's
// Fixtures and Staff by name, face up or down; the cards' full text, the Reorder Pile and the
// Ledger (with its Gold to Spend total, which AM-E5 compares) are one tap away ("Cards"), in a
// dialog over the table, so opening them moves nothing on it; drawn only while open.
import { GUILD_LABELS, REP_GUILDS } from '../../../games/adventure-mart/constants';
import type { AMView, PlayerView } from '../../../games/adventure-mart/view';
import { useRef, useState } from 'preact/hooks';
import { Amount } from '../../common/Amount';
import { OverlayDialog } from '../../common/OverlayDialog';
import { memo } from '../../match/memo';
import { Card, cardLabel } from './cards';
import { nameOf, plural, type Named } from './model';
import { CardList, Token, Who } from './parts';

function Tokens(props: { name: string; p: PlayerView; initiative: boolean }) {
  const { p } = props;
  const guilds = REP_GUILDS.filter((g) => p.rep[g] > 0);
  if (!props.initiative && guilds.length === 0 && p.discounts === 0) return <p class="am-tokens muted">No tokens</p>;
  return (
    <ul class="am-tokens" aria-label={`${props.name}'s tokens`}>
      {props.initiative ? <li><Token kind="initiative">Initiative</Token></li> : null}
      {guilds.map((g) => <li key={g}><Token kind={g}>{GUILD_LABELS[g]} ×{p.rep[g]}</Token></li>)}
      {p.discounts > 0 ? <li><Token kind="discount">Discount ×{p.discounts}</Token></li> : null}
    </ul>
  );
}

/** The Store's slots as name chips, a Fixture marked F and a Staff S (with its colour, never the
 * colour alone; the Cards dialog spells them out): each card's accessible name reads its kind, its
 * numbers and whether it is face down; the free slots are counted in one chip, so the Store's room
 * shows in little space. */
function StoreChips(props: { name: string; p: PlayerView }) {
  const { p } = props;
  const empty = Math.max(0, p.storeSlots - p.store.length);
  return (
    <ul class="am-store" aria-label={`${props.name}'s Fixtures and Staff`}>
      {p.store.map((slot) => (
        <li key={slot.card.id}>
          <article
            class={`am-chip am-kind-${slot.card.kind}${slot.faceUp ? '' : ' am-chip-down'}`}
            aria-label={cardLabel(slot.card, slot.faceUp)}
            data-card={slot.card.id}
          >
            <span class="am-chip-kind" aria-hidden="true">{slot.card.kind === 'fixture' ? 'F' : 'S'}</span>
            <span class="am-chip-name" aria-hidden="true">{slot.card.name}</span>
            {slot.faceUp ? null : <span class="am-chip-state" aria-hidden="true">face down</span>}
          </article>
        </li>
      ))}
      {empty > 0 ? <li class="am-chip am-chip-empty">{empty === p.storeSlots ? 'Empty: ' : ''}{plural(empty, 'free slot')}</li> : null}
    </ul>
  );
}

/** What "Cards" opens: the Store in full, the Reorder Pile, the Ledger. */
function PlayerCards(props: { name: string; p: PlayerView; onClose: () => void }) {
  const { name, p } = props;
  const close = useRef<HTMLButtonElement>(null);
  const id = `am-cards-${p.seat}`;
  return (
    <OverlayDialog class="am-cards-dialog" labelledBy={id} start={close} onEscape={props.onClose}>
      <div class="am-cards-dialog-head">
        <h2 id={id}>{name}'s cards</h2>
        <button ref={close} type="button" class="button" onClick={props.onClose}>Close</button>
      </div>
      <h3>Store</h3>
      {p.store.length === 0 ? <p class="muted am-empty">No Fixtures or Staff</p> : (
        <ul class="am-cards am-cards-mini" aria-label={`${name}'s Store cards`}>
          {p.store.map((slot) => <li key={slot.card.id}><Card card={slot.card} size="mini" faceUp={slot.faceUp} /></li>)}
        </ul>
      )}
      <h3>Reorder Pile</h3>
      <CardList label={`${name}'s Reorder Pile`} cards={p.reorder} size="mini" empty="Empty" />
      <h3>Ledger</h3>
      <p class="am-ledger-gold">{plural(p.ledger.length, 'Adventurer')}, {p.ledgerGold} Gold to Spend in all</p>
      <CardList label={`${name}'s Ledger`} cards={p.ledger} size="mini" empty="No Adventurers yet" />
    </OverlayDialog>
  );
}

export const PlayerArea = memo(function PlayerArea(props: { seats: Named['seats']; p: PlayerView; initiative: boolean }) {
  const { p } = props;
  const name = nameOf(props, p.seat);
  const [open, setOpen] = useState(false);
  return (
    <li class="am-player" data-player={p.seat}>
      <section aria-label={`${name}'s Store`}>
        <h3 class="am-player-head">
          <Who ctx={props} seat={p.seat} />{' '}
          <span class="am-gold"><span class="am-gold-n"><Amount value={p.gold} /></span> Gold</span>
        </h3>
        <Tokens name={name} p={p} initiative={props.initiative} />
        <ul class="am-counts" aria-label={`${name}'s counts`}>
          <li data-pile="hand">Hand {p.handCount}</li>
          <li>Storeroom {p.storeroomCount}</li>
          <li data-pile="reorder">Reorder Pile {p.reorder.length}</li>
          <li data-pile="ledger">Ledger {p.ledger.length}</li>
        </ul>
        <StoreChips name={name} p={p} />
        <button type="button" class="button button-quiet am-player-more" aria-haspopup="dialog" aria-label={`${name}'s cards`}
          onClick={() => setOpen(true)}>
          Cards
        </button>
        {open ? <PlayerCards name={name} p={p} onClose={() => setOpen(false)} /> : null}
      </section>
    </li>
  );
});

export const Players = memo(function Players(props: { seats: Named['seats']; players: AMView['players']; initiative: AMView['initiative'] }) {
  return (
    <section class="am-players" aria-label="Players">
      <h2 class="visually-hidden">Players</h2>
      <ul class={`am-strip am-strip-${props.players.length}`}>
        {props.players.map((p) => <PlayerArea key={p.seat} seats={props.seats} p={p} initiative={props.initiative === p.seat} />)}
      </ul>
    </section>
  );
});

