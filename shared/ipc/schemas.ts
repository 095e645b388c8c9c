// The yup schemas of the bridge's arguments. Main and the agent check every call against them before any
// handler runs, so a compromised or buggy page cannot push malformed data into the printing service. They
// check what the handlers read, not every field of the wider types (an order carries more than a ticket prints).
import * as yup from 'yup';
import { PAYMENT_METHODS, PRINTER_SLOTS } from '../constants';
import { toCents } from '../money';
import { PAYMENT_PROVIDER_CODES } from '../online-payment';
import { isPrinterSettingsOf } from '../printer-settings';
import { CHANNEL_ORIGINS } from '../types/api-keys';
import { boundedText, dateText, either, filledText, finite, flag, integerIn, isoTime, numberIn, oneOf, text, urlOf } from './strict';

export const printerSlot = oneOf(PRINTER_SLOTS);
const optionalSlot = printerSlot.optional();
const optionalFlag = flag().optional();

export const ticketCommerce = yup
  .object({ nombre: text(), direccion: text(), telefono: text(), logotipo: text().nullable(), zona_horaria: filledText(64) })
  .defined();

/** The parts of an order a ticket prints from: its id, folio and line names and quantities. */
const orderDetail = yup
  .object({
    pedido: yup.object({ id: either(text(), finite()), folio: text() }).defined(),
    productos: yup.array(yup.object({ nombre: text(), cantidad: finite() }).defined()).defined(),
  })
  .defined();

const orderWithCommerce = { order: orderDetail, commerce: ticketCommerce };

export const printOrderInput = yup.object({ ...orderWithCommerce, slot: optionalSlot, reprint: optionalFlag }).defined();

/** `settings`, when sent, are that slot's own: the unsaved draft the preview follows. */
export const previewInput = yup
  .object({ ...orderWithCommerce, slot: printerSlot, settings: yup.mixed().optional() })
  .defined()
  .test('settings-of-slot', (input) => input.settings === undefined || isPrinterSettingsOf(input.slot, input.settings));

const MAX_BILL_ORDERS = 200;
const money = numberIn(0, 100_000_000);
const signedMoney = numberIn(-100_000_000, 100_000_000);
const count = integerIn(0, 10_000_000);
const table = either(boundedText(64), integerIn(0, 1_000_000));

export const billInput = yup
  .object({
    commerce: ticketCommerce,
    table,
    orders: yup.array(orderDetail).defined().max(MAX_BILL_ORDERS),
    slot: optionalSlot,
    reprint: optionalFlag,
    issuedAt: dateText().optional(),
  })
  .defined();

const MAX_PAYMENT_PARTS = 20;
const paymentMethod = oneOf(PAYMENT_METHODS);
const paymentPart = yup
  .object({ method: paymentMethod, amount: money.test('positive', (amount) => amount > 0) })
  .defined();

const isMoneyList = (list: unknown, key: 'total' | 'amount'): list is Record<typeof key, number>[] =>
  Array.isArray(list) && list.every((item) => typeof item === 'object' && item !== null && typeof (item as Record<string, unknown>)[key] === 'number');

/**
 * A single `method` or mixed `parts`, never both; the parts add up to the orders' totals + tip. Runs before
 * the field checks, so a malformed shape passes here and fails there.
 */
function paysOnceInFull(input: { orders?: unknown; payment?: unknown }): boolean {
  const payment = input.payment as { method?: unknown; parts?: unknown; tip?: unknown } | null | undefined;
  if (typeof payment !== 'object' || payment === null) return true;
  if (payment.parts === undefined) return payment.method !== undefined;
  if (payment.method !== undefined) return false;
  if (!isMoneyList(payment.parts, 'amount') || !isMoneyList(input.orders, 'total') || typeof payment.tip !== 'number') return true;
  const paid = payment.parts.reduce((sum, part) => sum + toCents(part.amount), 0);
  const due = input.orders.reduce((sum, order) => sum + toCents(order.total), 0) + toCents(payment.tip);
  return paid === due;
}

export const receiptInput = yup
  .object({
    commerce: ticketCommerce,
    table: table.nullable(),
    orders: yup.array(yup.object({ folio: boundedText(64), total: money }).defined()).defined().max(MAX_BILL_ORDERS),
    payment: yup
      .object({
        method: paymentMethod.optional(),
        parts: yup.array(paymentPart).min(1).max(MAX_PAYMENT_PARTS).optional(),
        tip: money,
        amountReceived: money.nullable(),
        paidAt: dateText().optional(),
      })
      .defined(),
    slot: optionalSlot,
    reprint: optionalFlag,
  })
  .defined()
  .test('pays-once-in-full', paysOnceInFull);

const MAX_CASH_MOVES = 2_000;
const fieldsOf = <S extends yup.Schema>(keys: readonly string[], schema: S) => Object.fromEntries(keys.map((key) => [key, schema]));

const providerMoney = yup.object({ proveedor: oneOf(PAYMENT_PROVIDER_CODES), cantidad: count, total: money }).defined();

const cashSummary = yup
  .object({
    ventas_por_metodo: yup.object(fieldsOf(['efectivo', 'tarjeta', 'transferencia', 'en_linea', 'por_confirmar'], money)).defined(),
    pedidos_por_tipo: yup.object(fieldsOf(['delivery', 'takeAway', 'inRestaurant'], count)).defined(),
    ...fieldsOf(['fondo_inicial', 'entradas', 'salidas', 'propinas', 'descuentos', 'cambio_entregado', 'ventas_total'], money),
    efectivo_esperado: signedMoney,
    pedidos: count,
    ventas_por_canal: yup.array(yup.object({ canal: oneOf(CHANNEL_ORIGINS), pedidos: count, total: money }).defined()).optional(),
    en_linea_por_proveedor: yup.array(providerMoney).optional(),
    reembolsos: yup.array(providerMoney).optional(),
  })
  .defined();

const cashShift = yup
  .object({
    id: filledText(128),
    abierto_at: isoTime(),
    cerrado_at: isoTime().nullable(),
    fondo_inicial: money,
    efectivo_contado: money.nullable(),
    efectivo_esperado: signedMoney.nullable(),
    diferencia: signedMoney.nullable(),
    nota: boundedText(2000).nullable(),
    resumen: cashSummary,
    movimientos: yup
      .array(yup.object({ tipo: oneOf(['entrada', 'salida'] as const), monto: money, motivo: boundedText(500) }).defined())
      .defined()
      .max(MAX_CASH_MOVES),
  })
  .defined();

export const cashCloseInput = yup.object({ commerce: ticketCommerce, shift: cashShift, slot: optionalSlot }).defined();

export const autoPrintSession = yup
  .object({ apiBaseUrl: urlOf(['http:', 'https:']), token: filledText(4096), commerceId: filledText(128) })
  .defined();

export const externalUrl = urlOf(['http:', 'https:', 'mailto:']);
export const notifyInput = yup.object({ title: filledText(200), body: boundedText(1000) }).defined();
export const badgeCount = integerIn(0, 99_999);
