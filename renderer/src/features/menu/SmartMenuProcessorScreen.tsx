import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SmartMenuProcessorScreen() {
  return (
    <ScreenPlaceholder
      id="smart-menu-processor"
      title="Procesador inteligente"
      description="Reconoce categorías, productos y precios de tu menú automáticamente."
      variant="panel"
    />
  );
}
