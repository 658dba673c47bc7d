// Delivering a sale (BM-SA4). Since engine 2 the screen opens on the engine's proposal, the
// highest-earning choice, so accepting it is the one Deliver tap it always was; before that tap the
// seller may change which Store each sold or discarded crate comes from, and reads what stays on
// which shelf. Engine 1 matches choose how many committed crates come from each Store (the engine
// then sold the best-earning of them). Every value offered comes from the engine's legal list; the
// outcome and any refusal come from a dry run of its own `apply`.
import { useState } from 'preact/hooks';
import { findLegal, sameAction } from '../../../engine/action-shape';
import { itemIndexOf, itemLabel, legalFor, nameOf, plural, dryRun, eventData } from './model';
import { money } from './parts';
import { Stepper } from './Stepper';
import { type ActionProps, only, Panel } from './action-parts';
import { ServedOrder } from './TradeActions';
import type { BMAction } from '../../../games/brick-and-mortar';
import type { CratesInStore } from '../../../games/brick-and-mortar/events';

type Commit = Extract<BMAction, { type: 'sale-commit' }>;
type CountField = 'crates' | 'sold' | 'surplus';

/** The words of each stepper, by the field of the action it sets. */
const STEPPER: Record<CountField, string> = { crates: 'Crates from', sold: 'Sold from', surplus: 'Discarded from' };

const fieldsOf = (c: Commit): CountField[] => ('crates' in c ? ['crates'] : ['sold', 'surplus']);
const countsOf = (c: Commit, f: CountField): number[] => (c as unknown as Record<CountField, number[]>)[f] ?? [];
const sum = (l: readonly number[]): number => l.reduce((a, b) => a + b, 0);

type Place = CratesInStore;

/** "1 crate discarded as surplus from Greengrocer", naming each Store it comes from. */
function discardedText(n: number, from: Place[]): string {
  const where = from.length === 1 ? ` from ${from[0]?.store}` : from.length > 1 ? ` (${from.map((p) => `${p.count} from ${p.store}`).join(', ')})` : '';
  return `; ${plural(n, 'crate')} discarded as surplus${where}`;
}

export function SaleCommit(props: ActionProps) {
  const { ctx, seat, act, busy } = props;
  const step = ctx.tv.step;
  const legal = only(legalFor(ctx, seat), 'sale-commit');
  const proposal = step.phase === 'sale' ? step.proposal : null;
  // Engine 1 has no proposal: it opened on the most crates, the first such choice listed.
  const initial: Commit | undefined = proposal ?? legal.reduce<Commit | undefined>(
    (b, o) => (!b || sum(countsOf(o, 'crates')) > sum(countsOf(b, 'crates')) ? o : b),
    undefined,
  );
  const [choice, setChoice] = useState<Commit | undefined>(initial);
  if (step.phase !== 'sale' || !choice) return null;
  const name = nameOf(ctx, seat);
  const offer = step.offers?.[seat] ?? null;
  const price = step.bidding ? (offer?.price ?? 0) : (ctx.tv.prices.max[itemIndexOf(step.item)] ?? 0);
  const fields = fieldsOf(choice);
  const action = findLegal(legal, choice);
  const total = 'crates' in choice ? sum(choice.crates) : step.bidding ? (offer?.quantity ?? 0) : sum(choice.sold);
  const preview = dryRun(ctx, seat, choice);
  const sold = preview.ok ? eventData(preview.events, 'sold') : null;
  const none = Object.fromEntries(fields.map((f) => [f, countsOf(choice, f).map(() => 0)]));
  const noneAction = findLegal(legal, { type: 'sale-commit', ...none } as Commit);
  const stores = ctx.tv.players[seat]?.stores ?? [];
  const valuesFor = (f: CountField, slot: number) => [...new Set(legal.map((o) => countsOf(o, f)[slot] ?? 0))].sort((a, b) => a - b);
  const set = (f: CountField, slot: number, v: number) =>
    setChoice({ ...choice, [f]: countsOf(choice, f).map((x, j) => (j === slot ? v : x)) } as Commit);
  const steppers = stores.flatMap((s, slot) => fields.flatMap((f) => {
    const values = valuesFor(f, slot);
    if (values.length <= 1) return [];
    const label = `${STEPPER[f]} ${s.card.name}`;
    return [<Stepper key={`${f}-${slot}`} label={label} values={values} value={countsOf(choice, f)[slot] ?? 0} onChange={(v) => set(f, slot, v)} />];
  }));
  const left = sold?.left ?? [];
  return (
    <Panel id="bm-action-title" title={`${name} sells ${itemLabel(step.item)} at ${money(price)}`}>
      <ServedOrder ctx={ctx} reveal={step.reveal} selling />
      <p>
        {step.bidding
          ? `${name} offered ${offer?.quantity ?? 0} and must deliver exactly that many; crates that find no box are discarded.`
          : `${name} may sell up to the demand left, at the maximum price.`}{' '}
        Shared demand left: {step.shared[itemIndexOf(step.item)] ?? 0}
        {(step.privateLeft[seat] ?? 0) > 0 ? `, plus ${step.privateLeft[seat]} in ${name}'s Fulfillment Center` : ''}.
      </p>
      {proposal && steppers.length > 0 ? (
        <p>
          {sameAction(choice, proposal)
            ? 'Proposed: the choice that earns most.'
            : `Changed from the proposal, the choice that earns most.`}{' '}
          {name} may change which Store a crate is sold or discarded from: what stays on the shelves is sold later.
        </p>
      ) : null}
      {steppers.length > 0 ? <div class="slot-steppers">{steppers}</div> : null}
      {!preview.ok ? (
        <p class="notice notice-error" role="alert">
          {preview.message}
        </p>
      ) : sold && total > 0 ? (
        <p class="notice">
          {name} sells {sold.sold} for {money(sold.revenue)}
          {sold.surplus > 0 ? discardedText(sold.surplus, sold.discarded) : ''}
          {sold.knockoffKept > 0 ? `; ${plural(sold.knockoffKept, 'Knockoff crate')} stay` : ''}.
          {left.length > 0 ? ` Left on the shelves: ${left.map((p) => `${p.store} ${p.count}`).join(', ')}.` : ''}
        </p>
      ) : null}
      <div class="action-buttons">
        <button type="button" class="button button-primary button-big" disabled={busy || !action || total === 0} onClick={() => action && void act(action)}>
          Deliver {total} {itemLabel(step.item)}
        </button>
        {proposal && !sameAction(choice, proposal) ? (
          <button type="button" class="button button-big" disabled={busy} onClick={() => setChoice(proposal)}>
            Back to the proposal
          </button>
        ) : null}
        {noneAction ? (
          <button type="button" class="button button-big" disabled={busy} onClick={() => void act(noneAction)}>
            Sell none
          </button>
        ) : null}
      </div>
    </Panel>
  );
}
