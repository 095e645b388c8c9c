// docs/domain.md (Textos exactos) status warnings by priority: the status bar shows only the highest one (lowest id).
import type { Availability, AvailabilityReason } from './availability';
import type { AccountDetails } from './types/account';
import type { Commerce } from './types/commerce';
import { hasModule } from './modules';
import { ONLINE_PAYMENT_CONNECTED } from './online-payment';
import { isAddressComplete, isDeliveryComplete, isPaymentComplete, isSchedulesComplete, isWhatsappComplete } from './setup-progress';
import type { SetupCommerce } from './setup-progress';

export type StatusWarningKey =
  | 'whatsapp_missing'
  | 'address_missing'
  | 'no_delivery_method'
  | 'no_payment_methods'
  | 'no_schedules'
  | 'subscription_payment_problem'
  | 'connect_payment_provider'
  | 'no_delivery_type'
  | 'main_printer_not_found'
  | 'no_main_printer'
  | 'no_printers_detected'
  | 'address_updated'
  | 'backup_outdated'
  | 'busy_mode'
  | 'not_taking_orders';

export type StatusWarningSeverity = 'error' | 'warning' | 'info';

export interface StatusWarning {
  id: number;
  key: StatusWarningKey;
  severity: StatusWarningSeverity;
  message: string;
  /** Where clicking the warning leads. */
  actionPath?: string;
  /** Something clicking does instead of navigating: warning 6 retries the subscription charge. */
  action?: 'retry_billing';
}

export interface PrinterState {
  /** A main printer (Printer1) is chosen in the settings. */
  configured: boolean;
  /** The chosen main printer is among the printers found now. */
  found: boolean;
  /** How many printers discovery found. */
  detectedCount: number;
}

export interface StatusWarningsInput {
  commerce: SetupCommerce & Pick<Commerce, 'tipo_envio_domicilio' | 'business_id'>;
  account: Pick<AccountDetails, 'lastSuscriptionInvoice' | 'modulesAndPermissions'> | null;
  /** A payment integration (stripe, clip, mercadoPago) is connected. */
  paymentProviderConnected: boolean;
  /** Printer state from the desktop app or print agent; null in a plain browser (no printer warnings). */
  printer: PrinterState | null;
  /** The address was just updated (info). */
  addressUpdated: boolean;
  /** On /configuracion-inicial the checklist already shows items 1–5. */
  onSetupPage: boolean;
  /** When the server's last good backup was made (owner only; undefined when unknown): warning 13. */
  lastGoodBackupAt?: string | null;
  /** Busy mode of the counter (docs/counter.md): warning 14 while online orders are paused or slowed. */
  busy?: { pausado: boolean; minutos_extra: number } | null;
  /** The server's "can customers order now?" answer (docs/availability.md): warning 15 says why not. */
  availability?: Pick<Availability, 'abierto' | 'motivo' | 'mensaje'> | null;
}

/** Where warning 15 leads for each reason customers cannot order (pause and no schedule have their own warnings). */
const NOT_TAKING_ORDERS_PATHS: Partial<Record<AvailabilityReason, string>> = {
  switched_off: '/horarios',
  no_products: '/menu',
  order_limit: '/mi-cuenta',
  special_closed: '/horarios',
  outside_schedule: '/horarios',
};

/** Two days: a daily backup that has not happened twice in a row (docs/data-safety.md). */
export const BACKUP_STALE_MS = 2 * 24 * 60 * 60_000;

/** The last good backup is older than two days (no backup yet is not stale: the first one is minutes away). */
export function isBackupStale(lastGoodBackupAt: string | null | undefined, now: number = Date.now()): boolean {
  if (!lastGoodBackupAt) return false;
  const at = Date.parse(lastGoodBackupAt);
  return Number.isFinite(at) && now - at > BACKUP_STALE_MS;
}

type WarningDefinition = StatusWarning & {
  applies: (input: StatusWarningsInput) => boolean;
  setupItem?: boolean;
  /** A message that depends on the input (warning 15 shows the availability reason). */
  messageOf?: (input: StatusWarningsInput) => string;
};

export function hasSubscriptionPaymentProblem(account: StatusWarningsInput['account']): boolean {
  const invoice = account?.lastSuscriptionInvoice;
  if (!invoice) return false;
  return invoice.status === 'uncollectible' || (invoice.status === 'open' && invoice.attempt_count > 0);
}

/**
 * COBROS_EN_LINEA in the plan, but no way to charge online: no business_id and no payment integration. Not shown
 * while the product calls no payment provider (ONLINE_PAYMENT_CONNECTED): there is nothing the owner could connect.
 */
export function needsPaymentProvider(input: Pick<StatusWarningsInput, 'commerce' | 'account' | 'paymentProviderConnected'>): boolean {
  if (!ONLINE_PAYMENT_CONNECTED) return false;
  if (!hasModule(input.account, 'COBROS_EN_LINEA')) return false;
  const hasBusiness = typeof input.commerce.business_id === 'string' && input.commerce.business_id.trim() !== '';
  return !hasBusiness && !input.paymentProviderConnected;
}

