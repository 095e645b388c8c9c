import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function TablesScreen() {
  return (
    <ScreenPlaceholder
      id="tables"
      title="Mis mesas"
      description="Mesas de tu comercio con su código QR para pedir desde la mesa."
    />
  );
}
