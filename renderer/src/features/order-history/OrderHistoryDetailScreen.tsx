import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function OrderHistoryDetailScreen() {
  return (
    <ScreenPlaceholder
      id="order-history-detail"
      title="Detalle del pedido"
      description="Productos, cliente, pago y entrega del pedido."
      variant="panel"
    />
  );
}
