import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function OnlinePaymentsScreen() {
  return (
    <ScreenPlaceholder
      id="online-payments"
      title="Cobros en línea"
      description="Configura el cobro en línea con tarjeta para tus pedidos."
    />
  );
}
