import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function IntegrationConfigurationScreen() {
  return (
    <ScreenPlaceholder
      id="integration-configuration"
      title="Configuración de la integración"
      description="Claves y ajustes para conectar la integración."
      variant="panel"
    />
  );
}
