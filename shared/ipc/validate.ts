// Argument shape checks for every channel. Main and the agent run these before any handler,
// so a compromised or buggy page cannot push malformed data into the printing service.
import { AUTO_PRINT_MODES, PAYMENT_METHODS, PRINTER_SLOTS, TEXT_SIZES } from '../constants';
import { toCents } from '../money';
import type { Channel } from './contract';

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isIntIn = (min: number, max: number): Check => (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const numberIn = (min: number, max: number): Check => (value) => isFiniteNumber(value) && value >= min && value <= max;
const oneOf = (options: readonly unknown[]): Check => (value) => options.includes(value);
const nullable = (check: Check): Check => (value) => value === null || check(value);
const boundedString = (max: number): Check => (value) => isString(value) && value.length <= max;
const nonEmptyString = (max: number): Check => (value) => isString(value) && value.length > 0 && value.length <= max;

export const isPrinterSlot: Check = oneOf(PRINTER_SLOTS);

export function isHost(value: unknown): value is string {
  return isString(value) && /^[A-Za-z0-9.\-:[\]]{1,253}$/.test(value);
}
export const isPort = isIntIn(1, 65_535);

function isConnection(value: unknown): boolean {
  if (!isRecord(value)) return false;
  switch (value.kind) {
    case 'system':
      return nonEmptyString(512)(value.name);
    case 'network':
      return isHost(value.host) && isPort(value.port);
    case 'usb':
      return nonEmptyString(512)(value.devicePath);
    default:
      return false;
  }
}

function isPrinterSettings(value: unknown, slot: string): boolean {
  if (!isRecord(value)) return false;
  return (
    value.slot === slot &&
    nullable(isConnection)(value.printer) &&
    nullable(boundedString(512))(value.printerName) &&
    isBoolean(value.showLogo) &&
    isBoolean(value.showCommerceData) &&
    isBoolean(value.showClientNumber) &&
    oneOf(TEXT_SIZES)(value.textSize) &&
    numberIn(0, 20)(value.marginLeft) &&
    numberIn(0, 20)(value.marginRight) &&
    oneOf(AUTO_PRINT_MODES)(value.autoPrint) &&
    isIntIn(1, 10)(value.copies) &&
    numberIn(0, 60_000)(value.delayBetweenCopiesMs) &&
    oneOf([58, 80])(value.paperWidthMm) &&
    oneOf(['PC858', 'PC850', 'WPC1252'])(value.codePage) &&
    isBoolean(value.kitchen) &&
    oneOf(['escpos', 'pdf'])(value.format)
  );
}

export function isPrintSettings(value: unknown): boolean {
  return isRecord(value) && PRINTER_SLOTS.every((slot) => isPrinterSettings(value[slot], slot));
}

function isTicketCommerce(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.nombre) &&
    isString(value.direccion) &&
    isString(value.telefono) &&
    nullable(isString)(value.logotipo) &&
    nonEmptyString(64)(value.zona_horaria)
  );
}

function isOrderDetail(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.pedido) || !Array.isArray(value.productos)) return false;
  const { pedido } = value;
  return (
    (isString(pedido.id) || isFiniteNumber(pedido.id)) &&
    isString(pedido.folio) &&
    value.productos.every((line) => isRecord(line) && isString(line.nombre) && isFiniteNumber(line.cantidad))
  );
}

const isOrderWithCommerce = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && isOrderDetail(value.order) && isTicketCommerce(value.commerce);

const MAX_BILL_ORDERS = 200;
const isMoney = numberIn(0, 100_000_000);
const isTable = (value: unknown): boolean => (isString(value) && value.length <= 64) || isIntIn(0, 1_000_000)(value);

function isBillInput(value: unknown): boolean {
  return (
    isRecord(value) &&
    isTicketCommerce(value.commerce) &&
    isTable(value.table) &&
    Array.isArray(value.orders) &&
    value.orders.length <= MAX_BILL_ORDERS &&
    value.orders.every(isOrderDetail) &&
    (value.slot === undefined || isPrinterSlot(value.slot)) &&
    (value.reprint === undefined || isBoolean(value.reprint))
  );
}

const MAX_PAYMENT_PARTS = 20;

/** A single `method` or mixed `parts` (each positive), never both; the parts add up to orders + tip. */
function isPaymentMethodOrParts(payment: Record<string, unknown>, orders: unknown[]): boolean {
  if (payment.parts === undefined) return oneOf(PAYMENT_METHODS)(payment.method);
  const { parts } = payment;
  if (payment.method !== undefined || !Array.isArray(parts) || parts.length === 0 || parts.length > MAX_PAYMENT_PARTS) return false;
  if (!parts.every((part) => isRecord(part) && oneOf(PAYMENT_METHODS)(part.method) && isMoney(part.amount) && (part.amount as number) > 0)) return false;
  const paid = parts.reduce((sum: number, part) => sum + toCents((part as { amount: number }).amount), 0);
  const due = orders.reduce((sum: number, order) => sum + toCents((order as { total: number }).total), 0) + toCents(payment.tip as number);
  return paid === due;
}

function isReceiptInput(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.payment)) return false;
  const { payment } = value;
  return (
    isTicketCommerce(value.commerce) &&
    (value.table === null || isTable(value.table)) &&
    Array.isArray(value.orders) &&
    value.orders.length <= MAX_BILL_ORDERS &&
    value.orders.every((order) => isRecord(order) && boundedString(64)(order.folio) && isMoney(order.total)) &&
    isMoney(payment.tip) &&
    isPaymentMethodOrParts(payment, value.orders) &&
    nullable(isMoney)(payment.amountReceived) &&
    (payment.paidAt === undefined || (isString(payment.paidAt) && !Number.isNaN(Date.parse(payment.paidAt)))) &&
    (value.slot === undefined || isPrinterSlot(value.slot)) &&
    (value.reprint === undefined || isBoolean(value.reprint))
  );
}

