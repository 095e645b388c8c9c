// The shift summary as a CSV file (one "concepto, importe" row per figure), with the shared exporter. It
// reads as the screen does: opening and close in the commerce's time zone (dd/mm/aaaa HH:mm), cash taken
// out as a negative amount.
import type { CashShift } from '../../../../shared/counter';
import { formatDateTime } from '../../../../shared/dates';
import { PAYMENT_PROVIDER_LABELS } from '../../../../shared/online-payment';
import { CHANNEL_LABELS } from '../../../../shared/types/api-keys';
import { toCsv, type ExportColumn } from '../export/table';

interface Row {
  concepto: string;
  importe: number | string;
}

export function shiftRows(shift: CashShift, timeZone: string): Row[] {
  const r = shift.resumen;
  return [
    { concepto: 'Apertura', importe: formatDateTime(shift.abierto_at, timeZone) },
    { concepto: 'Cierre', importe: shift.cerrado_at ? formatDateTime(shift.cerrado_at, timeZone) : 'Abierto' },
    { concepto: 'Fondo inicial', importe: r.fondo_inicial },
    { concepto: 'Ventas en efectivo', importe: r.ventas_por_metodo.efectivo },
    { concepto: 'Ventas con tarjeta', importe: r.ventas_por_metodo.tarjeta },
    { concepto: 'Ventas por transferencia', importe: r.ventas_por_metodo.transferencia },
    { concepto: 'Ventas en línea', importe: r.ventas_por_metodo.en_linea },
    { concepto: 'Por confirmar', importe: r.ventas_por_metodo.por_confirmar },
    ...(r.ventas_por_canal ?? []).map((channel) => ({ concepto: `Ventas ${CHANNEL_LABELS[channel.canal]} (${channel.pedidos} pedidos)`, importe: channel.total })),
    ...(r.en_linea_por_proveedor ?? []).map((online) => ({ concepto: `Ventas en línea ${PAYMENT_PROVIDER_LABELS[online.proveedor]} (${online.cantidad} pagos)`, importe: online.total })),
    { concepto: 'Ventas totales', importe: r.ventas_total },
    ...(r.reembolsos ?? []).map((refund) => ({ concepto: `Reembolsos ${PAYMENT_PROVIDER_LABELS[refund.proveedor]} (${refund.cantidad})`, importe: refund.total === 0 ? 0 : -refund.total })),
    { concepto: 'Entradas de efectivo', importe: r.entradas },
    { concepto: 'Salidas de efectivo', importe: r.salidas === 0 ? 0 : -r.salidas },
    { concepto: 'Propinas', importe: r.propinas },
    { concepto: 'Descuentos', importe: r.descuentos },
    { concepto: 'Cambio entregado', importe: r.cambio_entregado },
    { concepto: 'Pedidos a domicilio', importe: r.pedidos_por_tipo.delivery },
    { concepto: 'Pedidos para recoger', importe: r.pedidos_por_tipo.takeAway },
    { concepto: 'Pedidos para comer aquí', importe: r.pedidos_por_tipo.inRestaurant },
    { concepto: 'Efectivo esperado', importe: r.efectivo_esperado },
    { concepto: 'Efectivo contado', importe: shift.efectivo_contado ?? '' },
    { concepto: 'Diferencia', importe: shift.diferencia ?? '' },
  ];
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Concepto', value: (row) => row.concepto, width: 30 },
  { header: 'Importe', value: (row) => row.importe, width: 16 },
];

/** The CSV text, with its one byte order mark (toCsv writes it). */
export function shiftCsv(shift: CashShift, timeZone: string): string {
  return toCsv(COLUMNS, shiftRows(shift, timeZone));
}
