import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SetupScreen() {
  return (
    <ScreenPlaceholder
      id="setup"
      title="Configuración inicial"
      description="Revisa lo que le falta a tu comercio para empezar a recibir pedidos: WhatsApp, dirección, entregas, formas de pago y horarios."
    />
  );
}
