// The cashier's counter (docs/counter.md): table floor state, table payment (split, tip, change), cash
// shifts and busy mode. Wire money is pesos; the pure rules below work in integer cents and are used by
// both the panel (to show the numbers) and the server (to refuse wrong ones).
import type { PaymentProviderCode } from './online-payment';
import type { ChannelSales } from './types/api-keys';

/** Methods a table can be paid with at the counter. */
export const COUNTER_PAYMENT_METHODS = ['efectivo', 'tarjeta', 'transferencia'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];
export const COUNTER_PAYMENT_LABELS: Record<CounterPaymentMethod, string> = { efectivo: 'Efectivo', tarjeta: 'Tarjeta', transferencia: 'Transferencia' };

/** Floor state of a table, computed on the server from its open orders. */
export type TableFloorState = 'libre' | 'ocupada' | 'cuenta';
export const TABLE_FLOOR_LABELS: Record<TableFloorState, string> = { libre: 'Libre', ocupada: 'Ocupada', cuenta: 'Cuenta pedida' };

export interface TableFloor {
  uuid: string;
  numero: number;
  /** SPEC status kept for the v2 calls: 'o' while it has open orders, otherwise 'a' or 'c'. */
  status: 'a' | 'o' | 'c';
  estado: TableFloorState;
  pedidos_abiertos: number;
  /** Running amount of the open orders, pesos. */
  total: number;
  /** ISO time of the first open order, null when free. */
  primer_pedido_at: string | null;
  cuenta_pedida_at: string | null;
}

export interface TablePaymentPart {
  metodo: CounterPaymentMethod;
  monto_cents: number;
}

/** A part as table_payments stores it: a counter method, or 'enlace_pago' when the bill was paid by link (docs/counter.md). */
export type TablePartMethod = CounterPaymentMethod | 'enlace_pago';
export interface StoredTablePaymentPart {
  metodo: TablePartMethod;
  monto_cents: number;
}

/** How the bill was split (descriptive; the parts are the payments). */
export type TableSplit = { tipo: 'partes'; partes: number } | { tipo: 'productos'; cuentas: number };

/** Wire body of POST /v1/mesas/:uuid/cobrar. */
export interface TablePaymentInput {
  pagos: { metodo: CounterPaymentMethod; monto: number }[];
  propina: number;
  efectivo_recibido?: number | null;
  division?: TableSplit | null;
}

/** `totalCents` in `parts` amounts that differ by at most one cent (the first ones carry the remainder). */
export function splitEvenly(totalCents: number, parts: number): number[] {
  const n = Math.max(1, Math.floor(parts));
  const base = Math.floor(totalCents / n);
  const remainder = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < remainder ? 1 : 0));
}

export type PaymentCheck =
  | { ok: true; cashCents: number; changeCents: number }
  | { ok: false; field: 'pagos' | 'efectivo_recibido' | 'propina'; message: string };

/**
 * The rule of a table payment: the parts add up exactly to consumption + tip, every part is positive, and
 * the cash received (when any part is cash) covers the cash parts; the change is received − cash parts.
 */
export function checkTablePayment(consumoCents: number, tipCents: number, parts: readonly TablePaymentPart[], receivedCents: number | null): PaymentCheck {
  if (!Number.isInteger(tipCents) || tipCents < 0) return { ok: false, field: 'propina', message: 'La propina no puede ser negativa' };
  if (parts.length === 0) return { ok: false, field: 'pagos', message: 'Agrega al menos un pago' };
  if (parts.some((p) => !Number.isInteger(p.monto_cents) || p.monto_cents <= 0)) return { ok: false, field: 'pagos', message: 'Cada pago debe ser mayor a $0.00' };
  const paid = parts.reduce((sum, p) => sum + p.monto_cents, 0);
  const due = consumoCents + tipCents;
  if (paid !== due) return { ok: false, field: 'pagos', message: paid < due ? 'Los pagos no cubren el total de la cuenta' : 'Los pagos suman más que el total de la cuenta' };
  const cashCents = parts.filter((p) => p.metodo === 'efectivo').reduce((sum, p) => sum + p.monto_cents, 0);
  if (cashCents === 0) return { ok: true, cashCents, changeCents: 0 };
  const received = receivedCents ?? cashCents;
  if (received < cashCents) return { ok: false, field: 'efectivo_recibido', message: 'El efectivo recibido no cubre la parte en efectivo' };
  return { ok: true, cashCents, changeCents: received - cashCents };
}

