import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function StatsScreen() {
  return (
    <ScreenPlaceholder
      id="stats"
      title="Estadísticas"
      description="Ventas, pedidos y clientes frecuentes de tu comercio por periodo."
    />
  );
}
