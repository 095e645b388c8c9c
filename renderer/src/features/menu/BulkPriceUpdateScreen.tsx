import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function BulkPriceUpdateScreen() {
  return (
    <ScreenPlaceholder
      id="bulk-price-update"
      title="Aumentar precios masivamente"
      description="Sube o baja precios por porcentaje o monto fijo, con vista previa antes de aplicar."
      variant="panel"
    />
  );
}
