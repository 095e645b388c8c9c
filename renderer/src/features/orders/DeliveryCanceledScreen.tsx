import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function DeliveryCanceledScreen() {
  return (
    <ScreenPlaceholder
      id="delivery-canceled"
      title="Reparto cancelado"
      description="El repartidor de este pedido fue cancelado. Puedes solicitar uno nuevo o entregarlo tú mismo."
      variant="panel"
    />
  );
}
