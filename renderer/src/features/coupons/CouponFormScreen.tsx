import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nuevo cupón / Editar cupón: one form for creating and editing. */
export default function CouponFormScreen() {
  const editing = useParams().couponId !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-coupon' : 'new-coupon'}
      title={editing ? 'Editar cupón' : 'Nuevo cupón'}
      description="Código, tipo y valor del descuento y su vigencia."
      variant="panel"
    />
  );
}
