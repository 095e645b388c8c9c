// Enumerations and business constants of docs/domain.md (Estados del pedido) and docs/domain.md (Constantes). One source for server, renderer and main.

export const ORDER_STATUSES = [
  'pending',
  'rejected',
  'accepted',
  'arrived_at_pickup',
  'on_the_way',
  'arrived_at_delivery',
  'delivered',
  'ready_to_pick_up',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pagado', 'pendiente', 'cancelado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['efectivo', 'transferencia', 'tarjeta', 'enlace_pago', 'payment_provider', 'toconfirm'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods a merchant can enable per flow (docs/domain.md (Entidades) metodos_pago_*). */
export const FLOW_PAYMENT_METHODS = ['efectivo', 'tarjeta', 'transferencia', 'enlace_pago', 'payment_provider'] as const;
export type FlowPaymentMethod = (typeof FLOW_PAYMENT_METHODS)[number];

export const DELIVERY_TYPES = ['delivery', 'takeAway', 'inRestaurant'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const DELIVERY_FEE_TYPES = ['gratis', 'estandar', 'por_colonia', 'por_kilometro', 'delivery_providers', 'percent', 'por_zonas'] as const;
export type DeliveryFeeType = (typeof DELIVERY_FEE_TYPES)[number];

export const PLANS = ['FREEMIUM', 'TRIAL', 'FUNDADOR', 'BASICO', 'PROFESIONAL', 'PLUS', 'STARTER'] as const;
export type PlanId = (typeof PLANS)[number];
/** docs/domain.md (Constantes): the plan preselected on upsell pages. */
export const DEFAULT_PLAN: PlanId = 'PROFESIONAL';

export const AUTO_PRINT_MODES = ['onOrderReceived', 'onOrderAccepted', 'disabled'] as const;
export type AutoPrintMode = (typeof AUTO_PRINT_MODES)[number];

export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const TEXT_SIZES = ['xxs', 'small', 'medium', 'large', 'xxl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const NOTIFICATION_EVENTS = ['newOrder', 'deliveryRiderAssigned', 'changeOrderStatus', 'changeDeliveryStatus'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const TIP_DISPLAY_MODES = ['percentage', 'fixed_amount'] as const;
export type TipDisplayMode = (typeof TIP_DISPLAY_MODES)[number];

export const PERMISSIONS = ['list', 'create', 'order', 'edit', 'delete'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PERMISSION_LABELS: Record<Permission, string> = {
  list: 'Visualizar',
  create: 'Crear',
  order: 'Ordenar',
  edit: 'Editar',
  delete: 'Eliminar',
};

export const MODULES = [
  'ESTADISTICAS',
  'MENU',
  'HISTORIAL',
  'COBROS_EN_LINEA',
  'ANUNCIOS',
  'CUPONES',
  'CLIENTES',
  'USUARIOS',
  'HORARIOS',
  'TARIFAS',
  'AJUSTES',
  'COMPARTIR',
  'ASISTENCIA_TECNICA',
  'DATOS_COMERCIO',
  'SELF_SERVICE',
  'PROVEEDORES_ENTREGA',
  'ORDENES_TELEFONICAS',
  'IMPRESION_AUTOMATICA',
  'ENVIO_POR_KM',
  'PDF_TO_MENU',
  'MASS_UPDATE_PRODUCTS',
  'SEGUIMIENTO_REDES_SOCIALES',
  'EDITAR_PEDIDO',
  'LOYVERSE',
  'NOTIFICACIONES_CLIENTE_WHATSAPP',
  'POR_CONSUMO',
  'INTEGRACIONES',
  'COCINA',
] as const;
export type ModuleId = (typeof MODULES)[number];

// docs/domain.md (Constantes) timings and limits.
export const REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_COUNTRY_CODE = '52';
export const CURRENCY = 'MXN';
export const LOCALE = 'es-MX';
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';
export const COMMERCE_NAME_MIN = 5;
export const COMMERCE_NAME_MAX = 35;
export const FOLIO_PREFIX_MAX = 5;
export const CLABE_LENGTH = 18;
export const PERCENT_FEE_MIN = 1;
export const PERCENT_FEE_MAX = 100;
export const KM_FEE_MIN = 1;
export const MIN_KM_MIN = 0;
export const MAX_KM_MIN = 1;
export const DEFAULT_MAP_CENTER = { latitude: 17.98, longitude: -92.95 } as const;
export const WORKFLOW_REFRESH_MS = 5 * 60_000;
export const LIVE_PING_MS = 9.5 * 60_000;
export const RIDER_NOTIFICATION_MS = 7_000;
export const TOAST_MS = 3_000;
export const CONFIRM_TOAST_MS = 10_000;
export const TOOLTIP_DELAY_MS = 300;
export const NEWS_SHOWN_MAX = 5;
export const USAGE_THRESHOLDS = { amber: 50, orange: 75, red: 90 } as const;
export const SETUP_WEIGHTS = { high: 1.5, schedules: 1 } as const;
/** docs/domain.md (Permisos): the setup page shows only for commerces registered on or after this date. */
export const SETUP_CUTOFF_DATE = '2025-08-01';
export const ANNOUNCEMENT_PAGE_SIZE = 1;
export const ERROR_TRACES_SAMPLE_RATE = 0.7;

// docs/domain.md (Constantes) printing constants.
export const PRINT = {
  pdfTitleSizes: { small: 7, medium: 9, large: 11, extraLarge: 13 },
  htmlTitlePx: { xxs: 13, small: 15, medium: 17, large: 19, xxl: 21 } satisfies Record<TextSize, number>,
  defaultPaperWidthMm: 58,
  /** Ticket width in PDF points = 125/58 × paper width (mm). */
  ticketWidthFactor: 125 / 58,
  defaultTextSize: 'small' as TextSize,
  defaultAutoPrint: 'onOrderAccepted' as AutoPrintMode,
  defaultCopies: 1,
  defaultDelayBetweenCopiesMs: 3_500,
  defaultMargin: 0,
  printerLabelMax: 20,
  pageMaxHeightMicrons: 301_000,
  pageWidthMicrons: 71_000,
  previewWidthPx: 205,
  timeoutPerLineMs: 5_000,
} as const;

export const PRINTER_SLOTS = ['Printer1', 'Printer2', 'Printer3'] as const;
export type PrinterSlot = (typeof PRINTER_SLOTS)[number];
export const PRINTER_SLOT_LABELS: Record<PrinterSlot, string> = {
  Printer1: 'Impresora principal',
  Printer2: 'Ticket 2',
  Printer3: 'Ticket 3',
};
