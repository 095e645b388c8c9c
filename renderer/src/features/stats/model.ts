// Wire types of GET /v1/estadisticas and /v1/reportes/* (server/src/services/stats, services/reports)
// and the pure helpers of the screen: query strings, labels and chart data.
import { CHANNEL_LABELS, type ChannelOrigin } from '@shared/types/api-keys';
import type { DeliveryType, OrderStatus, PaymentMethod } from '@shared/constants';
import { localDay, monthStartDay } from '@shared/dates';
import { addDays } from '@shared/special-days';
import { DELIVERY_TYPE_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@shared/labels';
import type { Breakdown, ReportId, StatsDashboard, StatsPeriod } from '@shared/types/stats';

export type { Breakdown, ReportColumn, ReportFormat, ReportId, ReportResult, ReportRow, StatsDashboard, StatsPeriod } from '@shared/types/stats';

export interface StatsQuery {
  periodo: StatsPeriod;
  desde?: string;
  hasta?: string;
  /** A location of the owner's account (docs/locations.md, "Consolidated views"); absent: the session's commerce. */
  comercio?: string;
}

export interface ReportFilters {
  desde?: string;
  hasta?: string;
  metodo_entrega?: DeliveryType[];
  metodo_pago?: PaymentMethod[];
  estatus?: OrderStatus[];
  /** A location id or `todas` (owner only); absent: the session's commerce. */
  comercio?: string;
}

export const PERIOD_OPTIONS: { value: StatsPeriod; label: string }[] = [
  { value: 'hoy', label: 'Hoy' },
  { value: 'semana', label: 'Semana' },
  { value: 'mes', label: 'Mes' },
  { value: 'personalizado', label: 'Personalizado' },
];

export const REPORT_TABS: { id: ReportId; label: string; estatus: boolean }[] = [
  { id: 'pedidos', label: 'Pedidos generados', estatus: true },
  { id: 'corte-caja', label: 'Corte de caja', estatus: false },
  { id: 'clientes-frecuentes', label: 'Clientes frecuentes', estatus: false },
  { id: 'productos-vendidos', label: 'Productos vendidos', estatus: false },
];

export const PAYMENT_LABELS = PAYMENT_METHOD_LABELS;

export function statsQueryString(query: StatsQuery): string {
  const params = new URLSearchParams({ periodo: query.periodo });
  if (query.periodo === 'personalizado') {
    if (query.desde) params.set('desde', query.desde);
    if (query.hasta) params.set('hasta', query.hasta);
  }
  if (query.comercio) params.set('comercio', query.comercio);
  return params.toString();
}

export function reportQueryString(reporte: ReportId, filters: ReportFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filters.desde) params.set('desde', filters.desde);
  if (filters.hasta) params.set('hasta', filters.hasta);
  if (filters.metodo_entrega?.length) params.set('metodo_entrega', filters.metodo_entrega.join(','));
  if (filters.metodo_pago?.length) params.set('metodo_pago', filters.metodo_pago.join(','));
  const allowsStatus = REPORT_TABS.find((t) => t.id === reporte)?.estatus ?? false;
  if (allowsStatus && filters.estatus?.length) params.set('estatus', filters.estatus.join(','));
  if (filters.comercio) params.set('comercio', filters.comercio);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

export interface Slice {
  name: string;
  pedidos: number;
  ventas: number;
}

export const statusSlices = (rows: Breakdown<OrderStatus>[]): Slice[] => rows.map((r) => ({ name: ORDER_STATUS_LABELS[r.clave] ?? r.clave, pedidos: r.pedidos, ventas: r.ventas }));
export const deliverySlices = (rows: Breakdown<DeliveryType>[]): Slice[] => rows.map((r) => ({ name: DELIVERY_TYPE_LABELS[r.clave] ?? r.clave, pedidos: r.pedidos, ventas: r.ventas }));
export const channelSlices = (rows: Breakdown<ChannelOrigin>[]): Slice[] => rows.map((r) => ({ name: CHANNEL_LABELS[r.clave] ?? r.clave, pedidos: r.pedidos, ventas: r.ventas }));
export const paymentSlices = (rows: Breakdown<PaymentMethod>[]): Slice[] => rows.map((r) => ({ name: PAYMENT_LABELS[r.clave] ?? r.clave, pedidos: r.pedidos, ventas: r.ventas }));

/** '2026-03-10' → '10/03' for the day axis. */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** 13 → '13:00'. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The period has no orders at all (the screen shows the empty state instead of flat charts). */
export const isEmptyDashboard = (d: StatsDashboard): boolean => d.pedidos_totales === 0;

/** The reports' first range: the commerce's month so far, ending today in its time zone (not the browser's). */
export function monthToDate(now: Date, timeZone: string): { desde: string; hasta: string } {
  const today = localDay(now, timeZone);
  return { desde: monthStartDay(today), hasta: today };
}

/** The custom period's first range: the last seven days of the commerce, today included. */
export function lastSevenDays(now: Date, timeZone: string): { desde: string; hasta: string } {
  const today = localDay(now, timeZone);
  return { desde: addDays(today, -6), hasta: today };
}
