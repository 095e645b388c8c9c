import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function DeliveryPartnersScreen() {
  return (
    <ScreenPlaceholder
      id="delivery-partners"
      title="Proveedores de entrega"
      description="Repartidores de empresas asociadas para tus envíos."
      variant="panel"
    />
  );
}
