import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function RegisterOrderScreen() {
  return (
    <ScreenPlaceholder
      id="register-order"
      title="Registrar pedido"
      description="Captura un pedido telefónico desde tu menú."
      variant="panel"
    />
  );
}
