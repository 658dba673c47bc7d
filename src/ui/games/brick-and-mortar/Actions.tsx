// Public decisions, made on the table in everyone's sight: building (buy from hand through the
// gate, auction a public Store, pass), managing Stores, the open auction, stocking at a bid,
// Warehouse moves, delivering a sale and Investment. Every control offers only what the engine's
// `legal()` lists; costs and consequences come from a dry run of the engine's own `apply`.
import type { ActionProps } from './action-parts';
import { AuctionBid, BuildChoice, ManageStores } from './BuildingActions';
import { Invest } from './InvestAction';
import { nameOf } from './model';
import { SaleCommit } from './SaleDelivery';
import { SupplyBuy, WarehouseMoves } from './TradeActions';

export { Panel, type ConfirmRequest, type ActionProps } from './action-parts';

export function PublicDecision(props: ActionProps & { kind: string }) {
  switch (props.kind) {
    case 'build':
      return <BuildChoice {...props} />;
    case 'manage-stores':
      return <ManageStores {...props} />;
    case 'auction-bid':
      return <AuctionBid {...props} />;
    case 'supply-buy':
      return <SupplyBuy {...props} />;
    case 'warehouse-move':
      return <WarehouseMoves {...props} />;
    case 'sale-commit':
      return <SaleCommit {...props} />;
    case 'invest':
      return <Invest {...props} />;
    default:
      return <p>Waiting for {nameOf(props.ctx, props.seat)}.</p>;
  }
}
