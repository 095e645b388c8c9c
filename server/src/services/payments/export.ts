// «Cobros en línea» as a CSV file (docs/payments.md): one row per payment with the provider's reference, the
// fee, the status and the refund (status, amount, who, when, the provider's words when it failed), with the
// shared exporter, dates in the commerce's time zone.
import { formatDateTime } from '../../../../shared/dates';
import { ONLINE_PAYMENT_STATUS_LABELS, PAYMENT_PROVIDER_LABELS, REFUND_STATUS_LABELS, type OnlinePaymentRow } from '../../../../shared/online-payment';
import { toCsv, type ExportColumn } from '../export/table';

function columns(timeZone: string): ExportColumn<OnlinePaymentRow>[] {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '');
  return [
    { header: 'Fecha', value: (row) => when(row.created_at) },
    { header: 'Folio', value: (row) => row.folio },
    { header: 'Cliente', value: (row) => row.nombre },
    { header: 'Proveedor', value: (row) => PAYMENT_PROVIDER_LABELS[row.proveedor] },
    { header: 'Origen', value: (row) => (row.origen === 'enlace' ? 'Enlace' : 'Menú') },
    { header: 'Referencia', value: (row) => row.pago_id ?? row.referencia },
    { header: 'Monto', value: (row) => row.monto, money: true },
    { header: 'Comisión', value: (row) => row.comision ?? '', money: true },
    { header: 'Estado', value: (row) => ONLINE_PAYMENT_STATUS_LABELS[row.estatus] },
    { header: 'Pagado', value: (row) => when(row.pagado_at) },
    { header: 'Reembolso', value: (row) => (row.reembolso_estatus ? REFUND_STATUS_LABELS[row.reembolso_estatus] : '') },
    { header: 'Reembolsado', value: (row) => row.reembolsado, money: true },
    { header: 'Reembolso por', value: (row) => row.reembolso_por ?? '' },
    { header: 'Reembolsado el', value: (row) => when(row.reembolsado_at) },
    { header: 'Error del reembolso', value: (row) => row.reembolso_error ?? '' },
  ];
}

export function onlinePaymentsCsv(rows: readonly OnlinePaymentRow[], timeZone: string): string {
  return toCsv(columns(timeZone), rows);
}
