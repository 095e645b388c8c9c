// The order's progress as the customer sees it: received → accepted (ready at HH:MM) → on the way (rider)
// → delivered, or rejected (with the commerce's reason)/canceled, and the order's lines as they are now (an
// edit by the commerce shows at once); pushed live by the server (status-api.ts).
import type { DeliveryType, OrderStatus } from '@shared/constants';
import type { PublicOrderStatus, PublicOrderStatusLine } from '@shared/types/public-menu';
import { formatDate, formatTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import { stepsOf } from '@shared/orders/status-machine';
import { OrderPaymentBox } from './payment';
import { useOrderStatus } from './status-api';

const STEP_TEXT: Record<OrderStatus, string> = {
  pending: 'Recibido: el comercio lo revisará en un momento',
  accepted: 'Aceptado: lo están preparando',
  arrived_at_pickup: 'El repartidor llegó por tu pedido',
  ready_to_pick_up: 'Listo para recoger',
  on_the_way: 'En camino',
  arrived_at_delivery: 'El repartidor llegó a tu domicilio',
  delivered: 'Entregado. ¡Buen provecho!',
  rejected: 'El comercio no pudo aceptar tu pedido',
  canceled: 'El pedido se canceló',
};

/**
 * Every kitchen station finished an accepted order (docs/kitchen.md): the page says it is ready. A pickup
 * order says so through its own step (ready_to_pick_up); these are the other delivery types.
 */
const KITCHEN_READY_TEXT: Record<DeliveryType, string> = {
  inRestaurant: 'Tu pedido está listo: en un momento llega a tu mesa',
  delivery: 'Tu pedido está listo: espera al repartidor',
  takeAway: 'Listo para recoger',
};

/** The customer's progress bar: the flow of the delivery type (shared/orders); a courier's own steps read as 'En camino'. */
const stepsFor = (type: DeliveryType) => stepsOf({ metodo_entrega: type });

const STEP_SHORT: Partial<Record<OrderStatus, string>> = { pending: 'Recibido', accepted: 'Aceptado', on_the_way: 'En camino', ready_to_pick_up: 'Listo', delivered: 'Entregado' };

const extraText = (extra: PublicOrderStatusLine['extras'][number]) => (extra.cantidad > 1 ? `${extra.cantidad}× ${extra.nombre}` : extra.nombre);

function OrderLines({ lines }: { lines: readonly PublicOrderStatusLine[] }) {
  return (
    <ul data-testid="order-status-lines" style={{ listStyle: 'none', padding: 0, margin: '8px 0', fontSize: 14 }}>
      {lines.map((line, i) => (
        <li key={i} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0', borderTop: i > 0 ? '1px solid var(--pm-line)' : undefined }}>
          <span>
            {line.cantidad}× {line.nombre}
            {line.presentacion ? ` (${line.presentacion})` : ''}
            {line.extras.length > 0 ? <span className="pm-muted" style={{ display: 'block', fontSize: 13 }}>{line.extras.map(extraText).join(', ')}</span> : null}
          </span>
          <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(line.subtotal)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The rows that make the total, when there is more than the lines (delivery fee, tip, coupon). */
function TotalRows({ total, desglose }: Pick<PublicOrderStatus, 'total' | 'desglose'>) {
  const rows: [string, string][] = [];
  if (desglose.envio > 0) rows.push(['Envío', formatMoney(desglose.envio)]);
  if (desglose.propina > 0) rows.push(['Propina', formatMoney(desglose.propina)]);
  if (desglose.descuento > 0) rows.push(['Descuento', `−${formatMoney(desglose.descuento)}`]);
  const all: [string, string][] = rows.length > 0 ? [['Subtotal', formatMoney(desglose.subtotal)], ...rows, ['Total', formatMoney(total)]] : [['Total', formatMoney(total)]];
  return (
    <dl data-testid="order-status-totals" style={{ margin: '4px 0 8px', fontSize: 14, borderTop: '1px solid var(--pm-line)', paddingTop: 6 }}>
      {all.map(([label, amount]) => (
        <div key={label} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '2px 0', fontWeight: label === 'Total' ? 700 : undefined }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderStatusCard({ idPath, orderId }: { idPath: string; orderId: string }) {
  const { data, missing, live } = useOrderStatus(idPath, orderId);
  if (!data) return <section className="pm-card" data-testid="order-status">{missing ? <p>No encontramos este pedido.</p> : <p className="pm-muted">Consultando tu pedido…</p>}</section>;
  const ended = data.estatus === 'rejected' || data.estatus === 'canceled';
  const steps = stepsFor(data.metodo_entrega);
  const reached = Math.max(0, steps.indexOf(data.estatus === 'arrived_at_delivery' || data.estatus === 'arrived_at_pickup' ? 'on_the_way' : data.estatus));
  return (
    <section className="pm-card" data-testid="order-status" data-status={data.estatus} data-live={live ? 'yes' : 'no'} aria-live="polite">
      <p className="pm-muted" style={{ margin: 0 }}>
        Pedido <strong>{data.folio}</strong> · {formatMoney(data.total)}
      </p>
      <OrderPaymentBox idPath={idPath} orderId={orderId} />
      <p style={{ fontSize: 18, fontWeight: 700, margin: '8px 0' }} data-testid="order-status-text">
        {data.listo_en_cocina && data.estatus === 'accepted' ? KITCHEN_READY_TEXT[data.metodo_entrega] : STEP_TEXT[data.estatus]}
      </p>
      {!ended ? (
        <ol style={{ display: 'flex', gap: 6, listStyle: 'none', padding: 0, margin: '8px 0' }}>
          {steps.map((step, i) => (
            <li key={step} style={{ flex: 1, textAlign: 'center', fontSize: 12 }}>
              <div style={{ height: 6, borderRadius: 3, background: i <= reached ? 'var(--pm-accent)' : 'var(--pm-line)', marginBottom: 4 }} />
              {STEP_SHORT[step]}
            </li>
          ))}
        </ol>
      ) : null}
      {data.programado_para && !ended && data.estatus !== 'delivered' ? (
        <p data-testid="order-scheduled-for">
          Programado para el {formatDate(data.programado_para)} a las {formatTime(data.programado_para)}
        </p>
      ) : data.listo_a_las && !ended && data.estatus !== 'delivered' ? (
        <p data-testid="order-ready-at">Listo aproximadamente a las {formatTime(data.listo_a_las)}</p>
      ) : null}
      {data.repartidor && !ended && data.estatus !== 'delivered' ? (
        <p data-testid="order-rider">
          Tu repartidor: {data.repartidor.nombre}
          {data.repartidor.telefono ? ` · ${data.repartidor.telefono}` : ''}
          {data.seguimiento_url ? (
            <>
              {' · '}
              <a href={data.seguimiento_url} target="_blank" rel="noreferrer">
                Seguir en el mapa
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {data.lineas.length > 0 ? <OrderLines lines={data.lineas} /> : null}
      {data.lineas.length > 0 ? <TotalRows total={data.total} desglose={data.desglose} /> : null}
      {data.estatus === 'rejected' && data.motivo_rechazo ? <p data-testid="order-reject-reason">Motivo: {data.motivo_rechazo}</p> : null}
      {ended ? <p className="pm-muted">Si pagaste en línea, la devolución se hace sola (arriba); si pagaste de otra forma, comunícate con el comercio.</p> : null}
    </section>
  );
}
