import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function MyAccountScreen() {
  return (
    <ScreenPlaceholder
      id="my-account"
      title="Mi cuenta"
      description="Tu plan, tus facturas y tu forma de pago."
    />
  );
}
