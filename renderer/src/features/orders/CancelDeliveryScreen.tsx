import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function CancelDeliveryScreen() {
  return (
    <ScreenPlaceholder
      id="cancel-delivery"
      title="Cancelar reparto"
      description="Cancela la solicitud de repartidor de este pedido."
      variant="panel"
    />
  );
}
