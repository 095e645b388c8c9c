import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function OrderHistoryScreen() {
  return (
    <ScreenPlaceholder
      id="order-history"
      title="Historial de pedidos"
      description="Consulta pedidos pasados por fecha, estatus, forma de entrega y forma de pago."
    />
  );
}
