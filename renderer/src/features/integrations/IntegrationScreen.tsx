import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function IntegrationScreen() {
  return (
    <ScreenPlaceholder
      id="integration"
      title="Integración"
      description="Estado y acciones de la integración."
      variant="panel"
    />
  );
}