/** In priority order: docs/domain.md (Textos exactos) numbering. */
export const STATUS_WARNINGS: readonly WarningDefinition[] = [
  {
    id: 1,
    key: 'whatsapp_missing',
    severity: 'error',
    message: 'Agrega el número de WhatsApp de tu comercio para que tus clientes puedan contactarte.',
    actionPath: '/datos-del-comercio',
    setupItem: true,
    applies: ({ commerce }) => !isWhatsappComplete(commerce),
  },
  {
    id: 2,
    key: 'address_missing',
    severity: 'error',
    message: 'Agrega la dirección de tu comercio.',
    actionPath: '/datos-del-comercio/ubicacion',
    setupItem: true,
    applies: ({ commerce }) => !isAddressComplete(commerce),
  },
  {
    id: 3,
    key: 'no_delivery_method',
    severity: 'error',
    message: 'Activa al menos un tipo de entrega: envío a domicilio, comer en el restaurante o pasar a recoger.',
    actionPath: '/tarifas/delivery-config',
    setupItem: true,
    applies: ({ commerce }) => !isDeliveryComplete(commerce),
  },
  {
    id: 4,
    key: 'no_payment_methods',
    severity: 'error',
    message: 'Selecciona al menos un método de pago para cada tipo de entrega activo.',
    actionPath: '/tarifas/delivery-config',
    setupItem: true,
    applies: ({ commerce }) => !isPaymentComplete(commerce),
  },
  {
    id: 5,
    key: 'no_schedules',
    severity: 'warning',
    message: 'Agrega los horarios de atención de tu comercio para recibir pedidos.',
    actionPath: '/horarios',
    setupItem: true,
    applies: ({ commerce }) => !isSchedulesComplete(commerce),
  },
  {
    id: 6,
    key: 'subscription_payment_problem',
    severity: 'error',
    message: 'No pudimos cobrar tu suscripción. Haz clic aquí para reintentar el cobro.',
    action: 'retry_billing',
    applies: ({ account }) => hasSubscriptionPaymentProblem(account),
  },
  {
    id: 7,
    key: 'connect_payment_provider',
    severity: 'warning',
    message: 'Conecta un proveedor de pagos para recibir cobros en línea.',
    actionPath: '/configuracion-cobro-en-linea',
    applies: needsPaymentProvider,
  },
  {
    id: 8,
    key: 'no_delivery_type',
    severity: 'warning',
    message: 'Selecciona cómo cobrar el envío a domicilio (tipo de envío).',
    actionPath: '/tarifas/delivery-config',
    applies: ({ commerce }) => commerce.activar_envio_domicilio === true && commerce.tipo_envio_domicilio == null,
  },
  {
    id: 9,
    key: 'main_printer_not_found',
    severity: 'error',
    message: 'No se encontró la impresora principal. Revisa que esté encendida y conectada.',
    actionPath: '/ajustes',
    applies: ({ printer }) => !!printer && printer.configured && !printer.found,
  },
  {
    id: 10,
    key: 'no_main_printer',
    severity: 'warning',
    message: 'No has seleccionado una impresora principal.',
    actionPath: '/ajustes',
    applies: ({ printer }) => !!printer && !printer.configured && printer.detectedCount > 0,
  },
  {
    id: 11,
    key: 'no_printers_detected',
    severity: 'warning',
    message: 'No se detectaron impresoras.',
    actionPath: '/ajustes',
    applies: ({ printer }) => !!printer && !printer.configured && printer.detectedCount === 0,
  },
  {
    id: 12,
    key: 'address_updated',
    severity: 'info',
    message: 'La dirección de tu comercio se actualizó.',
    actionPath: '/datos-del-comercio/ubicacion',
    applies: ({ addressUpdated }) => addressUpdated,
  },
  {
    id: 13,
    key: 'backup_outdated',
    severity: 'warning',
    message: 'El último respaldo de tus datos tiene más de dos días. Revisa los respaldos en Ajustes.',
    actionPath: '/ajustes',
    applies: ({ lastGoodBackupAt }) => isBackupStale(lastGoodBackupAt),
  },
  {
    id: 14,
    key: 'busy_mode',
    severity: 'warning',
    message: 'Modo ocupado: los pedidos en línea están en pausa o con tiempo extra de preparación. Cámbialo desde el botón del encabezado.',
    applies: ({ busy }) => !!busy && (busy.pausado || busy.minutos_extra > 0),
  },
  {
    id: 15,
    key: 'not_taking_orders',
    severity: 'warning',
    message: 'Tus clientes no pueden hacer pedidos en este momento.',
    actionPath: '/horarios',
    applies: ({ availability }) => !!availability && !availability.abierto && availability.motivo in NOT_TAKING_ORDERS_PATHS,
    messageOf: ({ availability }) => `Tus clientes no pueden pedir ahora. ${availability?.mensaje ?? ''}`.trim(),
  },
];

function toWarning(definition: WarningDefinition, input: StatusWarningsInput): StatusWarning {
  const message = definition.messageOf ? definition.messageOf(input) : definition.message;
  const warning: StatusWarning = { id: definition.id, key: definition.key, severity: definition.severity, message };
  const reasonPath = definition.key === 'not_taking_orders' && input.availability ? NOT_TAKING_ORDERS_PATHS[input.availability.motivo] : undefined;
  if (reasonPath ?? definition.actionPath) warning.actionPath = reasonPath ?? definition.actionPath;
  if (definition.action) warning.action = definition.action;
  return warning;
}

/** Every warning that applies, highest priority first (items 1–5 left out on the setup page). */
export function activeWarnings(input: StatusWarningsInput): StatusWarning[] {
  return STATUS_WARNINGS.filter((definition) => !(input.onSetupPage && definition.setupItem) && definition.applies(input)).map((definition) => toWarning(definition, input));
}

/** The one warning the status bar shows, or null. */
export function highestWarning(input: StatusWarningsInput): StatusWarning | null {
  return activeWarnings(input)[0] ?? null;
}
