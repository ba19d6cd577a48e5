/**
 * The order lists of every store, from one definition each (src/domain/resources/
 * orders.ts): every order (row click opens the alternate edit), orders to prepare (Listo),
 * ready ones (Entregar) and reversible ones (Reversar).
 */
import type { ReactElement } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import HandshakeIcon from '@mui/icons-material/Handshake';
import UndoIcon from '@mui/icons-material/Undo';
import { ORDER_LIST_RESOURCES } from '../../../domain/resources';
import type { OrderList } from '../../../domain/resources/orders';
import { isSaleSegment } from '../../../domain/orders';
import type { StoreSegment } from '../../../domain/stores';
import type { ResourceUI } from '../../../kit/generic/resourceUI';
import { GenericList } from '../../../kit/generic/screens';
import { lazyPage } from '../../../kit/lazyPage';

const DeliverButton = lazyPage(() => import('./OrderActions'), 'DeliverButton');
const ReadyButton = lazyPage(() => import('./OrderActions'), 'ReadyButton');
const ReverseButton = lazyPage(() => import('./OrderActions'), 'ReverseButton');
const OrderEditPage = lazyPage(() => import('../pos'), 'OrderEditPage');

const ICONS = {
  requests: ReceiptIcon,
  enlistment: SoupKitchenIcon,
  deliveries: HandshakeIcon,
  Reversion: UndoIcon,
};

const ROW_ACTIONS: Record<OrderList, ((store: StoreSegment) => ReactElement) | null> = {
  requests: null,
  enlistment: (store) => <ReadyButton store={store} />,
  deliveries: (store) => <DeliverButton store={store} />,
  Reversion: (store) => <ReverseButton store={store} />,
};

export const ORDER_UIS: ResourceUI[] = ORDER_LIST_RESOURCES.map(({ store, list, def }) => {
  // Only a point of sale edits its orders (the alternate edit charges or refunds the difference).
  const editable = list === 'requests' && isSaleSegment(store);
  return {
    def,
    icon: ICONS[list],
    list: (
      <GenericList
        def={def}
        create={false}
        edit={editable}
        remove={false}
        rowActions={ROW_ACTIONS[list]?.(store)}
      />
    ),
    ...(editable ? { edit: <OrderEditPage store={store} /> } : {}),
  };
});
