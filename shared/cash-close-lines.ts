// The lines of a cash shift summary ('corte de caja'), in the order the screen, the printed ticket and
// the CSV show them: one list so the panel and the desktop side's ticket cannot disagree.
import type { CashShift } from './counter';
import { formatMoney } from './money';
import { PAYMENT_PROVIDER_LABELS } from './online-payment';
import { CHANNEL_LABELS } from './types/api-keys';

export interface CashSummaryLine {
  label: string;
  value: string;
  strong?: boolean;
}

export function cashSummaryLines(shift: Pick<CashShift, 'resumen' | 'efectivo_contado' | 'diferencia'>): CashSummaryLine[] {
  const r = shift.resumen;
  const lines: CashSummaryLine[] = [
    { label: 'Fondo inicial', value: formatMoney(r.fondo_inicial) },
    { label: 'Ventas en efectivo', value: formatMoney(r.ventas_por_metodo.efectivo) },
    { label: 'Ventas con tarjeta', value: formatMoney(r.ventas_por_metodo.tarjeta) },
    { label: 'Ventas por transferencia', value: formatMoney(r.ventas_por_metodo.transferencia) },
    { label: 'Ventas en línea', value: formatMoney(r.ventas_por_metodo.en_linea) },
  ];
  if (r.ventas_por_metodo.por_confirmar > 0) lines.push({ label: 'Pago por confirmar', value: formatMoney(r.ventas_por_metodo.por_confirmar) });
  // Outside channels (paid on the channel, so inside «Ventas en línea»), each on its own line.
  for (const channel of r.ventas_por_canal ?? []) {
    lines.push({ label: `  ${CHANNEL_LABELS[channel.canal]} (${channel.pedidos} ${channel.pedidos === 1 ? 'pedido' : 'pedidos'})`, value: formatMoney(channel.total) });
  }
  // Online payments by the provider that confirmed them (inside «Ventas en línea»).
  for (const online of r.en_linea_por_proveedor ?? []) {
    lines.push({ label: `  ${PAYMENT_PROVIDER_LABELS[online.proveedor]} (${online.cantidad} ${online.cantidad === 1 ? 'pago' : 'pagos'})`, value: formatMoney(online.total) });
  }
  lines.push({ label: 'Ventas totales', value: formatMoney(r.ventas_total), strong: true });
  // Refunds are money that went back through the provider: listed apart, not taken from the sales.
  for (const refund of r.reembolsos ?? []) {
    lines.push({ label: `Reembolsos ${PAYMENT_PROVIDER_LABELS[refund.proveedor]} (${refund.cantidad})`, value: formatMoney(-refund.total) });
  }
  lines.push(
    { label: 'Entradas de efectivo', value: formatMoney(r.entradas) },
    { label: 'Salidas de efectivo', value: formatMoney(-r.salidas) },
    { label: 'Propinas', value: formatMoney(r.propinas) },
    { label: 'Descuentos', value: formatMoney(r.descuentos) },
    { label: 'Cambio entregado', value: formatMoney(r.cambio_entregado) },
    { label: 'Pedidos (domicilio / recoger / aquí)', value: `${r.pedidos_por_tipo.delivery} / ${r.pedidos_por_tipo.takeAway} / ${r.pedidos_por_tipo.inRestaurant}` },
    { label: 'Efectivo esperado', value: formatMoney(r.efectivo_esperado), strong: true },
  );
  if (shift.efectivo_contado != null) {
    lines.push({ label: 'Efectivo contado', value: formatMoney(shift.efectivo_contado), strong: true });
    lines.push({ label: 'Diferencia', value: formatMoney(shift.diferencia ?? 0), strong: true });
  }
  return lines;
}
