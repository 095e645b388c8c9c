import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function ClientsScreen() {
  return (
    <ScreenPlaceholder
      id="clients"
      title="Clientes"
      description="Clientes que han pedido en tu comercio y sus pedidos."
    />
  );
}
