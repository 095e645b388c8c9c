import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function OrderDetailsScreen() {
  return (
    <ScreenPlaceholder
      id="order-details"
      title="Detalle del pedido"
      description="Productos, cliente, pago y entrega del pedido."
      variant="panel"
    />
  );
}
