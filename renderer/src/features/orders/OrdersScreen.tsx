import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function OrdersScreen() {
  return (
    <ScreenPlaceholder
      id="orders"
      title="Control de pedidos"
      description="Pedidos en proceso de tu comercio, en tiempo real."
    />
  );
}
