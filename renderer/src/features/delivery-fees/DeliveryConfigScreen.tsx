import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function DeliveryConfigScreen() {
  return (
    <ScreenPlaceholder
      id="delivery-config"
      title="Configuración de entregas"
      description="Campos que pide el formulario de entrega a domicilio."
      variant="panel"
    />
  );
}
