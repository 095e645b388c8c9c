import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function IntegrationsScreen() {
  return (
    <ScreenPlaceholder
      id="integrations"
      title="Integraciones"
      description="Conecta repartidores, punto de venta, pagos y notificaciones por WhatsApp."
    />
  );
}
