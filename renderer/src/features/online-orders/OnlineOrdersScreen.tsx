// /pedidos-en-linea (COBROS_EN_LINEA): «Cobros en línea», every online payment of the commerce with its provider
// reference, fee, status and refund, totals by provider and the payment settings (features/online-payments,
// docs/payments.md). An order's detail opens from its folio.
import { Outlet } from 'react-router-dom';
import { useGetCommerceQuery } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';
import { PaymentsLedger } from '../online-payments/PaymentsLedger';

export default function OnlineOrdersScreen() {
  const { data: commerce } = useGetCommerceQuery();
  return (
    <section data-testid="screen-online-orders" aria-label="Cobros en línea">
      <PageHeader title="Cobros en línea" description="Pagos con tarjeta de tus clientes en el menú en línea y por enlace de pago: referencia del proveedor, comisión, estado y reembolsos." />
      <PaymentsLedger timeZone={commerce?.zona_horaria} />
      <Outlet />
    </section>
  );
}