const isIsoTime = (value: unknown): boolean => isString(value) && value.length <= 64 && !Number.isNaN(Date.parse(value));
const isSignedMoney = numberIn(-100_000_000, 100_000_000);
const isCount = isIntIn(0, 10_000_000);
const MAX_CASH_MOVES = 2_000;

function isCashSummary(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.ventas_por_metodo) || !isRecord(value.pedidos_por_tipo)) return false;
  const byMethod = value.ventas_por_metodo;
  const byType = value.pedidos_por_tipo;
  return (
    ['efectivo', 'tarjeta', 'transferencia', 'en_linea', 'por_confirmar'].every((key) => isMoney(byMethod[key])) &&
    ['delivery', 'takeAway', 'inRestaurant'].every((key) => isCount(byType[key])) &&
    ['fondo_inicial', 'entradas', 'salidas', 'propinas', 'descuentos', 'cambio_entregado', 'ventas_total'].every((key) => isMoney(value[key])) &&
    isSignedMoney(value.efectivo_esperado) &&
    isCount(value.pedidos)
  );
}

function isCashShift(value: unknown): boolean {
  return (
    isRecord(value) &&
    nonEmptyString(128)(value.id) &&
    isIsoTime(value.abierto_at) &&
    nullable(isIsoTime)(value.cerrado_at) &&
    isMoney(value.fondo_inicial) &&
    nullable(isMoney)(value.efectivo_contado) &&
    nullable(isSignedMoney)(value.efectivo_esperado) &&
    nullable(isSignedMoney)(value.diferencia) &&
    nullable(boundedString(2000))(value.nota) &&
    isCashSummary(value.resumen) &&
    Array.isArray(value.movimientos) &&
    value.movimientos.length <= MAX_CASH_MOVES &&
    value.movimientos.every((move) => isRecord(move) && oneOf(['entrada', 'salida'])(move.tipo) && isMoney(move.monto) && boundedString(500)(move.motivo))
  );
}

function isCashCloseInput(value: unknown): boolean {
  return isRecord(value) && isTicketCommerce(value.commerce) && isCashShift(value.shift) && (value.slot === undefined || isPrinterSlot(value.slot));
}

function isHttpOrigin(value: unknown): boolean {
  if (!isString(value) || value.length > 2048) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isAutoPrintSession(value: unknown): boolean {
  return isRecord(value) && isHttpOrigin(value.apiBaseUrl) && nonEmptyString(4096)(value.token) && nonEmptyString(128)(value.commerceId);
}

function isExternalUrl(value: unknown): boolean {
  if (!isString(value) || value.length > 2048) return false;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const noArgs = (args: unknown[]) => args.length === 0;

export const ARG_VALIDATORS: Record<Channel, (args: unknown[]) => boolean> = {
  'printing:listPrinters': noArgs,
  'printing:probeNetworkPrinter': (args) => args.length === 2 && isHost(args[0]) && isPort(args[1]),
  'printing:getSettings': noArgs,
  'printing:saveSettings': (args) => args.length === 1 && isPrintSettings(args[0]),
  'printing:getStatus': noArgs,
  'printing:printOrder': ([input, ...rest]) =>
    rest.length === 0 &&
    isOrderWithCommerce(input) &&
    (input.slot === undefined || isPrinterSlot(input.slot)) &&
    (input.reprint === undefined || isBoolean(input.reprint)),
  'printing:printTestPage': (args) =>
    (args.length === 2 || (args.length === 3 && isPrinterSettings(args[2], args[0] as string))) && isPrinterSlot(args[0]) && isTicketCommerce(args[1]),
  'printing:renderPreviewHtml': ([input, ...rest]) =>
    rest.length === 0 &&
    isOrderWithCommerce(input) &&
    isPrinterSlot(input.slot) &&
    (input.settings === undefined || isPrinterSettings(input.settings, input.slot as string)),
  'printing:printBill': (args) => args.length === 1 && isBillInput(args[0]),
  'printing:printReceipt': (args) => args.length === 1 && isReceiptInput(args[0]),
  'printing:printCashClose': (args) => args.length === 1 && isCashCloseInput(args[0]),
  'printing:startAutoPrint': (args) => args.length === 1 && isAutoPrintSession(args[0]),
  'printing:stopAutoPrint': noArgs,
  'printing:getAutoPrintState': noArgs,
  'printing:getRecentJobs': noArgs,
  'printing:retryWaitingJobs': noArgs,
  'app:getVersion': noArgs,
  'app:checkForUpdates': noArgs,
  'app:openExternal': (args) => args.length === 1 && isExternalUrl(args[0]),
  'app:notify': ([input, ...rest]) =>
    rest.length === 0 && isRecord(input) && nonEmptyString(200)(input.title) && boundedString(1000)(input.body),
  'app:setBadgeCount': (args) => args.length === 1 && isIntIn(0, 99_999)(args[0]),
  'app:getInfo': noArgs,
  'app:getDesktopState': noArgs,
  'app:restartToUpdate': noArgs,
  'app:setStartAtLogin': (args) => args.length === 1 && isBoolean(args[0]),
  'app:setCommerceOpen': (args) => args.length === 1 && isBoolean(args[0]),
};

export function validArgs(channel: Channel, args: unknown): args is unknown[] {
  return Array.isArray(args) && ARG_VALIDATORS[channel](args);
}
