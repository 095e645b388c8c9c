import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function DeliveryFeesScreen() {
  return (
    <ScreenPlaceholder
      id="delivery-fees"
      title="Tarifas y entregas"
      description="Formas de entrega, costo de envío y formas de pago por tipo de entrega."
    />
  );
}
