import { OrderDetailDrawer } from './detail/OrderDetailDrawer';

/** control-pedidos/detalle/{orderId} and pedidos-en-linea/detalle/{orderId}. */
export default function OrderDetailsScreen() {
  return <OrderDetailDrawer testId="order-details" />;
}
