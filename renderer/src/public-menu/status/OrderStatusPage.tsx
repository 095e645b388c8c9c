// /m/{id_path}/pedido/{orderId}: the customer's order status page, reachable again from the confirmation.
import { InvoiceLink } from '../invoice/InvoiceLink';
import { OrderStatusCard } from './OrderStatusCard';

export function OrderStatusPage({ idPath, orderId }: { idPath: string; orderId: string }) {
  return (
    <div className="pm-page" data-testid="order-status-page">
      <main className="pm-main pm-confirm">
        <h1>Estado de tu pedido</h1>
        <p className="pm-muted">Esta página se actualiza sola.</p>
        <OrderStatusCard idPath={idPath} orderId={orderId} />
        <InvoiceLink idPath={idPath} orderId={orderId} />
        <a className="pm-btn pm-block" href={`/m/${encodeURIComponent(idPath)}`}>
          Volver al menú
        </a>
      </main>
    </div>
  );
}
