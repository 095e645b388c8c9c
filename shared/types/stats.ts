// Wire types of the statistics dashboard (GET /v1/estadisticas) and the reports (GET /v1/reportes/*):
// the server builds them (server/src/services/stats, services/reports), the panel reads them
// (renderer/src/features/stats). One declaration for both sides.
import type { DeliveryType, OrderStatus, PaymentMethod } from '../constants';
import type { PaymentProviderCode } from '../online-payment';
import type { ChannelOrigin } from './api-keys';

export const STATS_PERIODS = ['hoy', 'semana', 'mes', 'personalizado'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export interface Breakdown<K extends string> {
  clave: K;
  pedidos: number;
  ventas: number;
}

export interface StatsDashboard {
  periodo: StatsPeriod;
  desde: string;
  hasta: string;
  zona_horaria: string;
  ventas: number;
  pedidos: number;
  ticket_promedio: number;
  /** All orders of the period, whatever their status. */
  pedidos_totales: number;
  por_estatus: Breakdown<OrderStatus>[];
  por_tipo_entrega: Breakdown<DeliveryType>[];
  por_metodo_pago: Breakdown<PaymentMethod>[];
  /** Sales of each outside channel with sales in the period (docs/api.md); absent or empty without them. */
  por_canal?: Breakdown<ChannelOrigin>[];
  /** Online payments of the period's sales by the provider that confirmed them (pedidos = payments). */
  en_linea_por_proveedor?: Breakdown<PaymentProviderCode>[];
  /** Refunds the providers made in the period (pedidos = refunds, ventas = money returned). */
  reembolsos?: Breakdown<PaymentProviderCode>[];
  /** One entry per local day of the period (zeros included). */
  ventas_por_dia: { fecha: string; pedidos: number; ventas: number }[];
  /** Hours 0–23 of the local clock (zeros included). */
  ventas_por_hora: { hora: number; pedidos: number; ventas: number }[];
  productos_top: { nombre: string; presentacion: string | null; cantidad: number; importe: number }[];
}

export const REPORT_IDS = ['pedidos', 'corte-caja', 'clientes-frecuentes', 'productos-vendidos'] as const;
export type ReportId = (typeof REPORT_IDS)[number];
export type ReportFormat = 'csv' | 'xlsx' | 'pdf';

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

export interface ReportResult {
  reporte: ReportId;
  titulo: string;
  desde: string;
  hasta: string;
  /** The commerce's time zone the days are counted in. */
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
