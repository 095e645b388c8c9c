import { OrderDetailDrawer } from '../orders/detail/OrderDetailDrawer';

/** historial-pedidos/detalle/{orderId}: the same detail as the board, over the history table. */
export default function OrderHistoryDetailScreen() {
  return <OrderDetailDrawer testId="order-history-detail" />;
}
