import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SettingsScreen() {
  return (
    <ScreenPlaceholder
      id="settings"
      title="Ajustes"
      description="Impresoras, impresión automática, sonido de pedidos nuevos y otras preferencias."
    />
  );
}
