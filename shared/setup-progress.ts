// docs/domain.md (Validación) "Setup completeness": the checklist of /configuracion-inicial and the status warnings 1–5.
// The percentage is exactly the five checks (four at 1.5, schedules at 1; complete at 100). With the readiness
// the panel knows besides the commerce (orderable products from the server's availability answer, the desktop's
// main printer) it adds its own list of recommendations — a product, delivery pricing and, on the desktop, a
// main printer (docs/availability.md) — which never change the percentage; `ready` needs both.
import { DEFAULT_TIME_ZONE, SETUP_CUTOFF_DATE, SETUP_WEIGHTS } from './constants';
import { zonedParts } from './dates';
import type { Address, Commerce, CommerceFlows } from './types/commerce';
import { isLocationComplete } from './validation/commerce';
import { DELIVERY_FLOWS } from './validation/delivery-settings';

export type SetupCommerce = Pick<Commerce, 'telefono' | 'country_code' | 'address' | 'horarios'> & Omit<CommerceFlows, 'activar_pago_enlace'>;

export type SetupKey = 'whatsapp' | 'address' | 'delivery' | 'payment' | 'schedules' | 'products' | 'delivery_pricing' | 'printer';

/** What the checklist needs besides the commerce. */
export interface SetupReadiness {
  /** Products a customer could order now (Availability.productos_disponibles). */
  orderableProducts: number;
  /** The desktop's printer state; null in a plain browser (no printer item). */
  printer: { configured: boolean } | null;
}

/** The eight address fields a merchant fills (interiorNumber is optional); with the map pin they make the location. */
export const SETUP_ADDRESS_FIELDS = [
  'country',
  'state',
  'city',
  'neighborhood',
  'postalCode',
  'street',
  'exteriorNumber',
  'fullAddress',
] as const satisfies readonly (keyof Address)[];

export interface SetupItem {
  key: SetupKey;
  label: string;
  done: boolean;
  weight: number;
  /** The screen that completes the item. */
  route: string;
}

export interface SetupProgress {
  /** The five checks of the percentage. */
  items: SetupItem[];
  /** What else makes the commerce ready to serve customers; not in the percentage (weight 0). */
  recommendations: SetupItem[];
  /** achieved / total × 100 of `items`, rounded. */
  percentage: number;
  /** The five checks are done (100 %). */
  complete: boolean;
  /** Complete, and every recommendation done too: ready to receive orders. */
  ready: boolean;
}

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  return value !== null && value !== undefined;
}

export function isWhatsappComplete(commerce: Pick<SetupCommerce, 'telefono' | 'country_code'>): boolean {
  return filled(commerce.telefono) && filled(commerce.country_code);
}

/**
 * The one rule of a complete commerce location, for the checklist, status warning 2 and Datos del comercio: the
 * eight address fields and docs/domain.md's location rule (full address, latitude, longitude, state, city, street,
 * postal code): without the pin, delivery zones and distances would start somewhere else.
 */
export function isCommerceLocationComplete(address: Partial<Address> | null | undefined): boolean {
  return !!address && SETUP_ADDRESS_FIELDS.every((field) => filled(address[field])) && isLocationComplete(address);
}

export function isAddressComplete(commerce: Pick<SetupCommerce, 'address'>): boolean {
  return isCommerceLocationComplete(commerce.address);
}

export function isDeliveryComplete(commerce: SetupCommerce): boolean {
  return DELIVERY_FLOWS.some((flow) => commerce[flow.active] === true);
}

/**
 * Every active flow has at least one payment method. With no flow active there is nothing a customer
 * could pay for, so the item is not done (otherwise an empty commerce would start with points).
 */
export function isPaymentComplete(commerce: SetupCommerce): boolean {
  const active = DELIVERY_FLOWS.filter((flow) => commerce[flow.active] === true);
  return active.length > 0 && active.every((flow) => Object.values(commerce[flow.methods] ?? {}).some((enabled) => enabled === true));
}

export function isSchedulesComplete(commerce: Pick<SetupCommerce, 'horarios'>): boolean {
  return (commerce.horarios ?? []).some((turn) => filled(turn.horario_apertura) && filled(turn.horario_cierre));
}

/** Envío a domicilio, when offered, says how it is charged (tipo de envío); pickup and eat-in have no fee. */
export function isDeliveryPricingComplete(commerce: SetupCommerce & { tipo_envio_domicilio?: string | null }): boolean {
  return isDeliveryComplete(commerce) && (commerce.activar_envio_domicilio !== true || commerce.tipo_envio_domicilio != null);
}

const SETUP_CHECKS: readonly { key: SetupKey; label: string; route: string; weight: number; done: (c: SetupCommerce) => boolean }[] = [
  { key: 'whatsapp', label: 'WhatsApp del comercio', route: '/datos-del-comercio', weight: SETUP_WEIGHTS.high, done: isWhatsappComplete },
  { key: 'address', label: 'Dirección del comercio', route: '/datos-del-comercio/ubicacion', weight: SETUP_WEIGHTS.high, done: isAddressComplete },
  { key: 'delivery', label: 'Tipos de entrega', route: '/tarifas/delivery-config', weight: SETUP_WEIGHTS.high, done: isDeliveryComplete },
  { key: 'payment', label: 'Métodos de pago', route: '/tarifas/delivery-config', weight: SETUP_WEIGHTS.high, done: isPaymentComplete },
  { key: 'schedules', label: 'Horarios de atención', route: '/horarios', weight: SETUP_WEIGHTS.schedules, done: isSchedulesComplete },
];

function readinessChecks(commerce: SetupCommerce & { tipo_envio_domicilio?: string | null }, readiness: SetupReadiness): SetupItem[] {
  const items: SetupItem[] = [
    { key: 'products', label: 'Al menos un producto disponible en tu menú', route: '/menu', weight: 0, done: readiness.orderableProducts > 0 },
    { key: 'delivery_pricing', label: 'Costo de envío a domicilio', route: '/tarifas/delivery-config', weight: 0, done: isDeliveryPricingComplete(commerce) },
  ];
  if (readiness.printer) items.push({ key: 'printer', label: 'Impresora principal', route: '/ajustes', weight: 0, done: readiness.printer.configured });
  return items;
}

export function setupProgress(commerce: SetupCommerce & { tipo_envio_domicilio?: string | null }, readiness?: SetupReadiness): SetupProgress {
  const items = SETUP_CHECKS.map((check) => ({ key: check.key, label: check.label, done: check.done(commerce), weight: check.weight, route: check.route }));
  const recommendations = readiness ? readinessChecks(commerce, readiness) : [];
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  const achieved = items.reduce((sum, item) => sum + (item.done ? item.weight : 0), 0);
  const percentage = Math.round((achieved / total) * 100);
  const complete = percentage === 100;
  return { items, recommendations, percentage, complete, ready: complete && recommendations.every((item) => item.done) };
}

/**
 * docs/domain.md (Permisos): the setup page shows only for commerces registered on or after 2025-08-01 (a calendar day in
 * the commerce's time zone). `registeredAtSeconds` is the account's fecha_registro_timestamp.
 */
export function isSetupPageAvailable(registeredAtSeconds: number | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (typeof registeredAtSeconds !== 'number' || !Number.isFinite(registeredAtSeconds)) return false;
  const day = zonedParts(new Date(registeredAtSeconds * 1000), timeZone);
  const isoDay = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  return isoDay >= SETUP_CUTOFF_DATE;
}
