// Column sets of the four reports of docs/domain.md (Constantes) (orders generated, cash closing, frequent customers, sold
// products). One definition feeds the JSON table of the panel and the CSV, XLSX and PDF files, so every
// format carries the same columns in the same order.
import { REPORT_IDS, type ReportCell, type ReportColumn, type ReportId, type ReportResult, type ReportRow } from '../../../../shared/types/stats';

export { REPORT_IDS, type ReportCell, type ReportColumn, type ReportId, type ReportResult, type ReportRow };

export const REPORT_TITLES: Record<ReportId, string> = {
  pedidos: 'Pedidos generados',
  'corte-caja': 'Corte de caja',
  'clientes-frecuentes': 'Clientes frecuentes',
  'productos-vendidos': 'Productos vendidos',
};

export const REPORT_COLUMNS: Record<ReportId, ReportColumn[]> = {
  pedidos: [
    { key: 'folio', header: 'Folio' },
    { key: 'fecha', header: 'Fecha' },
    { key: 'cliente', header: 'Cliente' },
    { key: 'tipo_entrega', header: 'Tipo de entrega' },
    { key: 'metodo_pago', header: 'Método de pago' },
    { key: 'estatus', header: 'Estatus' },
    { key: 'subtotal', header: 'Subtotal', money: true },
    { key: 'envio', header: 'Envío', money: true },
    { key: 'propina', header: 'Propina', money: true },
    { key: 'descuento', header: 'Descuento', money: true },
    { key: 'total', header: 'Total', money: true },
  ],
  'corte-caja': [
    { key: 'metodo_pago', header: 'Método de pago' },
    { key: 'pedidos', header: 'Pedidos', count: true },
    { key: 'ventas', header: 'Ventas', money: true },
    { key: 'propinas', header: 'Propinas', money: true },
    { key: 'envios', header: 'Envíos', money: true },
    { key: 'cambio', header: 'Cambio entregado', money: true },
  ],
  'clientes-frecuentes': [
    { key: 'nombre', header: 'Nombre' },
    { key: 'telefono', header: 'Teléfono' },
    { key: 'pedidos', header: 'Pedidos', count: true },
    { key: 'total_gastado', header: 'Total gastado', money: true },
    { key: 'ultimo_pedido', header: 'Último pedido' },
  ],
  'productos-vendidos': [
    { key: 'producto', header: 'Producto' },
    { key: 'presentacion', header: 'Presentación' },
    { key: 'cantidad', header: 'Cantidad', count: true },
    { key: 'importe', header: 'Importe', money: true },
  ],
};

/** Which filters a report honours (the status filter only where the report lists orders by status). */
export const REPORT_FILTERS: Record<ReportId, { estatus: boolean }> = {
  pedidos: { estatus: true },
  'corte-caja': { estatus: false },
  'clientes-frecuentes': { estatus: false },
  'productos-vendidos': { estatus: false },
};

