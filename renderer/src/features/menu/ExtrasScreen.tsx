import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function ExtrasScreen() {
  return (
    <ScreenPlaceholder
      id="extras"
      title="Extras"
      description="Grupos de opciones adicionales para tus productos, con precio y mínimos y máximos."
      variant="panel"
    />
  );
}
