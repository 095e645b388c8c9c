import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function OnlineOrdersScreen() {
  return (
    <ScreenPlaceholder
      id="online-orders"
      title="Pedidos en línea"
      description="Pedidos pagados en línea por tus clientes."
    />
  );
}