/** Reasons offered for "Liberar sin cobro"; any other text is accepted too. */
export const RELEASE_REASONS = ['El cliente se fue sin pagar', 'Pedido de prueba', 'Cortesía de la casa', 'Mesa abierta por error'] as const;

export type CashMovementType = 'entrada' | 'salida';

export interface CashShiftSummary {
  fondo_inicial: number;
  /** Sales by method (pesos); en_linea = payment link and online provider; por_confirmar = 'toconfirm'. */
  ventas_por_metodo: { efectivo: number; tarjeta: number; transferencia: number; en_linea: number; por_confirmar: number };
  entradas: number;
  salidas: number;
  propinas: number;
  descuentos: number;
  cambio_entregado: number;
  pedidos_por_tipo: { delivery: number; takeAway: number; inRestaurant: number };
  pedidos: number;
  ventas_total: number;
  /** fondo + efectivo sales + entradas − salidas. */
  efectivo_esperado: number;
  /** Sales of each outside channel with orders in the shift (docs/api.md); inside en_linea. Absent in older closes. */
  ventas_por_canal?: ChannelSales[];
  /** Online payments confirmed by each provider for the shift's sales (inside en_linea). Absent in older closes. */
  en_linea_por_proveedor?: ProviderMoney[];
  /** Refunds the providers made during the shift (cancellations and edits that lowered a paid total). Absent in older closes. */
  reembolsos?: ProviderMoney[];
}

/** Money through one online payment provider: how many payments (or refunds) and their sum in pesos. */
export interface ProviderMoney {
  proveedor: PaymentProviderCode;
  cantidad: number;
  total: number;
}

export interface CashShift {
  id: string;
  abierto_at: string;
  cerrado_at: string | null;
  fondo_inicial: number;
  efectivo_contado: number | null;
  efectivo_esperado: number | null;
  diferencia: number | null;
  nota: string | null;
  /** Set when the sales that arrived without a shift were added: the shift counts sales from here (ISO). */
  ventas_desde?: string | null;
  resumen: CashShiftSummary;
  movimientos: { id: string; tipo: CashMovementType; monto: number; motivo: string; created_at: string }[];
}

/**
 * Sales that arrived while no shift was open, since the last close (at most a day back), in no cash close
 * yet: what «Agregar al turno» adds (docs/counter.md, «Ventas sin turno»).
 */
export interface UnassignedSales {
  pedidos: number;
  /** Pesos, as the summary counts them (table payments with their tips). */
  total: number;
  /** ISO time of the first of them; null when there are none. */
  desde: string | null;
}

/** Busy mode of the commerce (Uber Eats style): new online orders paused, or extra prep minutes. */
export interface BusyMode {
  pausado: boolean;
  /** ISO time the pause ends by itself; null when paused until resumed (or not paused). */
  pausa_hasta: string | null;
  minutos_extra: number;
  minutos_extra_hasta: string | null;
}
export const BUSY_PAUSE_OPTIONS = [15, 30, 60] as const;
export const BUSY_EXTRA_OPTIONS = [10, 20] as const;

/** The prep time an order gets when it is accepted: the cashier's choice plus busy mode's extra minutes. */
export function prepMinutesWithBusy(chosen: number, mode: Pick<BusyMode, 'minutos_extra'>): number {
  return chosen + mode.minutos_extra;
}
