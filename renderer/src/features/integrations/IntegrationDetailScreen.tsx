import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function IntegrationDetailScreen() {
  return (
    <ScreenPlaceholder
      id="integration-detail"
      title="Detalle de la integración"
      description="Qué hace la integración y cómo activarla."
      variant="panel"
    />
  );
}
