// Column sets of the four reports of SPEC §9 (orders generated, cash closing, frequent customers, sold
// products). One definition feeds the JSON table of the panel and the CSV, XLSX and PDF files, so every
// format carries the same columns in the same order.
export const REPORT_IDS = ['pedidos', 'corte-caja', 'clientes-frecuentes', 'productos-vendidos'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export type ReportCell = string | number;
export type ReportRow = Record<string, ReportCell>;

export interface ReportColumn {
  key: string;
  header: string;
  /** Pesos (two decimals). */
  money?: boolean;
  /** Whole number (counts, quantities). */
  count?: boolean;
}

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

export interface ReportResult {
  reporte: ReportId;
  titulo: string;
  desde: string;
  hasta: string;
  zona_horaria: string;
  columnas: ReportColumn[];
  filas: ReportRow[];
  /** The grand-totals row (same keys as the rows). */
  totales: ReportRow;
  /** Rows matching the filters (filas may hold one page of them). */
  total_filas: number;
  page: number;
  pageSize: number;
}
