import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function DeliveryCostSimulatorScreen() {
  return (
    <ScreenPlaceholder
      id="delivery-cost-simulator"
      title="Simulador de costo de envío"
      description="Calcula cuánto pagaría un cliente por el envío a una dirección."
      variant="panel"
    />
  );
}
