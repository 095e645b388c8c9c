// «Listo» on a board card (docs/kitchen.md): every kitchen station finished the order. A pickup order already
// says so with its status (ready_to_pick_up); this tag is for the others. One shared query for every card.
import { Tag } from 'antd';
import type { OrderStatus } from '@shared/constants';
import { useGetKitchenReadyQuery } from './api';

export function KitchenReadyTag({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { ready } = useGetKitchenReadyQuery(undefined, { selectFromResult: ({ data }) => ({ ready: !!data?.includes(orderId) }) });
  if (!ready || status === 'ready_to_pick_up') return null;
  return (
    <Tag color="green" data-testid="card-kitchen-ready">
      Listo
    </Tag>
  );
}
