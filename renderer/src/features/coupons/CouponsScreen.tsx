import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function CouponsScreen() {
  return (
    <ScreenPlaceholder
      id="coupons"
      title="Cupones"
      description="Cupones de descuento por monto o porcentaje para tus clientes."
    />
  );
}
